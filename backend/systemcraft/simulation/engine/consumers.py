"""The consumer flows: those that start at a broker and carry what was written there."""

from collections.abc import Mapping, Sequence
from dataclasses import replace

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.simulation.engine.flow_traffic import FlowTraffic
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.routing import route
from systemcraft.simulation.engine.shares import broker_starts, looks_up
from systemcraft.simulation.engine.wiring import Wiring


def consumer_flows(
    graph: DesignGraph,
    wiring: Wiring,
    brief: Brief,
    matches: Sequence[FlowMatch],
    entry: Sequence[FlowTraffic],
    hit_ratios: Mapping[int, float],
) -> list[FlowTraffic]:
    """Only what was written to a broker comes back out to consumers, from the brokers it was
    written to, on through any broker after (ways.py); a flow a service starts by itself
    (claiming a number at start-up) carries no steady traffic. A consumer flow the brief gives
    a figure carries that. One that ends at stores looks something up: its caches answer
    their share of it, as for any read."""
    written = [f for f in entry if f.kind == "write"]
    ratio = sum(f.average for f in written) / (sum(f.peak for f in written) or 1.0)
    planned = []
    for m in matches:
        brokers = broker_starts(m)
        reaching = {b: sum(f.at(b) for f in written) for b in brokers}
        peak = brief.flow_peaks.get(m.flow.id, sum(reaching.values()))
        starts = [b for b in brokers if reaching[b] > 0] or brokers
        reads = looks_up(m)
        path = route(graph, wiring, m.flow.steps(), starts, hit_ratios if reads else {}, reads)
        planned.append(FlowTraffic(m.flow.id, m.flow.name, "consumer", path, peak, peak * ratio))
    return _once_per_message(graph, matches, planned)


def _once_per_message(
    graph: DesignGraph, matches: Sequence[FlowMatch], planned: list[FlowTraffic]
) -> list[FlowTraffic]:
    """Consumer flows from the same broker take the same messages: a part one of them only
    passes on the way, which another has as a step of its own (a router that looks up
    preferences as it routes each notification), handles each message once, counted there."""
    roles = [frozenset().union(*m.flow.steps()) for m in matches]
    starts = [frozenset(f.route.component[s] for s in f.route.starts) for f in planned]
    kept = []
    for number, flow in enumerate(planned):
        path = flow.route
        stepped = {
            index
            for other, f in enumerate(planned)
            if other != number and starts[other] & starts[number]
            for index in f.route.component
            if graph.nodes[index].role in roles[other]
        }
        passed = frozenset(
            state
            for state, index in enumerate(path.component)
            if index in stepped and graph.nodes[index].role not in roles[number]
        )
        kept.append(replace(flow, route=replace(path, idle=path.idle | passed)) if passed else flow)
    return kept
