"""How requests move through the design: each flow of the brief as a route from its first
components to its last step, with the share of the flow's requests that reaches each component.

Which ways a request may take is ways.py's: the shortest that meet the flow's steps in turn,
or those the design names for the flow. Where several remain, a request takes one of them:
- split evenly between them (a balancer spreads requests over its targets), except that
- a cache or CDN among them is asked first, and only its misses, (1 - hit ratio), go on to
  the others: reads only, as a write goes to the store;
- a pub-sub topic sends every message to every subscriber (fan-out);
- a write from a service or worker goes to each store it is joined to (writes.py);
- a cache that ends a flow in front of a store (read-through or write-through) sends its
  misses, and every write, on to the store behind it;
- a store that a write ends at sends it on to a broker it starts a connection to (a change
  stream, an outbox relay);
- a connection that batches (batching.py) carries one request for each batch of items.
A balancer in front of several services sends a flow's requests to those whose label names
the flow by a word no other flow uses ("Redirect service" for "Redirect a short link"), when
there are any: a balancer routes by path, and a service named for one flow serves that flow.
Of those left, it sends a write to the services its connections say take writes ("create
post"), or else not to those they say only read ("get feed page").
A flow that starts at a service or worker (a crawler checking the links of the pages it
fetched) is that part's own making: it loads the parts after it, not the part itself. A
request that goes back to the part that called the one it is in is the answer coming back:
the caller goes on with the same request (asks the filter, then queues what it let through),
so passing it again is no new work.

The route is a graph of (component, steps met so far) states, so a request that passes the
same component twice, at different steps, is counted twice there.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Final, NamedTuple

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.reading.hit_ratio import stated_hit_ratio
from systemcraft.assessment.engine.roles import STORES
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.callers import idle_states, onward_of
from systemcraft.simulation.engine.named_ways import CACHES
from systemcraft.simulation.engine.ways import BROKERS, behind, find_ways, not_named_elsewhere
from systemcraft.simulation.engine.wiring import State, Wiring, stems
from systemcraft.simulation.engine.writes import WRITERS, cache_writes, writes_to_each

__all__ = ["BROKERS", "CACHES", "Hop", "Route", "Wiring", "hit_ratio_of", "route"]

SPREADERS: Final[frozenset[Role | None]] = frozenset({"client", "dns", "load-balancer", "gateway"})
DEFAULT_HIT_RATIO: Final[dict[Role, float]] = {"cache": 0.8, "cdn": 0.9}


class Hop(NamedTuple):
    """A NamedTuple: a route of the largest design makes thousands, four times faster."""

    target: int  # a state of the route
    share: float  # of the requests in the source state, the part that goes on to the target
    synchronous: bool  # the caller waits for the answer
    # Of the items that make the hop, the part that is a request of its own: 1 / the batch a
    # connection carries (batching.py). It thins the load past the hop, not who waits on it.
    per_request: float = 1.0

    @property
    def load(self) -> float:
        """Requests the target sees for each request in the source state."""
        return self.share * self.per_request


@dataclass(frozen=True)
class Route:
    """One flow's requests through the design, as states (a component at a step)."""

    component: tuple[int, ...]  # each state's component
    order: tuple[int, ...]  # states, each after every one that sends it requests
    starts: tuple[int, ...]
    reach: tuple[float, ...]  # per state, the requests it sees for each one entering the flow
    hops: tuple[tuple[Hop, ...], ...]  # per state
    # States whose component does no work for the flow's requests there: starts that make the
    # requests rather than serve them (a crawler checking the links of the pages it fetched is
    # busy with the fetching, which another flow brings it), and returns to a caller.
    idle: frozenset[int] = frozenset()

    @cached_property
    def calls(self) -> tuple[tuple[tuple[int, float], ...], ...]:
        """Each state's synchronous calls as (target state, share): the caller waits for these."""
        return tuple(
            tuple((hop.target, hop.share) for hop in hops if hop.synchronous) for hops in self.hops
        )

    def reach_by_component(self) -> dict[int, float]:
        found: dict[int, float] = {}
        for state, share in enumerate(self.reach):
            if state in self.idle:
                continue
            index = self.component[state]
            found[index] = found.get(index, 0.0) + share
        return found

    def components_in_order(self) -> list[int]:
        return list(dict.fromkeys(self.component[s] for s in self.order if self.reach[s] > 0))


