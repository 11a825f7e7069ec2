"""How requests move through the design: each flow of the brief as a route from its first
components to its last step, with the share of the flow's requests that reaches each component.

A flow is the roles a request meets in order (the rubric's path); between two steps a request
may pass through the parts that only forward requests, as the assessment matches flows
(flows/matching.py). A request takes the shortest way through the design that meets every
step in turn; where several ways are as short, it takes one of them:
- split evenly between them (a balancer spreads requests over its targets), except that
- a cache or CDN among them is asked first, and only its misses, (1 - hit ratio), go on to
  the others: reads only, as a write goes to the store;
- a pub-sub topic sends every message to every subscriber (fan-out);
- a cache that ends a flow in front of a store (read-through or write-through) sends its
  misses, and every write, on to the store behind it.
A client sends requests along the connections it starts, when it starts any.
A balancer in front of several services sends a flow's requests to those whose label names
the flow by a word no other flow uses ("Redirect service" for "Redirect a short link"), when
there are any: a balancer routes by path, and a service named for one flow serves that flow.

The route is a graph of (component, steps met so far) states, so a request that passes the
same component twice, at different steps, is counted twice there.
"""

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.roles import PASS_THROUGH
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern

CACHES: Final[frozenset[Role]] = frozenset({"cache", "cdn"})
BROKERS: Final[frozenset[Role]] = frozenset({"queue", "log", "pub-sub"})
SPREADERS: Final[frozenset[Role | None]] = frozenset({"client", "dns", "load-balancer", "gateway"})
DEFAULT_HIT_RATIO: Final[dict[Role, float]] = {"cache": 0.8, "cdn": 0.9}
_WORD = Pattern(r"[a-z]{4,}", groups=False)

StateKey = tuple[int, int]  # (component index, steps met so far - 1)
Pair = tuple[int, int]  # (the component that calls, the one it calls)


@dataclass(frozen=True)
class Hop:
    target: int  # a state of the route
    share: float  # of the requests in the source state, the part that goes on to the target
    synchronous: bool  # the caller waits for the answer


@dataclass(frozen=True)
class Route:
    """One flow's requests through the design, as states (a component at a step)."""

    component: tuple[int, ...]  # each state's component
    order: tuple[int, ...]  # states, each after every one that sends it requests
    starts: tuple[int, ...]
    reach: tuple[float, ...]  # per state, the requests it sees for each one entering the flow
    hops: tuple[tuple[Hop, ...], ...]  # per state

    @cached_property
    def calls(self) -> tuple[tuple[tuple[int, float], ...], ...]:
        """Each state's synchronous calls as (target state, share): the caller waits for these."""
        return tuple(
            tuple((hop.target, hop.share) for hop in hops if hop.synchronous) for hops in self.hops
        )

    def reach_by_component(self) -> dict[int, float]:
        found: dict[int, float] = {}
        for state, share in enumerate(self.reach):
            index = self.component[state]
            found[index] = found.get(index, 0.0) + share
        return found

    def components_in_order(self) -> list[int]:
        return list(dict.fromkeys(self.component[s] for s in self.order if self.reach[s] > 0))


def route(
    graph: DesignGraph,
    steps: Sequence[frozenset[Role]],
    starts: Sequence[int],
    hit_ratios: Mapping[int, float],
    reads: bool,
    words: frozenset[str] = frozenset(),
) -> Route:
    """The route from `starts` through `steps`; caches answer only when `reads`."""
    onward = _transitions(graph, steps, starts)
    left = _distance_to_end(onward, len(steps) - 1)
    waits = _waits(graph)
    labels: dict[int, frozenset[str]] = {}
    states = sorted(left, key=lambda s: (-left[s], s))
    number = {state: n for n, state in enumerate(states)}
    reach = [0.0] * len(states)
    firsts = [number[(i, 0)] for i in starts if (i, 0) in left]
    for first in firsts:
        reach[first] = 1.0 / len(firsts)
    hops: list[tuple[Hop, ...]] = []
    hops_after: list[tuple[Hop, ...]] = []  # the stores behind a cache that ends the flow
    for key in list(states):
        nearer = [s for s in onward.get(key, []) if left.get(s) == left[key] - 1]
        if graph.nodes[key[0]].role in SPREADERS:
            nearer = _named_for_flow(graph, nearer, words, labels)
        made = _hops(graph, key[0], nearer, hit_ratios if reads else {})
        if not made and key[1] == len(steps) - 1:
            made = _behind_cache(graph, key, steps[-1], number, hit_ratios if reads else {})
            for state, _ in made:
                number[state] = len(states)
                states.append(state)
                reach.append(0.0)
                hops_after.append(())
        hops.append(
            tuple(Hop(number[s], share, waits.get((key[0], s[0]), True)) for s, share in made)
        )
    hops.extend(hops_after)
    for n in range(len(states)):
        for hop in hops[n]:
            reach[hop.target] += reach[n] * hop.share
    return Route(
        tuple(s[0] for s in states),
        tuple(range(len(states))),
        tuple(firsts),
        tuple(reach),
        tuple(hops),
    )


