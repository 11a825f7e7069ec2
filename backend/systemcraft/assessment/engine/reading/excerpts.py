"""What the user wrote, cut into excerpts: each note, the core user journey, each component's
logic and properties, and each connection's description, with where it was written. A property
left at the value the canvas gave it is not a decision, so it is not an excerpt."""

from collections.abc import Iterator
from dataclasses import dataclass, field

from systemcraft.design.catalogue import CATALOGUE
from systemcraft.design.export import ExportedComponent, ExportedDesign
from systemcraft.design.notes import NOTE_FIELDS
from systemcraft.design.recognition import declared_type

ON_COMPONENT = "component "


@dataclass(frozen=True)
class Excerpt:
    where: str  # "notes.consistency", "component lb", "connection c3"
    text: str
    # Read from the two above once, when the excerpt is made: every check asks for them.
    # The id of the component the excerpt was written on, if it was.
    component_id: str | None = field(init=False, repr=False, compare=False)
    # The value of a component's replication property ("replication: async replicas").
    replication: str | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        on_component = self.where.startswith(ON_COMPONENT)
        component_id = self.where.removeprefix(ON_COMPONENT) if on_component else None
        key, colon, value = self.text.partition(":")
        is_replication = colon and key.strip().lower() == "replication"
        replication = value if is_replication and component_id is not None else None
        # A frozen dataclass sets its own fields this way.
        object.__setattr__(self, "component_id", component_id)
        object.__setattr__(self, "replication", replication)


def untouched(component: ExportedComponent, key: str, value: str) -> bool:
    """Whether a property still holds the value the canvas gave the new component."""
    kind = declared_type(component.metadata.component_type)
    if kind is None:
        return False
    default = CATALOGUE[kind].defaults.get(key)
    if isinstance(default, list):
        default = ", ".join(default)
    return default is not None and str(default).strip().lower() == value.strip().lower()


def excerpts(design: ExportedDesign) -> Iterator[Excerpt]:
    """Everything the user wrote, in document order: the notes first, then the core user
    journey, the components and the connections."""
    notes = design.notes.model_dump()
    for note in NOTE_FIELDS:
        if notes[note].strip():
            yield Excerpt(f"notes.{note}", notes[note])
    if design.core_user_journey.strip():
        yield Excerpt("core user journey", design.core_user_journey)
    for component in design.components:
        where = f"{ON_COMPONENT}{component.id}"
        if component.metadata.custom_logic.strip():
            yield Excerpt(where, component.metadata.custom_logic)
        for prop in component.metadata.custom_properties:
            if prop.value.strip() and not untouched(component, prop.key, prop.value):
                yield Excerpt(where, f"{prop.key}: {prop.value}")
    # A connection's words are about its two ends: "feed document on publish" from a workflow
    # engine to a search index says how the index is fed, which the words alone do not. A name
    # is short: the first words of a label are enough, and keep a design of 2,000 connections
    # from reading every long label 800 times over.
    labels = {component.id: _name(component.label) for component in design.components}
    for connection in design.connections:
        said = connection.properties.description.strip()
        if said:
            ends = f"{labels.get(connection.start, '')} to {labels.get(connection.end, '')}"
            yield Excerpt(f"connection {connection.id}", f"{ends}: {said}")


NAME_LENGTH = 48


def _name(label: str) -> str:
    """A label's first words, at most NAME_LENGTH characters."""
    if len(label) <= NAME_LENGTH:
        return label
    cut = label[:NAME_LENGTH]
    return cut[: cut.rfind(" ")] if " " in cut else cut
