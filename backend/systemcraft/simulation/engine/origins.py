"""A CDN's misses where no store stands right behind it: they go on to its origin.

A read that ends at the CDN (the brief lets a paste be opened from the edge) is answered there
for the CDN's hit ratio; the rest go on through the load balancer to the read service, which
asks its own cache and then its stores. Without this, the origin of a CDN-fronted read sat
idle in the run. The misses are a flow of their own that fills the first one's misses, as a
cache-aside miss path does (`cache_aside.py`): no target of its own, but a part that cannot
take them fails the design. A cache that ends a flow is left as it is: what it holds is often
the data itself (counters, sorted sets, sessions), which no store behind it answers.
"""

from collections.abc import Mapping, Sequence
from dataclasses import replace

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.flow_traffic import FlowTraffic
from systemcraft.simulation.engine.routing import Route, route
from systemcraft.simulation.engine.ways import behind
from systemcraft.simulation.engine.wiring import Wiring


def origin_misses(
    graph: DesignGraph,
    wiring: Wiring,
    flows: Sequence[FlowTraffic],
    flows_of: Mapping[str, tuple[Sequence[frozenset[Role]], frozenset[str]]],
    hit_ratios: Mapping[int, float],
) -> list[FlowTraffic]:
    """For each read flow that ends at a CDN with nothing behind it in the route, the flow of
    its misses to the origin; none for a flow whose misses a cache-aside path fills.
    `flows_of`: each flow's steps and its own words (a balancer sends the misses of "Open a
    paste" to the Read service, as it sends the flow's requests)."""
    filled = {flow.fills for flow in flows if flow.fills}
    found = []
    for flow in flows:
        if flow.kind != "read" or flow.fills or flow.id in filled or flow.peak <= 0:
            continue
        path = flow.route
        for state, hops in enumerate(path.hops):
            cdn = path.component[state]
            if hops or graph.nodes[cdn].role != "cdn":
                continue
            missed = path.reach[state] * (1 - hit_ratios.get(cdn, 0.0))
            if missed <= 0:
                continue
            steps, words = flows_of[flow.id]
            onward = _to_origin(graph, wiring, cdn, steps[-1] - {"cdn"}, words, hit_ratios)
            if onward is None:
                continue
            node = graph.nodes[cdn]
            found.append(
                FlowTraffic(
                    f"{flow.id}-misses-{node.id}",
                    f"Misses at the {node.label}",
                    "read",
                    onward,
                    flow.peak * missed,
                    flow.average * missed,
                    fills=flow.id,
                )
            )
    return found


def _to_origin(
    graph: DesignGraph,
    wiring: Wiring,
    cdn: int,
    last: frozenset[Role],
    words: frozenset[str],
    hit_ratios: Mapping[int, float],
) -> Route | None:
    """The route from the parts behind a CDN to the flow's last step (a CDN fetches its misses
    from its origin itself); None when there is none. Behind it: what it is joined to, but the
    clients it answers and the services that only call it (to purge what changed)."""
    origins = [
        k
        for k in behind(graph, cdn)
        if graph.nodes[k].kind != "client"
        and not (cdn in graph.called[k] and k not in graph.called[cdn])
    ]
    if not origins or not last:
        return None
    stores = [k for k in origins if graph.nodes[k].role in last]
    if stores:
        # The origin is a store the flow may end at (a bucket behind the CDN): the CDN fetches
        # from it, and the CDN's own work is counted in the flow.
        path = route(graph, wiring, (frozenset({"cdn"}), last), [cdn], hit_ratios, reads=True)
        return path if path.starts and any(path.hops) else None
    first = frozenset(role for k in origins if (role := graph.nodes[k].role) is not None)
    path = route(graph, wiring, (first, last), origins, hit_ratios, reads=True, words=words)
    if not path.starts or not any(path.hops):
        return None
    # The origins serve the misses: their work is the flow's, not of their own making.
    return replace(path, idle=path.idle - frozenset(path.starts))
