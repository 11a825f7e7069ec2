"""Whether the copies a design shows can carry the brief's peak: what one copy of each kind of
component sustains, and how many copies the design says it runs.

What one copy carries is the table in systemcraft/design/capacity.py, which the simulation
shares; a CDN, DNS, object storage and a load balancer never run out. A fleet drawn as
one box (behind a balancer, a plural label, "autoscaled", "cluster") with no count stated is
taken to grow as needed: only a count the design states can fall short.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.roles import STORES
from systemcraft.assessment.engine.rubric.redundancy import behind_balancer, fleet
from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.design.capacity import (
    CONNECTIONS,
    ELASTIC_ROLES,
    engine_of,
    external,
    per_second,
)
from systemcraft.kit.patterns import Pattern

_GROWS = r"autoscal|auto-scal|serverless|on-demand|\bmanaged\b|\bcluster\b|elastic|\bfleet\b"


def capacity(graph: DesignGraph, node: Node, text: str, unit: str) -> float:
    """What `node` carries in `unit` (per second or connections), by its stated copies."""
    role = node.role
    if role is None or role in ELASTIC_ROLES or external(node.label):
        return math.inf
    per_copy = (
        CONNECTIONS.get(role)
        if unit == "connections"
        else per_second(role, node.label, engine_of(node.props))
    )
    if per_copy is None:
        return 0.0
    copies = stated_copies(node, text)
    if copies is None:
        return math.inf if grows_as_needed(graph, node, text) else per_copy
    return copies * per_copy


def grows_as_needed(graph: DesignGraph, node: Node, text: str) -> bool:
    """A part drawn as one box for a fleet that grows: behind a balancer, a plural label, or
    "autoscaled", "cluster", "managed" in what the user wrote."""
    return behind_balancer(graph, node) or fleet(node, text) or affirmed(text, _GROWS)


@dataclass(frozen=True)
class Load:
    """One of the brief's rates on the components that must carry it."""

    figure: Figure
    nodes: tuple[Node, ...]
    carried: float  # what their stated copies carry, in the figure's unit


def peak_loads(
    graph: DesignGraph, figures: Sequence[Figure], flows: Sequence[FlowMatch], texts: dict[int, str]
) -> list[tuple[Load, bool]]:
    """Each figure's load on each step it names, with whether the step carries it."""
    judged = []
    for figure in figures:
        carriers = {n for m in flows if figure.flow in (None, m.flow.id) for n in m.nodes}
        for step in figure.load_steps():
            nodes = tuple(n for n in sorted(carriers, key=lambda n: n.index) if n.role in step)
            # A step that names stores and services ("counters in a cache, or a service that
            # owns them") is carried by the stores when there are any.
            nodes = tuple(n for n in nodes if n.role in STORES) or nodes
            if figure.unit == "connections":
                nodes = _holding(graph, nodes, texts)
            if nodes:
                carried = sum(capacity(graph, n, texts[n.index], figure.unit) for n in nodes)
                judged.append((Load(figure, nodes, carried), carried >= figure.value))
    return judged


# What says a part holds clients' open connections.
_HOLDS = Pattern(
    r"websockets?|long[- ]?poll\w*|long[- ]lived\s+connections?|persistent\s+connections?"
    r"|\bsse\b|server[- ]sent|\bmqtt\b",
    ignore_case=True,
    groups=False,
)


def _holding(
    graph: DesignGraph, nodes: tuple[Node, ...], texts: dict[int, str]
) -> tuple[Node, ...]:
    """The parts that hold the open connections: of those on the step, the ones whose own words
    say so; none, when only a part off the step says so (a WebSocket fleet the flows do not
    reach), rather than an upload gateway that holds none."""
    holders = tuple(n for n in nodes if _HOLDS.search(texts[n.index]))
    if holders:
        return holders
    # A client that says it opens a WebSocket holds none of the server's connections.
    elsewhere = any(
        _HOLDS.search(texts[n.index]) for n in graph.nodes if n not in nodes and n.role != "client"
    )
    return () if elsewhere else nodes
