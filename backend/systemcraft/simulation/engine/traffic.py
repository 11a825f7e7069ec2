"""The brief's traffic on the design: which flows carry reads, which carry writes, and what
reaches each component at 1× peak.

Reads at peak are shared evenly by the flows that read, writes by the flows that write. A flow
writes when the brief says it must be durable before the answer or its name says it records
something; the others read. A flow that starts at a broker is the consumer side of what was
written there: it carries the writes that reached the broker. A flow the system starts itself
from a store, which the brief gives a rate of its own (runs fired from a job store), takes
that rate out of the brief's writes. A flow that reads a store from
the same parts as a flow that ends at a cache is cache-aside's miss path: it carries that
flow's misses, (1 - hit ratio) of its reads, and the brief times only the cache's answers. A
design
whose problem has no rubric, or whose flows are all missing, gets one flow: every request
from the clients, through whatever they are wired to.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.roles import STORES
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.routing import BROKERS, CACHES, Route, route
from systemcraft.simulation.engine.wiring import Wiring, words_of

FlowKind = Literal["read", "write", "consumer"]
_WRITES: Final = Pattern(
    r"record|ingest|send|publish|upload|accept|create|edit|post|commit|reserve|hold|purchase|"
    r"pay|schedule|manage|set-|update|issue|save|claim|dispatch|fire",
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
    fills: str | None = None  # the cache-ending flow whose misses it carries, if any

    @property
    def timed(self) -> bool:
        """The brief's p99 applies: an answer waits on it, and it is not a miss being filled."""
        return self.kind != "consumer" and self.fills is None

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
    # A brief whose flows all start inside the system (a crawler's frontier) feeds them all;
    # and a flow the system starts at a store takes the figure the brief gives it.
    clients = [m for m in found if "client" in m.flow.steps()[0]]
    entry = [m for m in found if m in clients or _fired(m, brief)] if clients else found
    writing = [m for m in entry if m.flow.durable_before_answer or _WRITES.search(m.flow.id)]
    reading = [m for m in entry if m not in writing]
    fills = _miss_paths(reading)
    shares, read_peaks = _shares(brief, [m for m in reading if m.flow.id not in fills], writing)
    wiring = Wiring.of(graph)
    own_words = _own_words(found)
    planned = []
    for m in entry:
        words = own_words[m.flow.id]
        steps = m.flow.steps()
        starts = _entrances(graph, [n for n in m.nodes if n.role in steps[0]])
        kind: FlowKind = "write" if m in writing else "read"
        path = route(graph, wiring, steps, starts, hit_ratios, kind == "read", words)
        peak, average = shares.get(m.flow.id, (0.0, 0.0))
        planned.append(FlowTraffic(m.flow.id, m.flow.name, kind, path, peak, average))
    planned = [_filling(graph, f, fills, planned, read_peaks, hit_ratios) for f in planned]
    planned += _consumers(graph, wiring, [m for m in found if m not in entry], planned)
    return planned


def _miss_paths(reading: Sequence[FlowMatch]) -> dict[str, str]:
    """Each reading flow that is another's miss path, with that flow: it ends at stores that
    are not caches, and starts where a flow that ends at caches does (cache-aside)."""
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


def _filling(
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


def _fired(match: FlowMatch, brief: Brief) -> bool:
    """A flow the system starts itself, from a store (due runs fired from a job store), at a
    rate the brief gives it: not a broker's delivery of what another flow wrote."""
    return match.flow.id in brief.flow_peaks and match.flow.steps()[0].isdisjoint(BROKERS)


def _entrances(graph: DesignGraph, firsts: Sequence[Node]) -> list[int]:
    """Where a flow's requests enter: at its clients, and at the services its first step names
    that nothing calls (game servers that report wins, drawn as a service); the services
    between a client and the rest are passed, not entered at. A service joined to a client
    is one the client calls, whichever way the arrow was drawn."""
    clients = [n.index for n in firsts if n.role == "client"]
    inside = [
        n
        for n in firsts
        if n.role != "client"
        and not any(graph.nodes[k].role == "client" for k in graph.neighbours[n.index])
    ]
    callers = [n.index for n in inside if not graph.incoming[n.index]]
    # Else a flow that starts inside the system (crawlers checking the links they found)
    # starts at the parts no client calls: an operators' console's API serves the console.
    return clients + callers or [n.index for n in inside] or [n.index for n in firsts]


def _own_words(found: Sequence[FlowMatch]) -> dict[str, frozenset[str]]:
    """Each flow's words that no other flow's name uses."""
    words = {m.flow.id: words_of(f"{m.flow.id} {m.flow.name}") for m in found}
    return {
        flow_id: said.difference(*(w for other, w in words.items() if other != flow_id))
        for flow_id, said in words.items()
    }


def _shares(
    brief: Brief, reading: Sequence[FlowMatch], writing: Sequence[FlowMatch]
) -> tuple[dict[str, tuple[float, float]], dict[str, tuple[float, float]]]:
    """Each flow's (peak, average), and of them its reads'. The brief's reads go to the flows
    that read, its writes to those that write: a flow the brief gives a figure of its own takes
    that, and the others share what is left evenly. When every flow has a figure, they share
    all of it in proportion (the brief's writes may count several for one request)."""
    shares: dict[str, tuple[float, float]] = {}
    reads: dict[str, tuple[float, float]] = {}
    for rate, own, takers in (
        (brief.reads, reading, reading or writing),
        (brief.writes, writing, writing or reading),
    ):
        ratio = rate.average / rate.peak if rate.peak else 0.0
        figures = {
            m.flow.id: brief.flow_peaks[m.flow.id] for m in own if m.flow.id in brief.flow_peaks
        }
        rest = [m.flow.id for m in takers if m.flow.id not in figures]
        scale = 1.0 if rest else rate.peak / sum(figures.values()) if figures else 0.0
        left = max(rate.peak - sum(figures.values()), 0.0)
        parts = {flow_id: figure * scale for flow_id, figure in figures.items()}
        parts.update({flow_id: left / len(rest) for flow_id in rest})
        for flow_id, part in parts.items():
            peak, average = shares.get(flow_id, (0.0, 0.0))
            shares[flow_id] = (peak + part, average + part * ratio)
            if rate is brief.reads:
                reads[flow_id] = (part, part * ratio)
    return shares, reads


def _consumers(
    graph: DesignGraph, wiring: Wiring, matches: Sequence[FlowMatch], entry: Sequence[FlowTraffic]
) -> list[FlowTraffic]:
    planned = []
    for m in matches:
        # Only what was written to a broker comes back out to consumers; a flow a service
        # starts by itself (claiming a number at start-up) carries no steady traffic.
        steps = m.flow.steps()
        starts = [n.index for n in m.nodes if n.role in steps[0] and n.role in BROKERS]
        written = [f for f in entry if f.kind == "write"]
        peak = sum(f.at(index) for f in written for index in starts)
        ratio = sum(f.average for f in written) / (sum(f.peak for f in written) or 1.0)
        path = route(graph, wiring, steps, starts, {}, reads=False)
        planned.append(FlowTraffic(m.flow.id, m.flow.name, "consumer", path, peak, peak * ratio))
    return planned


def _whole_design(
    graph: DesignGraph, brief: Brief, hit_ratios: Mapping[int, float]
) -> list[FlowTraffic]:
    clients = graph.of_kind("client")
    if not clients:
        return []
    steps: tuple[frozenset[Role], ...] = (frozenset(["client"]), ENDS)
    path = route(graph, Wiring.of(graph), steps, [c.index for c in clients], hit_ratios, reads=True)
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
