"""The longest synchronous chains a client's request can set off.

A chain follows synchronous connections in their drawn direction from a client. It ends at a
queue or pub/sub (what happens after is asynchronous) and never enters another client. Longest
paths are only well defined without cycles, so the search cuts a cycle where it first meets
it: answers drawn back towards the caller add nothing to the chain.

Latencies left at the canvas default ("< 100ms") or unreadable are counted at typical figures
for the hop, so an untouched design is not blamed for a placeholder.
"""

from dataclasses import dataclass
from itertools import pairwise

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Edge, Node
from systemcraft.assessment.engine.reading.properties import parse_latency_ms
from systemcraft.assessment.engine.roles import BROKER_KINDS
from systemcraft.design.vocabulary import DEFAULT_LATENCY

# Typical one-way-and-back costs in milliseconds: the public internet from a user's device,
# and calls inside one data centre.
FROM_CLIENT_MS = {"cdn": 20.0, "dns": 10.0}
FROM_CLIENT_DEFAULT_MS = 50.0
IN_DATA_CENTRE_MS = {"cache": 1.0, "database": 5.0, "queue": 2.0, "pub-sub": 2.0}
IN_DATA_CENTRE_DEFAULT_MS = 2.0


@dataclass(frozen=True)
class Chain:
    nodes: tuple[Node, ...]
    latency_ms: float

    @property
    def hops(self) -> int:
        return len(self.nodes) - 1


def hop_latency_ms(edge: Edge, source: Node, target: Node) -> float:
    stated = None if " ".join(edge.latency.split()) == DEFAULT_LATENCY else edge.latency
    parsed = parse_latency_ms(stated) if stated else None
    if parsed is not None:
        return parsed
    if source.kind == "client":
        return FROM_CLIENT_MS.get(target.kind, FROM_CLIENT_DEFAULT_MS)
    return IN_DATA_CENTRE_MS.get(target.kind, IN_DATA_CENTRE_DEFAULT_MS)


@dataclass
class _Best:
    latency: float = 0.0
    after_latency: int = -1  # next node on the slowest chain from here
    hops: int = 0
    after_hops: int = -1  # next node on the longest chain by hop count


def _steps(graph: DesignGraph, v: int) -> list[tuple[int, float]]:
    node = graph.nodes[v]
    if node.kind in BROKER_KINDS:
        return []
    steps: dict[int, float] = {}
    for edge in graph.outgoing[v]:
        target = graph.nodes[edge.target]
        if edge.synchronous and target.kind != "client" and edge.target != v:
            cost = hop_latency_ms(edge, node, target)
            steps[edge.target] = max(cost, steps.get(edge.target, 0.0))
    return list(steps.items())


def longest_chains(graph: DesignGraph) -> tuple[Chain | None, Chain | None]:
    """The slowest chain by summed latency and the longest by hops, from any client."""
    best: dict[int, _Best] = {}
    active: set[int] = set()
    for client in graph.of_kind("client"):
        if client.index in best:
            continue
        active.add(client.index)
        stack = [(client.index, _steps(graph, client.index), 0)]
        while stack:
            v, steps, position = stack.pop()
            if position < len(steps):
                stack.append((v, steps, position + 1))
                w = steps[position][0]
                if w not in best and w not in active:
                    active.add(w)
                    stack.append((w, _steps(graph, w), 0))
                continue
            here = _Best()
            for w, cost in steps:
                if w in best:  # else it is on the current path: a cycle, cut here
                    if cost + best[w].latency > here.latency or here.after_latency < 0:
                        here.latency, here.after_latency = cost + best[w].latency, w
                    if 1 + best[w].hops > here.hops:
                        here.hops, here.after_hops = 1 + best[w].hops, w
            best[v] = here
            active.discard(v)
    starts = [c.index for c in graph.of_kind("client") if best[c.index].after_latency >= 0]
    if not starts:
        return None, None
    slowest = max(starts, key=lambda i: best[i].latency)  # max keeps the first of equals
    deepest = max(starts, key=lambda i: best[i].hops)
    return _walk(graph, best, slowest, by_hops=False), _walk(graph, best, deepest, by_hops=True)


def _walk(graph: DesignGraph, best: dict[int, _Best], start: int, *, by_hops: bool) -> Chain:
    path = [start]
    latency = best[start].latency
    while (after := best[path[-1]].after_hops if by_hops else best[path[-1]].after_latency) >= 0:
        path.append(after)
    if by_hops:
        latency = sum(
            max(
                hop_latency_ms(e, graph.nodes[a], graph.nodes[b])
                for e in graph.outgoing[a]
                if e.target == b and e.synchronous
            )
            for a, b in pairwise(path)
        )
    return Chain(tuple(graph.nodes[i] for i in path), latency)
