"""What a design says about the brief beyond its flows: the functional requirements nothing in
it handles, and the wrong answers an interviewer would catch (a rubric's pitfalls)."""

from collections.abc import Iterator, Sequence

from systemcraft.assessment.engine.evidence import Passage, affirmed, compiled, first_affirmed
from systemcraft.assessment.engine.graph import DesignGraph, Node
from systemcraft.assessment.engine.rubric import Decision, Pitfall, Requirement


def unmet_requirements(
    graph: DesignGraph, requirements: Sequence[Requirement], found: list[Passage]
) -> tuple[str, ...]:
    """The names of the requirements no label and nothing the user wrote speaks of."""
    labelled = [*found, *(Passage("label", node.label) for node in graph.nodes)]
    return tuple(
        requirement.name
        for requirement in requirements
        if first_affirmed(labelled, requirement.evidence) is None
    )


def pitfalls_in(
    graph: DesignGraph, decisions: Sequence[Decision], found: list[Passage]
) -> Iterator[tuple[Decision, Pitfall, tuple[Node, ...]]]:
    """The wrong answers the design gives, each with the component it was written on."""
    by_id = {node.id: node for node in graph.nodes}
    everything = "\n".join(passage.text for passage in found)
    for decision in decisions:
        for pitfall in decision.pitfalls:
            # One search over everything rules most pitfalls out before any passage is read.
            if not compiled(pitfall.pattern).search(everything):
                continue
            passage = next((p for p in found if falls_into(pitfall, p.text)), None)
            if passage is not None:
                node = by_id.get(passage.component_id or "")
                yield decision, pitfall, (node,) if node else ()
                break


def falls_into(pitfall: Pitfall, text: str) -> bool:
    return affirmed(text, pitfall.pattern) and not (
        pitfall.unless and compiled(pitfall.unless).search(text)
    )
