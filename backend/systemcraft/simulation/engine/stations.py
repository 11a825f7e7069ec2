"""Each component at one moment: its arrivals, how busy its copies are, how long a request
waits and takes there, what it refuses and what share of its requests it answers.

A database with one primary serves its writes on the primary and spreads its reads over every
copy: the primary is the busiest copy, and its figures are the component's. Callers retry a
refused request (RETRIES times) unless they have a circuit breaker or reach it through a
queue; those retries are more arrivals at the component that is already full.
"""

from collections.abc import Sequence
from typing import Final, Literal, NamedTuple

from systemcraft.simulation.engine.conditions import Condition
from systemcraft.simulation.engine.connections import connection_limit
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.queueing import QUEUE_LIMIT_S, Station, p99_service_s, station

State = Literal["ok", "hot", "saturated", "down"]
HOT: Final = 0.8  # past this, queues grow long quickly as load rises
RETRIES: Final = 2
FIXED_POINT_ROUNDS: Final = 8


class Figures(NamedTuple):
    """A NamedTuple, not a frozen dataclass: a ramped run of the largest design makes 60,000,
    and a tuple is made four times faster."""

    arrival: float  # requests a second, retries included
    utilization: float
    wait_ms: float
    p99_wait_ms: float
    mean_ms: float  # a request's time here: fixed latency, queueing and service
    p99_ms: float
    dropped: float
    queue_depth: float
    read_success: float
    write_success: float
    state: State


def figures(
    part: Part,
    reads: float,
    writes: float,
    now: Condition,
    retried: bool,
    pulls: bool,
    connections: float = 0.0,
) -> Figures:
    """`pulls`: consumers of a queue take work at their own pace; the backlog waits in the
    queue, so they refuse nothing."""
    arrival = reads + writes
    base = part.base_ms * now.slow
    if not now.reachable:
        return Figures(arrival, 0.0, 0.0, 0.0, base, base, arrival, 0.0, 0.0, 0.0, "down")
    if part.per_copy is None or arrival <= 0:
        return Figures(arrival, 0.0, 0.0, 0.0, base, base, 0.0, 0.0, 1.0, 1.0, "ok")
    limit = connection_limit(part, now.copies_up)
    if connections and limit is not None and connections > limit:
        held = limit / connections
        connected = figures(part, reads * held, writes * held, now, retried, pulls)
        return _out_of_connections(connected, reads + writes, held)
    per_copy = part.per_copy / now.slow
    if part.one_primary:
        busiest, copies = writes + reads / now.copies_up, 1
    else:
        busiest, copies = arrival, now.copies_up
    queued = _with_retries(busiest, copies, per_copy, retried and not pulls)
    refused = max(0.0, 1 - 1 / queued.utilization) if queued.utilization > 0 else 0.0
    # A request fails when every attempt is refused.
    served = 1.0 if pulls else 1 - refused ** (RETRIES + 1 if retried else 1)
    dropped = 0.0 if pulls else queued.dropped_per_s * (arrival / busiest)
    service_ms = 1000 / per_copy
    return Figures(
        arrival=arrival * queued.utilization * copies * per_copy / busiest,
        utilization=queued.utilization,
        wait_ms=queued.wait_s * 1000,
        p99_wait_ms=queued.p99_wait_s * 1000,
        mean_ms=base + queued.wait_s * 1000 + service_ms,
        p99_ms=base + (queued.p99_wait_s + p99_service_s(per_copy)) * 1000,
        dropped=dropped,
        queue_depth=_depth(queued, copies * per_copy),
        read_success=served,
        write_success=0.0 if now.failing_over else served,
        state=state_of(queued.utilization),
    )


def _out_of_connections(served: Figures, arrival: float, held: float) -> Figures:
    """Only the share `held` of the clients got a connection: the rest are refused."""
    return served._replace(
        dropped=served.dropped + arrival * (1 - held),
        read_success=served.read_success * held,
        write_success=served.write_success * held,
        state="saturated",
    )


def _with_retries(arrival: float, copies: int, per_copy: float, retried: bool) -> Station:
    """A refused share d of requests comes back d + d² + ... (up to RETRIES) times over."""
    queued = station(arrival, copies, per_copy)
    if not retried or queued.dropped_per_s == 0:
        return queued
    offered = arrival
    for _ in range(FIXED_POINT_ROUNDS):
        refused = queued.dropped_per_s / offered
        offered = arrival * sum(refused**k for k in range(RETRIES + 1))
        queued = station(offered, copies, per_copy)
    return queued


def _depth(queued: Station, capacity: float) -> float:
    """Requests waiting: λ·W by Little's law, or a full queue past saturation."""
    if queued.utilization >= 1:
        return capacity * QUEUE_LIMIT_S
    return queued.utilization * capacity * queued.wait_s


def state_of(utilization: float) -> State:
    return "saturated" if utilization >= 1 else "hot" if utilization >= HOT else "ok"


Resting = dict[int, tuple[Condition, Figures]]
# In place of a component a caller asked not to work out, and reads nothing of.
UNREAD: Final = Figures(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, "ok")


def all_figures(
    parts: Sequence[Part],
    reads: Sequence[float],
    writes: Sequence[float],
    multiplier: float,
    now: Sequence[Condition],
    retried: Sequence[bool],
    pulls: Sequence[bool],
    connections: Sequence[float],
    only: Sequence[int] | None = None,
    resting: Resting | None = None,
) -> list[Figures]:
    """Every part's figures, by index; with `only`, those parts' alone (the others UNREAD).
    `resting` keeps, for each part no request reaches, its figures in its last condition:
    they read the same at any load, and most parts of a large design are such parts."""
    shown = [UNREAD] * len(parts)
    for i in range(len(parts)) if only is None else only:
        kept = resting if reads[i] == writes[i] == connections[i] == 0 else None
        if kept is not None and i in kept and kept[i][0] is now[i]:
            shown[i] = kept[i][1]
            continue
        shown[i] = figures(
            parts[i],
            reads[i] * multiplier,
            writes[i] * multiplier,
            now[i],
            retried[i],
            pulls[i],
            connections[i] * multiplier,
        )
        if kept is not None:
            kept[i] = (now[i], shown[i])
    return shown
