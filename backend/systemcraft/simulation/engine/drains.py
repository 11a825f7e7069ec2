"""What a broker's consumers do with the messages a flow leaves there, when the brief has no
flow of its own for them: the wins a score API appends to a log are applied to the scores
database by the log's consumers, and a queue's workers are busy with what it holds.

Without this, a flow that ends at a broker (its answer waits only for the write to the log)
loads nothing behind it: the consumers and the stores they write would sit idle in the run,
and a broker's backlog could never grow. Each such broker gets one consumer flow, from the
broker through its consumers to the stores they write (or, when they write none, to the
consumers themselves), carrying every message that ends there. Consumers that a flow of the
brief already keeps busy are left as they are: that flow is how they take the broker's
messages.
"""

from collections.abc import Mapping, Sequence
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.roles import COMPUTE, STORES
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.flow_traffic import FlowTraffic
from systemcraft.simulation.engine.routing import BROKERS, Route, route
from systemcraft.simulation.engine.wiring import Wiring

# Where a broker's messages come to rest: a store that is not another broker (one after it is
# passed on the way, as a flow the system starts passes the queues it hands work to), nor a
# coordination service, which consumers ask for leases and locks, not to keep messages.
_RESTING: Final[frozenset[Role]] = STORES - BROKERS - {"coordination"}


def drains(
    graph: DesignGraph,
    wiring: Wiring,
    flows: Sequence[FlowTraffic],
    hit_ratios: Mapping[int, float],
) -> list[FlowTraffic]:
    """A consumer flow for each broker that flows end at and no consumer flow starts at."""
    consumed = {
        flow.route.component[state]
        for flow in flows
        if flow.kind == "consumer"
        for state in flow.route.starts
    }
    busy = {index for flow in flows for index in flow.route.reach_by_component()}
    ending = _ending_at_brokers(graph, flows)
    planned = []
    for broker, (peak, average) in ending.items():
        if broker in consumed or peak <= 0:
            continue
        path = _drain_route(graph, wiring, broker, hit_ratios)
        # Consumers that a flow of the brief already keeps busy take the messages in it (a
        # crawler's own flow starts with what it takes from the frontier).
        if path is None or _busy(path, busy):
            continue
        node = graph.nodes[broker]
        name = f"Messages from {node.label} to its consumers"
        planned.append(FlowTraffic(f"drain-{node.id}", name, "consumer", path, peak, average))
    return planned


def _ending_at_brokers(
    graph: DesignGraph, flows: Sequence[FlowTraffic]
) -> dict[int, tuple[float, float]]:
    """The messages a second, at peak and at average, that flows leave at each broker where
    their route ends."""
    ending: dict[int, tuple[float, float]] = {}
    for flow in flows:
        path = flow.route
        for state, hops in enumerate(path.hops):
            broker = path.component[state]
            if hops or graph.nodes[broker].role not in BROKERS:
                continue
            peak, average = ending.get(broker, (0.0, 0.0))
            share = path.reach[state]
            ending[broker] = (peak + flow.peak * share, average + flow.average * share)
    return ending


def _drain_route(
    graph: DesignGraph, wiring: Wiring, broker: int, hit_ratios: Mapping[int, float]
) -> Route | None:
    """On to the stores the consumers write, else to the consumers; None when no part takes
    the broker's messages."""
    role = graph.nodes[broker].role
    first: frozenset[Role] = frozenset({role}) if role else frozenset()
    for last in (_RESTING, COMPUTE):
        path = route(graph, wiring, (first, last), [broker], hit_ratios, reads=False)
        if path.starts and any(hops for hops in path.hops):
            return path
    return None


def _busy(path: Route, busy: set[int]) -> bool:
    """Whether a consumer the broker hands its messages to already carries a flow."""
    return any(path.component[hop.target] in busy for s in path.starts for hop in path.hops[s])
