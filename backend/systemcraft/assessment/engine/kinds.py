"""What each component is to the engine: one of the nine types, or unknown."""

from typing import Literal

from systemcraft.design.recognition import recognise_type
from systemcraft.design.vocabulary import ComponentType

ComponentKind = ComponentType | Literal["unknown"]

# Unknown components behave like application code: they take requests and call onwards.
SERVICE_KINDS: frozenset[ComponentKind] = frozenset({"server", "unknown"})
BROKER_KINDS: frozenset[ComponentKind] = frozenset({"queue", "pub-sub"})


def recognise_kind(component_type: str | None, label: str) -> ComponentKind:
    """The declared component type when it is one we know, else what the label suggests."""
    return recognise_type(component_type, label) or "unknown"
