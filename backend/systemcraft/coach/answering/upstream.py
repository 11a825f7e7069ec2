"""The caches in front of a part that answer a share of its reads in a run: the run assumes a
hit ratio for each (the Simulate tab's setting), so a figure that reaches the part after them
is said with that assumption and with what would reach it if they answered none. Pure."""

from collections import deque

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.simulation.engine.results import ComponentResult

_STORES = frozenset({"database", "object-store", "search"})


def in_front(ask: Ask, part: PartFacts) -> list[ComponentResult]:
    """The caches and CDNs that reach `part` by the connections drawn, whose run answered a
    share of the reads: one walk back over the graph, each part once."""
    if ask.facts is None or ask.run is None:
        return []
    graph = ask.facts.graph
    seen = {part.node.index}
    waiting = deque([part.node.index])
    found: list[ComponentResult] = []
    # Each part is walked once, its callers and its callers' callees read once each.
    while waiting:
        for edge in graph.incoming[waiting.popleft()]:
            if edge.source in seen:
                continue
            seen.add(edge.source)
            waiting.append(edge.source)
            found += _answering(ask, [edge.source])
            # Cache-aside: a caller reads its cache first and this store on a miss.
            if part.node.role in _STORES:
                found += _answering(ask, [e.target for e in graph.outgoing[edge.source]])
    return list({id(r): r for r in found if r.id != part.node.id}.values())


def _answering(ask: Ask, indices: list[int]) -> list[ComponentResult]:
    """The parts among `indices` whose run answered a share of its reads."""
    if ask.facts is None:
        return []
    results = (ask.result_of(ask.facts.graph.nodes[i].id) for i in indices)
    return [r for r in results if r is not None and r.hit_ratio and r.reads_rps >= 1]


def assumed_hits(ask: Ask, part: PartFacts) -> str:
    """ ", after the CDN answers 90% of the 1,200 reads it gets (the run's assumption ...)", or
    nothing; every cache in front, the one that gets most reads first."""
    caches = sorted(in_front(ask, part), key=lambda c: -c.reads_rps)[:MOST_SAID]
    if not caches:
        return ""
    shares = [
        f"{name(c.label)} answers {c.hit_ratio or 0:.0%} of the {rate(c.reads_rps)} reads a "
        "second it gets"
        for c in caches
    ]
    said = shares[0] if len(shares) == 1 else ", ".join(shares[:-1]) + f" and {shares[-1]}"
    return (
        f", after {said} (the run's assumption, not your figure: set your hit ratios in the "
        "Simulate tab; the fewer they answer, the more reach this part)"
    )


MOST_SAID = 3
