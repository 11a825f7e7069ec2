"""The caches in front of a part that answer a share of its reads in a run: the run assumes a
hit ratio for each (the Simulate tab's setting), so a figure that reaches the part after them
is said with that assumption and with what would reach it if they answered none. Pure."""

from collections import deque

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.simulation.engine.results import ComponentResult


def in_front(ask: Ask, part: PartFacts) -> list[ComponentResult]:
    """The caches and CDNs that reach `part` by the connections drawn, whose run answered a
    share of the reads: one walk back over the graph, each part once."""
    if ask.facts is None or ask.run is None:
        return []
    graph = ask.facts.graph
    seen = {part.node.index}
    waiting = deque([part.node.index])
    found: list[ComponentResult] = []
    while waiting:
        for edge in graph.incoming[waiting.popleft()]:
            if edge.source in seen:
                continue
            seen.add(edge.source)
            waiting.append(edge.source)
            result = ask.result_of(graph.nodes[edge.source].id)
            if result is not None and result.hit_ratio and result.reads_rps >= 1:
                found.append(result)
    return found


def assumed_hits(ask: Ask, part: PartFacts) -> str:
    """ ", after the CDN answers 90% of reads (the run's assumption ...)" or nothing."""
    caches = in_front(ask, part)
    if not caches:
        return ""
    first = max(caches, key=lambda c: c.reads_rps)
    return (
        f", after {name(first.label)} in front answers {first.hit_ratio or 0:.0%} of the "
        f"{rate(first.reads_rps)} reads a second it gets (the run's assumption, not your "
        "figure: set your hit ratio in the Simulate tab; the fewer it answers, the more "
        "reach this part)"
    )
