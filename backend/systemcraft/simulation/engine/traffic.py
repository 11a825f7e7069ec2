"""The brief's traffic on the design: which flows carry reads, which carry writes, and what
reaches each component at 1× peak.

A flow writes when the brief says it must be durable before the answer or its name says it
records something; the others read. How the brief's reads and writes are shared out among
them is `shares.py`'s. A flow that starts at a broker is the consumer side of what was
written there (`consumers.py`). A flow the system starts itself from a store, which the brief
gives a rate of its own (runs fired from a job store), takes that rate out of the brief's
writes. A flow that reads a store from the same parts as a flow that ends at a cache carries
only that flow's misses (`cache_aside.py`). A design whose problem has no rubric, or whose
flows are all missing, gets one flow: every request from the clients, through whatever they
are wired to.
"""

from collections.abc import Mapping, Sequence
from typing import Final

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.roles import STORES
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.cache_aside import miss_paths, with_misses
from systemcraft.simulation.engine.consumers import consumer_flows
from systemcraft.simulation.engine.drains import drains
from systemcraft.simulation.engine.flow_traffic import FlowKind, FlowTraffic
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.origins import origin_misses
from systemcraft.simulation.engine.routing import BROKERS, route
from systemcraft.simulation.engine.shares import given_by_consumers, share_out
from systemcraft.simulation.engine.wiring import Wiring, stems, words_of

__all__ = ["FlowTraffic", "load_at_peak", "plan_traffic"]

_WRITES: Final = Pattern(
    r"record|ingest|send|publish|upload|accept|create|edit|post|commit|reserve|hold|purchase|"
    r"pay|schedule|manage|set-|update|issue|save|claim|dispatch|fire",
    groups=False,
)
# The staff's own tools (an operators' console, a moderators' queue): they send none of the
# users' requests the brief counts.
_STAFF: Final = Pattern(
    r"\b(?:admin\w*|operators?|moderat\w*|staff|on[- ]?call|ops|support|back[- ]?office|"
    r"internal|cli|trust (?:&|and) safety|t ?& ?s)\b",
    ignore_case=True,
    groups=False,
)
WHOLE_DESIGN: Final = "Requests from the clients"
# Without the brief's flows, a request ends at the first store it reaches.
ENDS: Final[frozenset[Role]] = STORES


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
    wiring = Wiring.of(graph)
    # Flows compete by name where requests enter and where a balancer parts them: the flows
    # the clients start (or the system fires) against each other, not the consumers behind.
    own_words = _own_words(entry)
    routes = {}
    for m in entry:
        steps = m.flow.steps()
        staff = _STAFF.search(m.flow.name) is not None
        starts = _entrances(graph, [n for n in m.nodes if n.role in steps[0]], staff)
        reads = m not in writing
        # Named for another flow the clients start: a flow that ends at a client (a webhook to
        # the merchant) does not make the merchant's requests its own.
        others = frozenset().union(*(own_words[e.flow.id] for e in entry if e is not m))
        mine = words_of(f"{m.flow.id} {m.flow.name}")
        routes[m.flow.id] = route(
            graph, wiring, steps, starts, hit_ratios, reads, own_words[m.flow.id], others, mine
        )
    consumers = [m for m in found if m not in entry]
    fills = miss_paths(reading)
    shares, read_peaks = share_out(
        brief,
        [m for m in reading if m.flow.id not in fills],
        writing,
        given_by_consumers(brief, consumers, writing, routes),
    )
    planned = []
    for m in entry:
        kind: FlowKind = "write" if m in writing else "read"
        peak, average = shares.get(m.flow.id, (0.0, 0.0))
        path = routes[m.flow.id]
        planned.append(FlowTraffic(m.flow.id, m.flow.name, kind, path, peak, average))
    planned = [with_misses(graph, f, fills, planned, read_peaks, hit_ratios) for f in planned]
    flows_of = {m.flow.id: (m.flow.steps(), own_words[m.flow.id]) for m in entry}
    planned += origin_misses(graph, wiring, planned, flows_of, hit_ratios)
    planned += consumer_flows(graph, wiring, brief, consumers, planned, hit_ratios)
    return planned + drains(graph, wiring, planned, hit_ratios)


def _fired(match: FlowMatch, brief: Brief) -> bool:
    """A flow the system starts itself, from a store (due runs fired from a job store), at a
    rate the brief gives it: not a broker's delivery of what another flow wrote."""
    return match.flow.id in brief.flow_peaks and match.flow.steps()[0].isdisjoint(BROKERS)


def _entrances(graph: DesignGraph, firsts: Sequence[Node], staff: bool) -> list[int]:
    """Where a flow's requests enter: at its clients, and at the services its first step names
    that nothing calls (game servers that report wins, drawn as a service); the services
    between a client and the rest are passed, not entered at. A service joined to a client
    is one the client calls, whichever way the arrow was drawn. The staff's tools start a
    flow only when it is the staff's (`staff`) or no user's client starts it."""
    clients = [n.index for n in firsts if n.role == "client"]
    if not staff:
        clients = [i for i in clients if not _STAFF.search(graph.nodes[i].label)] or clients
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
    """Each flow's words that no other flow's name uses, as stems: "business's" in one name
    and "businesses" in another are the same word."""
    words = {m.flow.id: stems(words_of(f"{m.flow.id} {m.flow.name}")) for m in found}
    return {
        flow_id: said.difference(*(w for other, w in words.items() if other != flow_id))
        for flow_id, said in words.items()
    }


def _whole_design(
    graph: DesignGraph, brief: Brief, hit_ratios: Mapping[int, float]
) -> list[FlowTraffic]:
    clients = graph.of_kind("client")
    if not clients:
        return []
    steps: tuple[frozenset[Role], ...] = (frozenset(["client"]), ENDS)
    wiring = Wiring.of(graph)
    path = route(graph, wiring, steps, [c.index for c in clients], hit_ratios, reads=True)
    peak = brief.reads.peak + brief.writes.peak
    average = brief.reads.average + brief.writes.average
    requests = [FlowTraffic("requests", WHOLE_DESIGN, "read", path, peak, average)]
    origin = {"requests": (steps, frozenset[str]())}
    requests += origin_misses(graph, wiring, requests, origin, hit_ratios)
    return requests + drains(graph, wiring, requests, hit_ratios)


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
