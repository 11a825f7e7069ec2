"""Whether the copies a design shows can carry the brief's peak: what one copy of each kind of
component sustains, and how many copies the design says it runs.

The figures are the round numbers a candidate is expected to know, on the generous side: one
application server answers a few thousand simple requests a second; one relational primary
takes about ten thousand small writes a second; one Redis node a hundred thousand operations; a
real-time gateway holds a quarter of a million open connections. A CDN, DNS, object storage
and a load balancer are run as elastic services, so they never run out here. A fleet drawn as
one box (behind a balancer, a plural label, "autoscaled", "cluster") with no count stated is
taken to grow as needed: only a count the design states can fall short.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.roles import ELASTIC, STORES
from systemcraft.assessment.engine.rubric.redundancy import behind_balancer, fleet
from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.design.recognition import Role

# Requests or operations a second that one copy serves.
PER_SECOND: Final[dict[Role, float]] = {
    "gateway": 10_000,
    "service": 5_000,
    "realtime": 20_000,
    "worker": 1_000,
    "cache": 100_000,
    "database": 10_000,
    "search": 2_000,
    "coordination": 10_000,
    "queue": 50_000,
    "log": 200_000,
    "pub-sub": 100_000,
}
# Open connections that one copy holds.
CONNECTIONS: Final[dict[Role, float]] = {"realtime": 250_000, "gateway": 250_000}

_GROWS = r"autoscal|auto-scal|serverless|on-demand|\bmanaged\b|\bcluster\b|elastic|\bfleet\b"


def capacity(graph: DesignGraph, node: Node, text: str, unit: str) -> float:
    """What `node` carries in `unit` (per second or connections), by its stated copies."""
    role = node.role
    if role is None or role in ELASTIC:
        return math.inf
    per_copy = (CONNECTIONS if unit == "connections" else PER_SECOND).get(role)
    if per_copy is None:
        return 0.0
    copies = stated_copies(node, text)
    if copies is None:
        grows = behind_balancer(graph, node) or fleet(node, text) or affirmed(text, _GROWS)
        return math.inf if grows else per_copy
    return copies * per_copy


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
            if nodes:
                carried = sum(capacity(graph, n, texts[n.index], figure.unit) for n in nodes)
                judged.append((Load(figure, nodes, carried), carried >= figure.value))
    return judged
