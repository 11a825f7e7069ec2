"""The ways a flow's requests may take through the design, before any share is counted.

A way meets the flow's steps in order, passing between them only through the parts that
forward requests (as the assessment matches flows, flows/matching.py). A connection carries
requests one way and answers the other, so it is crossed either way, except where requests
start: a client, or a broker delivering what was written to it, sends along the connections
it starts when it starts any (an on-call engineer receives pages but sends none; a log
delivers to its consumers, not back to its producers). What a client's flow brings a broker is
another flow's to take on; a flow that starts inside the system (a broker's delivery, due runs
fired from a job store) goes on through the queues it hands its work to. A request reaches a
client only along a connection drawn to it or from a part it holds open (a socket), not back
along a call the client makes; and a cache passed on the way hands it only to a store.

Of all the ways, a request takes a shortest one, unless the design names others for the
flow (named_ways.py). The search is over states (component, steps met so far),
O(steps·(n+e)).
"""

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.roles import PASS_THROUGH, STORES
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.named_ways import named_ways
from systemcraft.simulation.engine.wiring import State, Wiring, distance_to_end, stems

BROKERS: Final[frozenset[Role]] = frozenset({"queue", "log", "pub-sub"})


@dataclass(frozen=True)
class Ways:
    """The states requests pass, each with the states it sends them on to, and how many steps
    each is from the flow's end; states on no way to the end are left out."""

    onward: dict[State, list[State]]
    left: dict[State, int]
    starts: list[State]  # where requests enter: those on a way to the end


def find_ways(
    graph: DesignGraph,
    wiring: Wiring,
    steps: Sequence[frozenset[Role]],
    starts: Sequence[int],
    words: frozenset[str],
    others: frozenset[str] = frozenset(),
    mine: frozenset[str] = frozenset(),
) -> Ways:
    """`words`: the flow's own words, those no other flow's name uses; `others`: the other
    flows' own words; `mine`: all of this flow's words."""
    last = len(steps) - 1
    onward = _transitions(graph, steps, starts)
    left = distance_to_end(onward, last)
    firsts = [(i, 0) for i in starts if (i, 0) in left]
    firsts = not_named_elsewhere(wiring, None, firsts, stems(words | mine), stems(others))
    sockets = frozenset(
        node.index
        for node in graph.nodes
        if node.role == "realtime" and any("realtime" in step for step in steps)
    )
    if words or sockets:
        named = named_ways(graph, wiring, onward, firsts, last, stems(words), sockets)
        if named:
            return Ways(*named)
    return Ways(onward, left, firsts)


def not_named_elsewhere(
    wiring: Wiring,
    caller: int | None,
    choices: list[State],
    named: frozenset[str],
    elsewhere: frozenset[str],
) -> list[State]:
    """Of the parts a request may enter at or go on to, less those named for another flow and
    by no word of this one's (`named`): the advertisers' dashboard client starts the dashboard
    queries, not the clicks. Named by their label or the connection from `caller` (or, for an
    entrance, those it starts); all of them when none is left."""
    if len(choices) < 2 or not elsewhere:
        return choices

    def said(state: State) -> frozenset[str]:
        found = wiring.label(state[0])
        if caller is not None:
            found = found | wiring.described(caller, state[0])
        elif wiring.graph.called[state[0]]:
            # A start is named by what it says on the connections it starts.
            found = found.union(
                *(wiring.described(state[0], k) for k in wiring.graph.called[state[0]])
            )
        return found

    kept = []
    for choice in choices:
        found = said(choice)
        if found & named or not found & elsewhere:
            kept.append(choice)
    return kept or choices


def _transitions(
    graph: DesignGraph, steps: Sequence[frozenset[Role]], starts: Sequence[int]
) -> dict[State, list[State]]:
    """Every state reachable from the starts, with the states it leads to."""
    last = len(steps) - 1
    queue: deque[State] = deque((i, 0) for i in starts)
    seen = set(queue)
    starting = set(starts)
    roles = [node.role for node in graph.nodes]
    clients = [node.kind == "client" for node in graph.nodes]
    # What a client sends a broker is another flow's to take on; a flow that starts inside
    # the system (due runs fired from a job store, a broker's delivery) goes on through the
    # queues it hands its work to.
    fired = not any(clients[i] for i in starts)
    onward: dict[State, list[State]] = {}
    while queue:
        state = queue.popleft()
        index, stage = state
        leads: list[State] = []
        through = fired and roles[index] in BROKERS
        if stage < last and _passes_on(graph, index, (stage == 0 and index in starting) or through):
            step, then = steps[stage], steps[stage + 1]
            for k in _sends_to(graph, index):
                if not _hands_to(graph, index, k, step, clients[k]):
                    continue
                if roles[k] in then:
                    leads.append((k, stage + 1))
                elif roles[k] in PASS_THROUGH or (fired and roles[k] in BROKERS):
                    leads.append((k, stage))
        onward[state] = leads
        for lead in leads:
            if lead not in seen:
                seen.add(lead)
                queue.append(lead)
    return onward


# Parts a client keeps a connection open to, which send it what comes: a socket, the gateway
# or balancer in front of one.
_HELD_OPEN: Final[frozenset[Role | None]] = frozenset({"realtime", "gateway", "load-balancer"})


def _hands_to(graph: DesignGraph, index: int, k: int, step: frozenset[Role], client: bool) -> bool:
    """Whether a request at `index` may go on to `k`: a client only along a connection drawn
    to it (a push provider to the devices) or from a part it holds open, not back along a call
    it makes to a service, which only answers it; and a cache passed on the way (not a step of
    the flow) only to a store behind it, never to a service."""
    role = graph.nodes[index].role
    if client:  # `k` is one
        return role in _HELD_OPEN or k in graph.called[index]
    if role == "cache" and role not in step:
        return graph.nodes[k].role in STORES
    return True


def _sends_to(graph: DesignGraph, index: int) -> list[int]:
    """Where a component sends requests: read either way, to all its neighbours; except that
    the places requests start, a client or a broker, send along the connections they start
    when they start any (an on-call engineer receives pages but sends none; a log delivers
    to its consumers, not back to its producers)."""
    if starts_requests(graph, index) and graph.called[index]:
        return graph.called[index]
    return graph.neighbours[index]


def starts_requests(graph: DesignGraph, index: int) -> bool:
    """Where requests start, sent or written there by someone: a client or a broker."""
    node = graph.nodes[index]
    return node.kind == "client" or node.role in BROKERS


def _passes_on(graph: DesignGraph, index: int, start: bool) -> bool:
    """A request starts at a client or a broker but never passes through one (`start`: it
    starts here, or it is a flow the system fires, passing its queue)."""
    return start or not starts_requests(graph, index)


def behind(graph: DesignGraph, index: int) -> list[int]:
    """The components a cache may pass its misses to: those it is connected to either way."""
    return _sends_to(graph, index)
