"""The caches in front of a part that answer a share of its reads in a run: the run assumes a
hit ratio for each (the Simulate tab's setting), so a figure that reaches the part after them
is said with that assumption and with what would reach it if they answered none. Pure."""

from collections import deque
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import listed, name, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.results import ComponentResult

_STORES = frozenset({"database", "object-store", "search"})
# A cache its caller keeps for something else ("Session Registry" of who is connected where, a
# rate limit's counters) answers none of the store's reads, whatever a run routes through it.
_OTHER_STATE: Final = Pattern(
    r"\b(registry|sessions?|presence|locks?|leases?|rate[- ]?limit\w*|limits?|counters?|quotas?"
    r"|dedup\w*|idempoten\w*|routing|seen|bloom|online)\b",
    ignore_case=True,
    groups=False,
)


def in_front(ask: Ask, part: PartFacts) -> list[ComponentResult]:
    """The caches and CDNs that reach `part` by the connections drawn, whose run answered a
    share of the reads: one walk back over the graph, each part once."""
    if ask.facts is None or ask.run is None:
        return []
    graph = ask.facts.graph
    # One table of the run's results, so each part walked is looked up once, not searched for.
    results = {r.id: r for r in ask.run.components}
    answering = {
        node.index
        for node in graph.nodes
        if (r := results.get(node.id)) is not None and r.hit_ratio and r.reads_rps >= 1
    }
    seen = {part.node.index}
    waiting = deque([part.node.index])
    found: dict[int, ComponentResult] = {}
    # Each part is walked once, its callers and its callers' callees read once each.
    while waiting:
        for edge in graph.incoming[waiting.popleft()]:
            if edge.source in seen:
                continue
            seen.add(edge.source)
            waiting.append(edge.source)
            # Cache-aside: a caller reads its cache first and this store on a miss.
            beside = [e.target for e in graph.outgoing[edge.source]]
            aside = [i for i in beside if not _OTHER_STATE.search(f"{graph.nodes[i].label}")]
            for index in [edge.source, *(aside if part.node.role in _STORES else [])]:
                if index in answering and index != part.node.index:
                    found[index] = results[graph.nodes[index].id]
    return list(found.values())


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
    return (
        f", after {listed(shares)} (the run's assumption, not your figure: set your hit "
        "ratios in the Simulate tab; the fewer they answer, the more reach this part)"
    )


MOST_SAID = 3
