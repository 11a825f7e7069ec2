"""What a design says about the brief beyond its flows: the functional requirements nothing in
it handles, and the wrong answers an interviewer would catch (a rubric's pitfalls)."""

from collections.abc import Iterator, Mapping, Sequence
from functools import partial

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.writing import Writing, affirmed, compiled
from systemcraft.assessment.engine.rubric.result import FoundPitfall
from systemcraft.assessment.engine.rubric.schema import Decision, Pitfall, Rubric


def unmet_requirements(graph: DesignGraph, rubric: Rubric, writing: Writing) -> tuple[str, ...]:
    """The names of the requirements no label and nothing the user wrote speaks of (what they
    wrote is read first; the labels, read apart, only when it says nothing)."""
    labels = Writing([Excerpt("label", node.label) for node in graph.nodes], rubric.patterns())
    return tuple(
        requirement.name
        for requirement in rubric.requirements
        if writing.first_affirmed(requirement.evidence) is None
        and labels.first_affirmed(requirement.evidence) is None
    )


def pitfalls_in(
    graph: DesignGraph, decisions: Sequence[Decision], writing: Writing
) -> Iterator[FoundPitfall]:
    """The wrong answers the design gives, each with the component it was written on."""
    by_id = {node.id: node for node in graph.nodes}
    everywhere = len(writing.excerpts)
    for decision in decisions:
        for pitfall in decision.pitfalls:
            if _mended_elsewhere(pitfall, writing):
                continue
            index = writing.first(pitfall.pattern, partial(_falls_into, pitfall, by_id), everywhere)
            if index is not None:
                node = by_id.get(writing.excerpts[index].component_id or "")
                yield FoundPitfall(decision, pitfall, (node,) if node else (), index)
                break


def _mended_elsewhere(pitfall: Pitfall, writing: Writing) -> bool:
    """Whether words that mend the pitfall wherever they are written are in the design."""
    mends = pitfall.unless_anywhere
    if mends is None:
        return False
    found = writing.first(
        mends, lambda excerpt: affirmed(excerpt.text, mends), len(writing.excerpts)
    )
    return found is not None


def _falls_into(pitfall: Pitfall, by_id: Mapping[str, Node], excerpt: Excerpt) -> bool:
    # What is written on a part is read with its name: "ttl: 730 days" on "Version history"
    # keeps old versions, it caches nothing.
    node = by_id.get(excerpt.component_id or "")
    return falls_into(pitfall, excerpt.text, node.label if node else None)


def falls_into(pitfall: Pitfall, text: str, name: str | None = None) -> bool:
    """Whether `text` gives the wrong answer: the pitfall is said, and nothing in the passage
    (or the name of the part it is written on) makes it right."""
    context = f"{name}\n{text}" if name else text
    mended_here = pitfall.unless_anywhere is not None and affirmed(text, pitfall.unless_anywhere)
    return (
        affirmed(text, pitfall.pattern)
        and not (pitfall.unless and compiled(pitfall.unless).search(context))
        and not mended_here
    )
