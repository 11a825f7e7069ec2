"""Each component as the simulation runs it: how many copies, what one copy serves, how long a
request spends in it besides queueing, and what its text says about failing over.

Copies are read the way the assessment reads them (reading/copies.py): the count the design
states, else a fleet that grows as needed (rubric/capacity.py), else one. A fleet that grows
is sized for the brief's peak before the run, at SIZED_FOR utilization: new copies take
minutes to start, longer than a run, so a burst past that meets the copies already there.
"""

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.properties import ReplicationMode, replication_mode
from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.rubric.capacity import grows_as_needed
from systemcraft.design.capacity import ELASTIC_ROLES, PER_SECOND, engine_of, external, per_second
from systemcraft.design.recognition import Role
from systemcraft.design.technologies import technologies

SIZED_FOR: Final = 0.7
# A component of no known role behaves like application code.
DEFAULT_PER_SECOND: Final = PER_SECOND["service"]
# Time a request spends in one copy besides queueing and serving: the network hop there and
# back and fixed work (a TLS handshake amortised, a disk seek, a lookup at the edge), in ms.
BASE_MS: Final[dict[Role, float]] = {
    "client": 0.0,
    "dns": 0.0,  # answered from the resolver's cache almost always
    "cdn": 5.0,
    "load-balancer": 0.2,
    "gateway": 0.5,
    "service": 1.0,
    "realtime": 1.0,
    "worker": 1.0,
    "cache": 0.3,
    "database": 3.0,
    "search": 10.0,
    "object-store": 20.0,
    "coordination": 2.0,
    "queue": 1.0,
    "log": 2.0,
    "pub-sub": 1.0,
}
# Stores with no primary at all, even within a shard (the catalogue's Cassandra, DynamoDB...).
_LEADERLESS = (
    r"leaderless|multi-(master|leader)|\b("
    + "|".join(
        re.escape(spelling)
        for technology in technologies()
        if technology.spreads_writes
        for spelling in technology.spellings()
    )
    + r")\b"
)
# Stores that split their data across nodes by themselves, or say they do: every copy takes
# writes.
_SPREADS_WRITES = r"shard|partition|" + _LEADERLESS


def leaderless(text: str) -> bool:
    return affirmed(text, _LEADERLESS)


_BREAKER = r"circuit[ -]?break|\bbreakers?\b|bulkhead|fail(s|ing)? fast|load[ -]?shed"


@dataclass(frozen=True)
class Part:
    index: int
    id: str
    label: str
    role: Role | None
    copies: int
    per_copy: float | None  # requests a second one copy serves; None: never runs out
    base_ms: float
    grows: bool  # a fleet sized for the brief rather than a stated count
    replication: ReplicationMode
    spreads_writes: bool  # every copy takes writes, not one primary
    breaker: bool  # stops retrying a callee that fails

    @property
    def one_primary(self) -> bool:
        """Writes go to one copy, the others standing by or serving reads."""
        return self.role == "database" and self.copies > 1 and not self.spreads_writes


def read_parts(graph: DesignGraph, texts: dict[int, str], peak_load: Sequence[float]) -> list[Part]:
    """Every component as a Part; `peak_load` is each one's requests a second at 1× peak."""
    return [_part(graph, node, texts[node.index], peak_load[node.index]) for node in graph.nodes]


def _part(graph: DesignGraph, node: Node, text: str, peak: float) -> Part:
    role = node.role
    elastic = role in ELASTIC_ROLES or role == "client" or external(node.label)
    per_copy = (
        None
        if elastic
        else per_second(role or "service", node.label, engine_of(node.props)) or DEFAULT_PER_SECOND
    )
    stated = stated_copies(node, text)
    spreads = affirmed(text, _SPREADS_WRITES)
    # A store that splits its data across its nodes adds nodes as writes grow, as a fleet does.
    scales_out = grows_as_needed(graph, node, text) or (role == "database" and spreads)
    grows = stated is None and not elastic and scales_out
    if stated is not None:
        copies = stated
    elif grows and per_copy is not None:
        copies = math.ceil(peak / (SIZED_FOR * per_copy))
    else:
        copies = 1
    return Part(
        index=node.index,
        id=node.id,
        label=node.label,
        role=role,
        # A box runs at least one copy, though it states none or no traffic reaches its fleet.
        copies=max(1, copies),
        per_copy=per_copy,
        base_ms=BASE_MS.get(role or "service", BASE_MS["service"]),
        grows=grows,
        replication=replication_mode(node.prop("replication"), max(node.instances, stated or 1)),
        spreads_writes=spreads,
        breaker=affirmed(text, _BREAKER),
    )
