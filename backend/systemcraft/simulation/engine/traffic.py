"""The brief's traffic on the design: which flows carry reads, which carry writes, and what
reaches each component at 1× peak.

Reads at peak are shared evenly by the flows that read, writes by the flows that write. A flow
writes when the brief says it must be durable before the answer or its name says it records
something; the others read. A flow that starts at a broker is the consumer side of what was
written there: it carries the writes that reached the broker. A design
whose problem has no rubric, or whose flows are all missing, gets one flow: every request
from the clients, through whatever they are wired to.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.roles import STORES
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.routing import BROKERS, Route, route, words_of

FlowKind = Literal["read", "write", "consumer"]
_WRITES: Final = Pattern(
    r"record|ingest|send|publish|upload|accept|create|edit|post|commit|reserve|hold|purchase|"
    r"pay|schedule|manage|set-|update|issue|save|claim",
    groups=False,
)
WHOLE_DESIGN: Final = "Requests from the clients"
# Without the brief's flows, a request ends at the first store it reaches.
ENDS: Final[frozenset[Role]] = STORES


@dataclass(frozen=True)
class FlowTraffic:
    id: str
    name: str
    kind: FlowKind
    route: Route
    peak: float  # requests a second entering it at 1× peak
    average: float  # at the brief's average

    def at(self, index: int) -> float:
        """Requests a second the flow brings to component `index` at 1× peak."""
        return self.peak * self.route.reach_by_component().get(index, 0.0)


def plan_traffic(
    graph: DesignGraph,
    brief: Brief,
    matches: Sequence[FlowMatch],
    hit_ratios: Mapping[int, float],
) -> list[FlowTraffic]:
    found = [m for m in matches if m.present]
    if not found:
        return _whole_design(graph, brief, hit_ratios)
    # A brief whose flows all start inside the system (a crawler's frontier) feeds them all.
    entry = [m for m in found if "client" in m.flow.steps()[0]] or found
    writing = [m for m in entry if m.flow.durable_before_answer or _WRITES.search(m.flow.id)]
    reading = [m for m in entry if m not in writing]
    shares = {id(m): [0.0, 0.0] for m in entry}  # (peak, average)
    for rate, takers in ((brief.reads, reading or writing), (brief.writes, writing or reading)):
        for m in takers:
            shares[id(m)][0] += rate.peak / len(takers)
            shares[id(m)][1] += rate.average / len(takers)
    planned = []
    for m in entry:
        others = [words_of(f"{o.flow.id} {o.flow.name}") for o in found if o is not m]
        words = words_of(f"{m.flow.id} {m.flow.name}").difference(*others)
        firsts = [n for n in m.nodes if n.role in m.flow.steps()[0]]
        # Requests enter at the clients; the services a first step may also name are passed.
        starts = [n.index for n in firsts if n.role == "client"] or [n.index for n in firsts]
        kind: FlowKind = "write" if m in writing else "read"
        path = route(graph, m.flow.steps(), starts, hit_ratios, kind == "read", words)
        peak, average = shares[id(m)]
        planned.append(FlowTraffic(m.flow.id, m.flow.name, kind, path, peak, average))
    planned += _consumers(graph, [m for m in found if m not in entry], planned)
    return planned


def _consumers(
    graph: DesignGraph, matches: Sequence[FlowMatch], entry: Sequence[FlowTraffic]
) -> list[FlowTraffic]:
    planned = []
    for m in matches:
        # Only what was written to a broker comes back out to consumers; a flow a service
        # starts by itself (claiming a number at start-up) carries no steady traffic.
        starts = [n.index for n in m.nodes if n.role in m.flow.steps()[0] and n.role in BROKERS]
        written = [f for f in entry if f.kind == "write"]
        peak = sum(f.at(index) for f in written for index in starts)
        ratio = sum(f.average for f in written) / (sum(f.peak for f in written) or 1.0)
        path = route(graph, m.flow.steps(), starts, {}, reads=False)
        planned.append(FlowTraffic(m.flow.id, m.flow.name, "consumer", path, peak, peak * ratio))
    return planned


def _whole_design(
    graph: DesignGraph, brief: Brief, hit_ratios: Mapping[int, float]
) -> list[FlowTraffic]:
    clients = graph.of_kind("client")
    if not clients:
        return []
    steps: tuple[frozenset[Role], ...] = (frozenset(["client"]), ENDS)
    path = route(graph, steps, [c.index for c in clients], hit_ratios, reads=True)
    peak = brief.reads.peak + brief.writes.peak
    average = brief.reads.average + brief.writes.average
    return [FlowTraffic("requests", WHOLE_DESIGN, "read", path, peak, average)]


def load_at_peak(
    graph: DesignGraph, flows: Sequence[FlowTraffic]
) -> tuple[list[float], list[float]]:
    """Reads and writes a second that reach each component at 1× peak."""
    reads = [0.0] * len(graph.nodes)
    writes = [0.0] * len(graph.nodes)
    for flow in flows:
        into = writes if flow.kind != "read" else reads
        for index, share in flow.route.reach_by_component().items():
            into[index] += flow.peak * share
    return reads, writes