def route(
    graph: DesignGraph,
    wiring: Wiring,
    steps: Sequence[frozenset[Role]],
    starts: Sequence[int],
    hit_ratios: Mapping[int, float],
    reads: bool,
    words: frozenset[str] = frozenset(),
    others: frozenset[str] = frozenset(),
    mine: frozenset[str] = frozenset(),
) -> Route:
    """The route from `starts` through `steps`; caches answer only when `reads`; `words`: the
    flow's own words, those no other flow's name uses, `others` the other flows' own words and
    `mine` all of this flow's (ways.find_ways)."""
    ways = find_ways(graph, wiring, steps, starts, words, others, mine)
    left = ways.left
    states = sorted(left, key=lambda s: (-left[s], s))
    number = {state: n for n, state in enumerate(states)}
    reach = [0.0] * len(states)
    firsts = [number[s] for s in ways.starts]
    for first in firsts:
        reach[first] = 1.0 / len(firsts)
    hops: list[tuple[Hop, ...]] = []
    hops_after: list[tuple[Hop, ...]] = []  # states beside the ways, which send nothing on
    named, elsewhere, said = stems(words), stems(others), stems(words | mine)
    # A client's write updates the caches its writers call; a consumer's lookups and limits
    # are other flows' to count.
    writes_from_clients = not reads and any(graph.nodes[i].kind == "client" for i in starts)
    senders: dict[State, set[int]] = {}  # the components that send requests to each state
    for n, key in enumerate(list(states)):
        if reach[n] == 0:  # on a way as short, but not taken: it carries nothing
            hops.append(())
            continue
        nearer = [s for s in ways.onward.get(key, []) if left.get(s) == left[key] - 1]
        if graph.nodes[key[0]].role in SPREADERS:
            nearer = _named_for_flow(wiring, nearer, named)
            nearer = not_named_elsewhere(wiring, key[0], nearer, said, elsewhere)
            nearer = nearer if reads else _written(wiring, key[0], nearer)
        nearer = onward_of(graph, key[0], nearer, senders.get(key, set()))
        made = _hops(graph, wiring, key[0], nearer, hit_ratios if reads else {}, reads)
        if made and writes_from_clients:
            made += cache_writes(graph, wiring, key, made, number)
        if not made and key[1] == len(steps) - 1:
            made = _behind_cache(graph, key, steps[-1], number, hit_ratios if reads else {})
            made = made or ([] if reads else _change_stream(graph, key, n, number))
        for state, _ in made:
            if state in number:
                continue
            # A state beside the ways: a cache written, a store behind a cache, a broker fed.
            number[state] = len(states)
            states.append(state)
            reach.append(0.0)
            hops_after.append(())
        made_hops = []
        for state, share in made:
            senders.setdefault(state, set()).add(key[0])
            pair = (key[0], state[0])
            hop = Hop(number[state], share, wiring.waits.get(pair, True), wiring.per_request(pair))
            # States come after every state that sends to them: reach is complete when read.
            reach[hop.target] += reach[n] * hop.load
            made_hops.append(hop)
        hops.append(tuple(made_hops))
    hops.extend(hops_after)
    return _reached(graph, [s[0] for s in states], firsts, reach, hops)


def _reached(
    graph: DesignGraph,
    components: list[int],
    firsts: list[int],
    reach: list[float],
    hops: list[tuple[Hop, ...]],
) -> Route:
    """The route over the states requests reach: a way as long as the shortest but not taken
    (a balancer sends a flow to the service named for it) carries nothing, and every stage
    after this one would step over it for each second of the run."""
    kept = [n for n in range(len(components)) if reach[n] > 0]
    number = {old: new for new, old in enumerate(kept)}
    targets = [[hop.target for hop in leaving] for leaving in hops]
    return Route(
        tuple(components[n] for n in kept),
        tuple(range(len(kept))),
        tuple(number[n] for n in firsts),
        tuple(reach[n] for n in kept),
        tuple(
            tuple(
                Hop(number[hop.target], hop.share, hop.synchronous, hop.per_request)
                for hop in hops[n]
                if hop.target in number
            )
            for n in kept
        ),
        frozenset(number[n] for n in idle_states(graph, components, firsts, targets, number)),
    )


