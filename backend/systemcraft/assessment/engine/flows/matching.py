"""Which of a rubric's flows a design contains, and the components that lie on them.

A flow is the roles a request meets in order. Between two steps it may pass through the parts
that only forward requests (balancers, gateways, services, workers, a CDN or DNS in front, a
cache read through on the way to its store, such as a CDN's origin shield), but never through a
client or a store. Connections carry requests one way and answers the other,
so direction is ignored, as in graph/journeys.py.

One search over (component, steps matched so far) finds whether the flow's last step can be
reached; the same search run backwards from the last step finds the components that lie on
some complete path: those the flow credits. Both are O(steps·(n+e)).
"""

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.roles import PASS_THROUGH
from systemcraft.assessment.engine.rubric.schema import Flow
from systemcraft.design.recognition import Role

State = tuple[int, int]  # (component index, steps matched so far - 1)


@dataclass(frozen=True)
class FlowMatch:
    flow: Flow
    nodes: tuple[Node, ...]  # on some complete path, in document order; empty when missing

    @property
    def present(self) -> bool:
        return bool(self.nodes)


def _search(graph: DesignGraph, steps: tuple[frozenset[Role], ...]) -> set[State]:
    """Every (component, stage) reachable: stage k means steps 0..k are matched, the last of
    them at this component or before a run of pass-through components ending here."""
    roles = [node.role for node in graph.nodes]
    start = [(index, 0) for index, role in enumerate(roles) if role in steps[0]]
    seen: set[State] = set(start)
    queue = deque(start)
    last = len(steps) - 1
    neighbours = graph.neighbours
    while queue:
        index, stage = queue.popleft()
        if stage == last:
            continue
        wanted = steps[stage + 1]
        for neighbour in neighbours[index]:
            role = roles[neighbour]
            if role in wanted and (neighbour, stage + 1) not in seen:
                seen.add((neighbour, stage + 1))
                queue.append((neighbour, stage + 1))
            if role in PASS_THROUGH and (neighbour, stage) not in seen:
                seen.add((neighbour, stage))
                queue.append((neighbour, stage))
    return seen


def match_flow(graph: DesignGraph, flow: Flow) -> FlowMatch:
    steps = flow.steps()
    last = len(steps) - 1
    forward = _search(graph, steps)
    if not any(stage == last for _, stage in forward):
        return FlowMatch(flow, ())
    backward = _search(graph, steps[::-1])
    on_path = {
        index
        for index, stage in forward
        # The match of step `stage`, or a pass-through between it and the next step.
        if (index, last - stage) in backward or (index, last - stage - 1) in backward
    }
    steps_met = {
        index
        for index, stage in forward
        if graph.nodes[index].role in steps[stage] and (index, last - stage) in backward
    }
    return FlowMatch(
        flow, tuple(graph.nodes[i] for i in sorted(_between(graph, on_path, steps_met)))
    )


def _between(graph: DesignGraph, on_path: set[int], steps_met: set[int]) -> set[int]:
    """`on_path` less the parts it passes only by going out to them and back the same way (a
    planner that only pushes to the CDN in front): a part passed, not a step's match, leads
    on between two others; except a cache, which a service asks on the way to its store
    (cache-aside). O(n+e): each part is dropped at most once."""
    kept = set(on_path)
    steps_met = steps_met | {i for i in on_path if graph.nodes[i].role in ("cache", "cdn")}
    linked = {i: sum(1 for k in graph.neighbours[i] if k in kept) for i in kept}
    dropping = [i for i in kept if i not in steps_met and linked[i] < 2]
    while dropping:
        index = dropping.pop()
        if index not in kept:
            continue
        kept.discard(index)
        for k in graph.neighbours[index]:
            if k in kept:
                linked[k] -= 1
                if k not in steps_met and linked[k] < 2:
                    dropping.append(k)
    return kept


def find_flows(graph: DesignGraph, flows: Iterable[Flow]) -> tuple[FlowMatch, ...]:
    """Each of the rubric's flows, matched in the design (or found missing)."""
    return tuple(match_flow(graph, flow) for flow in flows)
