"""Traffic per design connection: the requests a second each connection the learner drew
carries, for the workspace to draw each one as wide as its traffic. (Not the open connections
a real-time server holds: those are connections.py.)

Each flow's route knows the share of its requests that makes each hop (routing.py): a hop from
component A to component B carries the flow's rate × reach[A's state] × the hop's share.
Summed over the flows, that is what each pair of components sends the other; each pair's
traffic is then handed to the connections joining the pair.

- When: at the second the receiving component is busiest, the second whose arrival_rps the
  API reports (headline.py). What B received then is split over the hops that brought it in,
  by their shares at 1× peak, so the retries a refusing component brings back travel the same
  connections as the requests they repeat, and the requests drawn into a component add up to
  its arrival_rps, less those that start there: a client's own, and at a broker its consumers'
  reading of each message (a broker's arrivals count a message going in and coming out).
- Along which connection: a request may follow a connection either way (routing.py), so one
  drawn B→A carries requests from A to B. Where several connections join A and B, those drawn
  the way the requests go (A→B) carry them, split evenly; those drawn B→A carry them only when
  none is drawn A→B, split evenly too. So a pair drawn both ways shows each direction's
  requests on the connection drawn that way.
- A connection no flow uses, or one from a component to itself, carries 0.
"""

from collections.abc import Mapping, Sequence

from systemcraft.design.export import ExportedConnection
from systemcraft.simulation.engine.results import ComponentResult, ConnectionResult
from systemcraft.simulation.engine.system import System

Pair = tuple[int, int]  # (the component that sends, the one that receives)


def traffic_per_connection(
    connections: Sequence[ExportedConnection],
    system: System,
    components: Sequence[ComponentResult],
) -> tuple[ConnectionResult, ...]:
    """Every connection of the design, in the document's order, with the requests a second it
    carries; `components` are the run's component results, whose arrivals set the moment."""
    scale = _arrivals_per_request_at_peak(system, components)
    drawn = _drawn_between(connections, system.index_of)
    rps = [0.0] * len(connections)
    for (source, target), at_peak in _sent_at_peak(system).items():
        carriers = drawn.get((source, target)) or drawn.get((target, source), [])
        for number in carriers:
            rps[number] += at_peak * scale[target] / len(carriers)
    return tuple(ConnectionResult(c.id, r) for c, r in zip(connections, rps, strict=True))


def _sent_at_peak(system: System) -> dict[Pair, float]:
    """Requests a second each component sends each other at 1× peak, over every flow."""
    sent: dict[Pair, float] = {}
    for flow in system.flows:
        path = flow.route
        for state, hops in enumerate(path.hops):
            leaving = flow.peak * path.reach[state]
            if leaving == 0:  # a state off every shortest way: no request reaches it
                continue
            for hop in hops:
                pair = (path.component[state], path.component[hop.target])
                sent[pair] = sent.get(pair, 0.0) + leaving * hop.load
    return sent


def _arrivals_per_request_at_peak(
    system: System, components: Sequence[ComponentResult]
) -> list[float]:
    """Per component, its reported arrivals for each request that reaches it at 1× peak: the
    load at its busiest second, times the retries it brings back."""
    scale = []
    for part, result in zip(system.parts, components, strict=True):
        at_peak = system.reads[part.index] + system.writes[part.index]
        # Nothing reaches it at peak: no hop leads there either, so any factor would do.
        scale.append(result.arrival_rps / at_peak if at_peak > 0 else 0.0)
    return scale


def _drawn_between(
    connections: Sequence[ExportedConnection], index_of: Mapping[str, int]
) -> dict[Pair, list[int]]:
    """The connections drawn from one component to another, by their place in the document."""
    drawn: dict[Pair, list[int]] = {}
    for number, connection in enumerate(connections):
        start, end = index_of.get(connection.start), index_of.get(connection.end)
        # One to a component the design lacks is left out, as the design's graph leaves it.
        if start is not None and end is not None and start != end:
            drawn.setdefault((start, end), []).append(number)
    return drawn
