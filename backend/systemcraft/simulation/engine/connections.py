"""Open connections: the brief's figure of connections held at once (a chat's busiest hour),
spread evenly over the real-time servers and gateways that must hold them, against what their
copies hold (CONNECTIONS in the capacity table). Connections past that are refused: those
clients cannot connect at all, however idle the servers are."""

from collections.abc import Sequence

from systemcraft.assessment.engine.expectations import Expectations
from systemcraft.design.capacity import CONNECTIONS
from systemcraft.simulation.engine.parts import Part


def connections_at_peak(parts: Sequence[Part], expectations: Expectations | None) -> list[float]:
    """Connections each component holds at 1× peak (0 where the brief states none)."""
    held = [0.0] * len(parts)
    rubric = expectations.rubric if expectations else None
    for figure in rubric.figures if rubric else ():
        if figure.unit != "connections":
            continue
        roles = {role for step in figure.load_steps() for role in step} & set(CONNECTIONS)
        # A third party's push service holds its own connections, not the brief's.
        holders = [part for part in parts if part.role in roles and part.per_copy is not None]
        for part in holders:
            held[part.index] += figure.value / len(holders)
    return held


def connection_limit(part: Part, copies_up: int) -> float | None:
    per_copy = CONNECTIONS.get(part.role) if part.role else None
    return None if per_copy is None else copies_up * per_copy
