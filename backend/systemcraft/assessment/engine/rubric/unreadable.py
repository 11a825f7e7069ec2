"""What the user wrote that the engine cannot read, as opposed to what is missing: estimates
with no number it knows, and replication described in words that name no mode."""

from collections.abc import Iterator, Sequence

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.quantities import quantities
from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.rubric.redundancy import MODE
from systemcraft.kit.patterns import Pattern

# A value that says there is nothing, rather than something the engine cannot read: "none yet",
# "none (single instance)".
_NOTHING = Pattern(
    r"^\W*(?:none|no|n/?a|tbd|todo|not yet|-+)?\W*(?:yet|for now)?\W*"
    r"(?:\((?:single|one|1)\b[^)]*\))?\W*$",
    ignore_case=True,
    groups=False,
)


def unread_estimates(found: Sequence[Excerpt]) -> Iterator[tuple[None, str]]:
    for excerpt in found:
        if excerpt.where == "notes.estimates" and not quantities(excerpt.text, limit=1):
            yield None, excerpt.text


def unread_modes(found: Sequence[Excerpt], unstated: Sequence[Node]) -> Iterator[tuple[Node, str]]:
    """Replication the user described in words the engine does not know ("replication: the
    usual"), as opposed to replication left out or said to be absent."""
    said: dict[str, str] = {}
    for excerpt in found:
        if excerpt.component_id is not None and excerpt.replication is not None:
            said[excerpt.component_id] = excerpt.replication
    for node in unstated:
        written = said.get(node.id)
        if (
            written is not None
            and compiled(MODE).search(written) is None
            and not _NOTHING.match(written)
        ):
            yield node, written.strip()
