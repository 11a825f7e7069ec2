"""The ways a design names for a flow: where ways part, requests take those that pass the most
components and connections named with a word of the flow's name that no other flow uses
("Message service" or "send(message)" for "Send a message"), even when a side door is shorter.
A real-time gateway counts as named for a flow the brief lets pass one: a client that holds a
socket open sends on it. A cache is never passed over for its name: it is asked first.

Counting the named parts ahead of each state repeats a search for each part, at most
MAX_NAMED of them, so the cost stays linear in the design.
"""

from collections import deque
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.wiring import Pair, State, Wiring, distance_to_end, distances

CACHES: Final[frozenset[Role]] = frozenset({"cache", "cdn"})


def named_ways(
    graph: DesignGraph,
    wiring: Wiring,
    onward: dict[State, list[State]],
    firsts: list[State],
    last: int,
    words: frozenset[str],
    sockets: frozenset[int],
) -> tuple[dict[State, list[State]], dict[State, int], list[State]] | None:
    """The moves, distances to the end and starts of the named ways (`words` as stems); None
    when the design names no way for the flow."""
    if not _names_any(wiring, onward, words, sockets):
        return None
    # Named parts are counted on ways that only move away from the starts: read either way,
    # connections would otherwise lead back to the names a request has passed.
    outward = _outward(wiring, onward, firsts)
    ending = distance_to_end(outward, last)
    naming = _named_parts(wiring, outward, ending, words, sockets)
    if not naming:
        return None
    kept, chosen = _keep_named(graph, outward, ending, firsts, naming)
    reached = distance_to_end(kept, last)
    # Named choices can, in a loop of equally near parts, lead nowhere: then the shortest
    # ways stand.
    if not all(state in reached for state in chosen):
        return None
    return kept, reached, chosen


def _names_any(
    wiring: Wiring, onward: dict[State, list[State]], words: frozenset[str], sockets: frozenset[int]
) -> bool:
    """Whether any part the moves pass is named for the flow (most designs name none for most
    flows): else there is nothing to count."""
    return bool(wiring.naming(words)) or any(
        words & wiring.label(component) or component in sockets for component, _ in onward
    )


def _outward(
    wiring: Wiring, onward: dict[State, list[State]], firsts: list[State]
) -> dict[State, list[State]]:
    """The moves from each state, less those that go back the way a request came: to a state
    nearer the starts that moves to this one, or, between two parts at the same step, against
    the arrow of a connection drawn only the other way."""
    steps = distances(onward, firsts)

    def back(state: State, lead: State) -> bool:
        if steps[lead] < steps[state] and state in onward.get(lead, ()):
            return True
        pair = (state[0], lead[0])
        return lead[1] == state[1] and pair not in wiring.drawn and pair[::-1] in wiring.drawn

    return {
        state: [lead for lead in onward.get(state, ()) if not back(state, lead)] for state in steps
    }


# Past this many named parts a flow's words name too much of the design to tell ways apart.
MAX_NAMED: Final = 32
Element = tuple[int, int]  # a component (i, -1) or a connection (caller, callee)


@dataclass(frozen=True)
class Naming:
    """The named parts as bits, one a part."""

    ahead: dict[State, int]  # the named parts a state reaches on its ways
    connections: dict[Pair, int]  # the named connections


def _named_parts(
    wiring: Wiring,
    onward: dict[State, list[State]],
    left: dict[State, int],
    words: frozenset[str],
    sockets: frozenset[int],
) -> Naming | None:
    """For each state on a way to the end, the named parts it reaches on the way: its own
    component, a connection it takes, and all those the states it leads to reach. A real-time
    gateway (`sockets`) counts as named. None when nothing is named, or too much."""
    own: dict[State, list[Element]] = {}
    back: dict[State, list[State]] = {}
    said = wiring.naming(words)
    for state, leads in onward.items():
        if state not in left:
            continue
        if words & wiring.label(state[0]) or state[0] in sockets:
            own.setdefault(state, []).append((state[0], -1))
        for lead in (lead for lead in leads if lead in left):
            back.setdefault(lead, []).append(state)
            if (state[0], lead[0]) in said:
                own.setdefault(state, []).append((state[0], lead[0]))
    bit = {
        element: 1 << n for n, element in enumerate(sorted({e for f in own.values() for e in f}))
    }
    if not bit or len(bit) > MAX_NAMED:
        return None
    ahead = {state: sum(bit[e] for e in set(found)) for state, found in own.items()}
    # Each state passes what it reaches back to the states before it, until nothing changes:
    # at most once for each of its parts.
    queue = deque(ahead)
    while queue:
        state = queue.popleft()
        for before in back.get(state, ()):
            had = ahead.get(before, 0)
            if ahead[state] | had != had:
                ahead[before] = ahead[state] | had
                queue.append(before)
    connections = {element: b for element, b in bit.items() if element[1] >= 0}
    return Naming(ahead, connections)


def _keep_named(
    graph: DesignGraph,
    onward: dict[State, list[State]],
    left: dict[State, int],
    firsts: list[State],
    naming: Naming,
) -> tuple[dict[State, list[State]], list[State]]:
    """Where a state's ways part, keep those that reach the most named parts; the starts part
    the same way. A cache stays: it is asked first, whatever it is called."""
    kept: dict[State, list[State]] = {}
    for state, leads in onward.items():
        ahead = [lead for lead in leads if lead in left]
        kept[state] = _named_choices(graph, ahead, naming, state[0])
    return kept, _named_choices(graph, firsts, naming, None)


def _named_choices(
    graph: DesignGraph, choices: list[State], naming: Naming, caller: int | None
) -> list[State]:
    if len(choices) < 2:
        return choices
    counts = []
    for choice in choices:
        parts = naming.ahead.get(choice, 0)
        if caller is not None:
            parts |= naming.connections.get((caller, choice[0]), 0)
        counts.append(parts.bit_count())
    most = max(counts)
    return [
        choice
        for choice, count in zip(choices, counts, strict=True)
        if count == most or graph.nodes[choice[0]].role in CACHES
    ]