def _transitions(
    graph: DesignGraph, steps: Sequence[frozenset[Role]], starts: Sequence[int]
) -> dict[StateKey, list[StateKey]]:
    """Every state reachable from the starts, with the states it leads to."""
    last = len(steps) - 1
    onward: dict[StateKey, list[StateKey]] = {}
    queue = deque((i, 0) for i in starts)
    seen = set(queue)
    while queue:
        index, stage = queue.popleft()
        leads: list[StateKey] = []
        if stage < last and _passes_on(graph, index, stage == 0 and index in starts):
            for k in _sends_to(graph, index):
                role = graph.nodes[k].role
                if role in steps[stage + 1]:
                    leads.append((k, stage + 1))
                elif role in PASS_THROUGH:
                    leads.append((k, stage))
        onward[(index, stage)] = leads
        for state in leads:
            if state not in seen:
                seen.add(state)
                queue.append(state)
    return onward


def _sends_to(graph: DesignGraph, index: int) -> list[int]:
    """Where a component sends requests. A client sends them along the connections it starts
    (an on-call engineer receives pages but sends none) when it starts any; elsewhere a
    connection carries requests one way and answers the other, so either end may call."""
    if graph.nodes[index].kind == "client":
        called = sorted({edge.target for edge in graph.outgoing[index] if edge.target != index})
        if called:
            return called
    return graph.neighbours[index]


def _passes_on(graph: DesignGraph, index: int, start: bool) -> bool:
    """A request starts at a client or a broker but never passes through one."""
    node = graph.nodes[index]
    return start or not (node.role in BROKERS or node.kind == "client")


def _distance_to_end(onward: dict[StateKey, list[StateKey]], last: int) -> dict[StateKey, int]:
    """Steps from each state to one that meets the flow's last step; states that lead nowhere
    near the end are left out."""
    back: dict[StateKey, list[StateKey]] = {}
    for state, leads in onward.items():
        for lead in leads:
            back.setdefault(lead, []).append(state)
    left = {state: 0 for state in onward if state[1] == last}
    queue = deque(left)
    while queue:
        state = queue.popleft()
        for before in back.get(state, ()):
            if before not in left:
                left[before] = left[state] + 1
                queue.append(before)
    return left


def _hops(
    graph: DesignGraph, index: int, nearer: list[StateKey], hit_ratios: Mapping[int, float]
) -> list[tuple[StateKey, float]]:
    """Where the requests in a state go next, each with its share of them."""
    if not nearer:
        return []
    if graph.nodes[index].role == "pub-sub":
        return [(s, 1.0) for s in nearer]
    caches = [s for s in nearer if graph.nodes[s[0]].role in CACHES]
    others = [s for s in nearer if s not in caches]
    if not caches or not others:
        return [(s, 1 / len(nearer)) for s in nearer]
    miss = sum(1 - hit_ratios.get(s[0], 0.0) for s in caches) / len(caches)
    return [(s, 1 / len(caches)) for s in caches] + [(s, miss / len(others)) for s in others]


def _behind_cache(
    graph: DesignGraph,
    key: StateKey,
    last: frozenset[Role],
    number: Mapping[StateKey, int],
    hit_ratios: Mapping[int, float],
) -> list[tuple[StateKey, float]]:
    """A cache that ends a flow in front of stores (read-through, write-through): its misses,
    and every write, go on to the stores behind it that meet the flow's last step as well."""
    index, stage = key
    if graph.nodes[index].role not in CACHES:
        return []
    behind = [
        (k, stage)
        for k in _sends_to(graph, index)
        if graph.nodes[k].role in last
        and graph.nodes[k].role not in CACHES
        and (k, stage) not in number
    ]
    miss = 1 - hit_ratios.get(index, 0.0)
    return [(s, miss / len(behind)) for s in behind]


def words_of(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.lower()))


def _named_for_flow(
    graph: DesignGraph,
    nearer: list[StateKey],
    words: frozenset[str],
    labels: dict[int, frozenset[str]],
) -> list[StateKey]:
    """`labels`: the words of each label read so far, kept for the next call."""
    named = []
    for state in nearer:
        if state[0] not in labels:
            labels[state[0]] = words_of(graph.nodes[state[0]].label)
        if words & labels[state[0]]:
            named.append(state)
    return named or nearer


def _waits(graph: DesignGraph) -> dict[Pair, bool]:
    """Whether a caller waits on the component it calls, for each pair joined by a connection
    (either way): it does unless every connection between them is drawn as asynchronous. One
    to a broker answers once the message is stored, counted as the broker's own time; a pair
    with no connection between them is read as waiting."""
    waits: dict[Pair, bool] = {}
    for edge in graph.edges:
        for pair in ((edge.source, edge.target), (edge.target, edge.source)):
            waits[pair] = waits.get(pair, False) or edge.synchronous
    return waits


def hit_ratio_of(role: Role | None, chosen: float | None) -> float:
    if chosen is not None:
        return chosen
    return DEFAULT_HIT_RATIO.get(role, 0.0) if role else 0.0
