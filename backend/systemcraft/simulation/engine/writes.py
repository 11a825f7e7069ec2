"""Where a write goes when the service or worker making it is joined to several stores at the
flow's next step: to each of them. A score applier inserts the result into the database and
adds the points to the sorted set; an order service commits the order and appends its event
to the log. Not to a store the writer's connection says it only reads; and the parts of one
store drawn as boxes of their own ("Shard 1", "Shard 2") share the writes between them, as a
balancer shares requests: each row lives on one.
"""

from collections.abc import Mapping, Sequence
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.roles import STORES
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.wiring import State, Wiring

WRITERS: Final[frozenset[Role | None]] = frozenset({"service", "worker"})
# What tells the parts of one store apart: a number, a letter, a range ("0-49", "A-M").
_PART_MARK: Final = Pattern(r"\b(?:[0-9]+|[a-z])\b", groups=False)


def writes_to_each(
    graph: DesignGraph, wiring: Wiring, index: int, nearer: Sequence[State]
) -> list[tuple[State, float]]:
    """Each store the write is made to, with its share; any part that is not a store shares
    the requests evenly with the rest, as ways that part do. A store the writer's connection
    says it only reads ("stats: query the totals") takes none of the writes."""
    if any(graph.nodes[s[0]].role not in STORES for s in nearer):
        return [(s, 1 / len(nearer)) for s in nearer]
    written = [s for s in nearer if (index, s[0]) not in wiring.reading] or nearer
    stores: dict[str, list[State]] = {}
    for state in written:
        stores.setdefault(_store_of(graph.nodes[state[0]].label), []).append(state)
    return [(state, 1 / len(parts)) for parts in stores.values() for state in parts]


def _store_of(label: str) -> str:
    """The store a box is a part of: its label without the marks that number its parts."""
    return " ".join(_PART_MARK.sub(" ", label.lower()).split())


def cache_writes(
    graph: DesignGraph,
    wiring: Wiring,
    key: State,
    made: Sequence[tuple[State, float]],
    number: Mapping[State, int],
) -> list[tuple[State, float]]:
    """The caches a service or worker calls, and waits on, beside the way its write takes: each
    write updates them too (a score applier's ZADD, a post service refreshing its cache), as a
    state of their own after the ways."""
    index, stage = key
    if graph.nodes[index].role not in WRITERS:
        return []
    taken = {state[0] for state, _ in made}
    return [
        ((k, stage), 1.0)
        for k in graph.called[index]
        if graph.nodes[k].role == "cache"
        and k not in taken
        and wiring.waits.get((index, k), True)
        and (index, k) not in wiring.reading
        and (k, stage) not in number
    ]
