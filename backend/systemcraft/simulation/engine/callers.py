"""Who asked whom along a route: a store answers the part that asked it, and a request back at
the part that called is that part going on with it, not new work for it (routing.py)."""

from collections.abc import Mapping, Sequence
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.ways import BROKERS, starts_requests
from systemcraft.simulation.engine.wiring import State

# Parts that answer what they are asked and start nothing of their own.
ANSWERS: Final[frozenset[Role | None]] = frozenset(
    {"cache", "database", "object-store", "search", "coordination"}
)


def onward_of(
    graph: DesignGraph, index: int, nearer: list[State], senders: set[int]
) -> list[State]:
    """Of the states a request at component `index` may go on to, those it does, given the
    components that sent it there. A store answers the parts that asked it and sends nothing
    else on, but along the connections it starts itself (a change stream): a request that met
    it goes on from its caller, not from another part that happens to use the same store. A
    caller going on does not ask again the stores that just answered it."""
    if graph.nodes[index].role not in ANSWERS:
        asked = [s for s in nearer if s[0] not in senders or graph.nodes[s[0]].role not in ANSWERS]
        return asked or nearer
    starts = {edge.target for edge in graph.outgoing[index]}
    onward = [s for s in nearer if s[0] in senders or s[0] in starts]
    # When no way on goes back through a caller, the request still goes on as the ways say.
    return onward or nearer


def idle_states(
    graph: DesignGraph,
    components: list[int],
    firsts: list[int],
    sends_to: Sequence[Sequence[int]],
    reached: Mapping[int, int],
) -> set[int]:
    """Requests that start at a service or worker are its own making, not its work; and a
    request that comes back to the component that called the one it is in is the answer
    returning, the caller going on with the same request (a crawler that asked the seen-URL
    filter, then queues the unseen links), when every hop into that state is such a return."""
    idle = {n for n in firsts if not starts_requests(graph, components[n])}
    into: list[list[int]] = [[] for _ in components]  # the reached states sending to each
    for n in reached:
        for target in sends_to[n]:
            into[target].append(n)
    # States come after every state that sends to them, so each state's callers are known
    # before the states it sends to ask. A caller going on calls afresh: it has no caller.
    callers: list[frozenset[int]] = []
    for n, component in enumerate(components):
        # An answer comes back from a part that answers; a broker's delivery is new work.
        back = bool(into[n]) and all(
            component in callers[p] and graph.nodes[components[p]].role not in BROKERS
            for p in into[n]
        )
        if back:
            idle.add(n)
        callers.append(frozenset() if back else frozenset(components[p] for p in into[n]))
    return {n for n in idle if n in reached}
