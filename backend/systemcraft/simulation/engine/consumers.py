"""The consumer flows: those that start at a broker and carry what was written there."""

from collections.abc import Sequence

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.simulation.engine.flow_traffic import FlowTraffic
from systemcraft.simulation.engine.routing import BROKERS, route
from systemcraft.simulation.engine.wiring import Wiring


def consumer_flows(
    graph: DesignGraph, wiring: Wiring, matches: Sequence[FlowMatch], entry: Sequence[FlowTraffic]
) -> list[FlowTraffic]:
    """Only what was written to a broker comes back out to consumers; a flow a service starts
    by itself (claiming a number at start-up) carries no steady traffic."""
    written = [f for f in entry if f.kind == "write"]
    ratio = sum(f.average for f in written) / (sum(f.peak for f in written) or 1.0)
    planned = []
    for m in matches:
        steps = m.flow.steps()
        starts = [n.index for n in m.nodes if n.role in steps[0] and n.role in BROKERS]
        peak = sum(f.at(index) for f in written for index in starts)
        path = route(graph, wiring, steps, starts, {}, reads=False)
        planned.append(FlowTraffic(m.flow.id, m.flow.name, "consumer", path, peak, peak * ratio))
    return planned
