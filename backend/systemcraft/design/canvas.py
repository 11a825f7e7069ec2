"""The design as the canvas holds it and the server stores it (saved designs): components with
their positions, connections between two sides, and the notes beside them. Strict: only the
canvas writes this."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, Strict, model_validator
from pydantic_core import PydanticCustomError

from systemcraft.design.export import CONFLICT
from systemcraft.design.notes import NoteFields, empty_notes
from systemcraft.design.vocabulary import (
    MAX_COMPONENTS,
    MAX_CONNECTIONS,
    MAX_ID_LENGTH,
    MAX_LABEL_LENGTH,
    MAX_TEXT_LENGTH,
    ComponentType,
    Protocol,
    Side,
    SyncMode,
)

Id = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
PropertyValue = (
    Annotated[str, Field(max_length=MAX_TEXT_LENGTH)]
    # Strict: "000" is text, not the number 0 (the schema says so, and so does the canvas).
    | Annotated[int, Strict(), Field(ge=-(2**53), le=2**53)]
    | Annotated[float, Strict(), Field(allow_inf_nan=False)]
    | Annotated[list[Annotated[str, Field(max_length=MAX_LABEL_LENGTH)]], Field(max_length=50)]
)


class CanvasModel(BaseModel):
    # Strict: the canvas writes numbers as numbers and text as text, and the schema says so;
    # "12" is not a coordinate.
    model_config = ConfigDict(extra="forbid", strict=True)


class CanvasComponent(CanvasModel):
    id: Id
    type: ComponentType
    x: float = Field(ge=0, le=100_000)
    y: float = Field(ge=0, le=100_000)
    width: float = Field(ge=1, le=2000)
    height: float = Field(ge=1, le=2000)
    name: str = Field(max_length=MAX_LABEL_LENGTH)
    description: str = Field(max_length=MAX_TEXT_LENGTH)
    properties: dict[Annotated[str, Field(max_length=60)], PropertyValue] = Field(max_length=40)


class Endpoint(CanvasModel):
    """One end of a connection; `widgetId` is the wire name the product's format fixes."""

    widgetId: Id  # noqa: N815
    position: Side


class ConnectionProperties(CanvasModel):
    protocol: Protocol
    latency: str = Field(max_length=60)
    sync: SyncMode
    description: str = Field(max_length=MAX_TEXT_LENGTH)


class CanvasConnection(CanvasModel):
    id: Id
    from_: Endpoint = Field(alias="from")
    to: Endpoint
    properties: ConnectionProperties


class CanvasNotes(CanvasModel, NoteFields):
    """The notes as the canvas saves them: all five, and nothing else."""


class CanvasDesign(CanvasModel):
    """`widgets` is the stored name of the component list (saved designs keep it). Designs
    saved before there were notes have none: they load with empty ones."""

    widgets: list[CanvasComponent] = Field(max_length=MAX_COMPONENTS)
    connections: list[CanvasConnection] = Field(max_length=MAX_CONNECTIONS)
    notes: CanvasNotes = Field(default_factory=lambda: CanvasNotes.model_validate(empty_notes()))

    @model_validator(mode="after")
    def _consistent(self) -> "CanvasDesign":
        ids = [component.id for component in self.widgets]
        if len(set(ids)) != len(ids):
            raise _conflict("two components share an id")
        known = set(ids)
        for connection in self.connections:
            ends = (connection.from_.widgetId, connection.to.widgetId)
            if not set(ends) <= known:
                raise _conflict(f"connection {connection.id} refers to a missing component")
            if ends[0] == ends[1]:
                raise _conflict(f"connection {connection.id} connects a component to itself")
        return self


def _conflict(what: str) -> PydanticCustomError:
    """Parts of the design that contradict each other: a 409, since no schema can say it."""
    return PydanticCustomError(CONFLICT, "Value error, {what}", {"what": what})
