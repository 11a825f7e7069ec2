"""Cache-aside: a service asks the cache, and on a miss reads the store itself. In the brief
that is two flows from the same parts, one ending at a cache and one at a store; the second
carries only the first's misses, (1 - hit ratio) of its reads."""

from collections.abc import Mapping, Sequence
from dataclasses import replace

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.simulation.engine.flow_traffic import FlowTraffic
from systemcraft.simulation.engine.routing import CACHES


def miss_paths(reading: Sequence[FlowMatch]) -> dict[str, str]:
    """Each reading flow that is another's miss path, with that flow: it ends at stores that
    are not caches, and starts where a flow that ends at caches does."""
    found = {}
    for m in reading:
        steps = m.flow.steps()
        if not steps[-1].isdisjoint(CACHES):
            continue
        cached = [
            other.flow.id
            for other in reading
            if other.flow.steps()[-1] <= CACHES and other.flow.steps()[0] == steps[0]
        ]
        if cached:
            found[m.flow.id] = cached[0]
    return found


def with_misses(
    graph: DesignGraph,
    flow: FlowTraffic,
    fills: Mapping[str, str],
    planned: Sequence[FlowTraffic],
    read_peaks: Mapping[str, tuple[float, float]],
    hit_ratios: Mapping[int, float],
) -> FlowTraffic:
    """A miss path, with the misses of its flow's reads at the caches where they end."""
    cached = fills.get(flow.id)
    if cached is None:
        return flow
    path = next(f for f in planned if f.id == cached).route
    missed = sum(
        path.reach[state] * (1 - hit_ratios.get(path.component[state], 0.0))
        for state, hops in enumerate(path.hops)
        if not hops and graph.nodes[path.component[state]].role in CACHES
    )
    peak, average = read_peaks.get(cached, (0.0, 0.0))
    return replace(flow, peak=peak * missed, average=average * missed, fills=cached)