def _hops(
    graph: DesignGraph,
    wiring: Wiring,
    index: int,
    nearer: list[State],
    hit_ratios: Mapping[int, float],
    reads: bool = True,
) -> list[tuple[State, float]]:
    """Where the requests in a state go next, each with its share of them."""
    if not nearer:
        return []
    if graph.nodes[index].role == "pub-sub":
        return [(s, 1.0) for s in nearer]
    caches = [s for s in nearer if graph.nodes[s[0]].role in CACHES]
    if not reads and not caches and graph.nodes[index].role in WRITERS:
        return writes_to_each(graph, wiring, index, nearer)
    if not caches:
        return [(s, 1 / len(nearer)) for s in nearer]
    # The cache is asked first; its misses go to the stores beside it: a broker, written to
    # without waiting, or a store the caller waits on. A service beside it is another way to
    # the end (the upstream a limiter lets a request on to), and a database it loads from in
    # the background, without waiting, is not asked.
    stores = [
        s
        for s in nearer
        if s not in caches
        and graph.nodes[s[0]].role in STORES
        and (graph.nodes[s[0]].role in BROKERS or wiring.waits.get((index, s[0]), True))
    ]
    miss = sum(1 - hit_ratios.get(s[0], 0.0) for s in caches) / len(caches)
    return [(s, 1 / len(caches)) for s in caches] + [(s, miss / len(stores)) for s in stores]


def _behind_cache(
    graph: DesignGraph,
    key: State,
    last: frozenset[Role],
    number: Mapping[State, int],
    hit_ratios: Mapping[int, float],
) -> list[tuple[State, float]]:
    """A cache that ends a flow in front of stores (read-through, write-through): its misses,
    and every write, go on to the stores behind it that meet the flow's last step as well."""
    index, stage = key
    if graph.nodes[index].role not in CACHES:
        return []
    stores = [
        (k, stage)
        for k in behind(graph, index)
        if graph.nodes[k].role in last
        and graph.nodes[k].role not in CACHES
        and (k, stage) not in number
        and not _calls_it(graph, k, index)
    ]
    miss = 1 - hit_ratios.get(index, 0.0)
    return [(s, miss / len(stores)) for s in stores]


def _change_stream(
    graph: DesignGraph, key: State, n: int, number: Mapping[State, int]
) -> list[tuple[State, float]]:
    """A store that a write ends at (state `n`), with a connection it starts to a broker
    (change data capture, an outbox relay, a bucket's event notifications), sends every write
    on to it: a state of its own, or one the ways hold after this one."""
    index, stage = key
    if graph.nodes[index].role in CACHES or graph.nodes[index].role in BROKERS:
        return []
    return [
        ((k, stage), 1.0)
        for k in graph.called[index]
        if graph.nodes[k].role in BROKERS and number.get((k, stage), n + 1) > n
    ]


def _calls_it(graph: DesignGraph, k: int, cache: int) -> bool:
    """A service with a connection drawn only to the cache calls it (to purge what changed):
    the cache sends it no misses."""
    return (
        graph.nodes[k].role not in STORES
        and cache in graph.called[k]
        and k not in graph.called[cache]
    )


def _written(wiring: Wiring, index: int, nearer: list[State]) -> list[State]:
    """Where a balancer sends a write: to the services its connections say take writes
    ("create post") when some do, else not to those they say only read ("get feed page")."""
    if len(nearer) < 2:
        return nearer
    writing = [s for s in nearer if (index, s[0]) in wiring.writing]
    return writing or [s for s in nearer if (index, s[0]) not in wiring.reading] or nearer


def _named_for_flow(wiring: Wiring, nearer: list[State], words: frozenset[str]) -> list[State]:
    if not words or len(nearer) < 2:
        return nearer
    named = [state for state in nearer if not words.isdisjoint(wiring.label(state[0]))]
    return named or nearer


def hit_ratio_of(role: Role | None, chosen: float | None, text: str = "") -> float:
    if role not in CACHES:
        return 0.0 if chosen is None else chosen
    if chosen is not None:
        return chosen
    stated = stated_hit_ratio(text)
    return DEFAULT_HIT_RATIO.get(role, 0.0) if stated is None else stated
