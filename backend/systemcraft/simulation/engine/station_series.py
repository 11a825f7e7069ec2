"""Each component at many loads at once: stations.py's figures(), each sum over an array of the
loads instead of one load at a time (a ramp has a different load every second).

The arithmetic is stations.py's and queueing.py's, step for step, so that each second reads
exactly as it would worked out alone: the chance of waiting (Erlang C) is summed over arrays
with the same recurrence, and the steps numpy does its own way (rounding to 9 places, the
logarithm, the power) are taken one number at a time with Python's own functions. A part that
holds open connections against a limit, or is down, is worked out one load at a time by
stations.py itself.
"""

import math
from collections.abc import Sequence
from functools import partial
from typing import Final

import numpy as np
import numpy.typing as npt

from systemcraft.simulation.engine.conditions import Condition
from systemcraft.simulation.engine.connections import connection_limit
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.queueing import (
    FEW_COPIES,
    P99,
    QUEUE_LIMIT_S,
    erlang_b,
    p99_service_s,
)
from systemcraft.simulation.engine.stations import (
    FIXED_POINT_ROUNDS,
    RETRIES,
    Figures,
    Resting,
    figures,
    state_of,
)

Array = npt.NDArray[np.float64]
# Figures from a row of its fields, read at C's pace: a ramped run of the largest design makes
# ten thousand.
_AS_FIGURES: Final = partial(tuple.__new__, Figures)
_DOWN: Final = "down"


def figures_over(
    part: Part,
    reads: float,
    writes: float,
    loads: Array,
    now: Condition,
    retried: bool,
    pulls: bool,
) -> list[Figures]:
    """figures() at each of `loads` times the part's reads and writes, every connection it is
    asked for held (all_figures_over() refuses those past its limit)."""
    if not now.reachable:
        return [figures(part, reads * m, writes * m, now, retried, pulls) for m in loads.tolist()]
    arrival = reads * loads + writes * loads
    base = part.base_ms * now.slow
    if part.per_copy is None or reads + writes <= 0:
        return [
            Figures(a, 0.0, 0.0, 0.0, base, base, 0.0, 0.0, 1.0, 1.0, "ok")
            for a in arrival.tolist()
        ]
    per_copy = part.per_copy / now.slow
    if part.one_primary:
        busiest, copies = writes * loads + (reads * loads) / now.copies_up, 1
    else:
        busiest, copies = arrival, now.copies_up
    utilization, wait, p99_wait, refusing = _with_retries(
        busiest, copies, per_copy, retried and not pulls
    )
    # Utilization is above 0: the part carries requests at every load.
    refused = np.maximum(0.0, 1 - 1 / utilization).tolist()
    tries = RETRIES + 1 if retried else 1
    served = np.array([1.0 if pulls else 1 - r**tries for r in refused], dtype=np.float64)
    dropped = np.zeros_like(served) if pulls else refusing * (arrival / busiest)
    capacity = copies * per_copy
    depth = np.where(utilization >= 1, capacity * QUEUE_LIMIT_S, utilization * capacity * wait)
    service_ms = 1000 / per_copy
    ratio = utilization.tolist()
    rows = zip(
        (arrival * utilization * copies * per_copy / busiest).tolist(),
        ratio,
        (wait * 1000).tolist(),
        (p99_wait * 1000).tolist(),
        (base + wait * 1000 + service_ms).tolist(),
        (base + (p99_wait + p99_service_s(per_copy)) * 1000).tolist(),
        dropped.tolist(),
        depth.tolist(),
        served.tolist(),
        (np.zeros_like(served) if now.failing_over else served).tolist(),
        map(state_of, ratio),
        strict=True,
    )
    return list(map(_AS_FIGURES, rows))


def _with_retries(
    arrival: Array, copies: int, per_copy: float, retried: bool
) -> tuple[Array, Array, Array, Array]:
    """stations.py's _with_retries, for each arrival: a refused share d comes back d + d² + ...
    (up to RETRIES) times over."""
    queued = _stations(arrival, copies, per_copy)
    dropping = queued[3] > 0
    if not retried or not dropping.any():
        return queued
    offered = arrival[dropping]
    again = tuple(column[dropping] for column in queued)
    for _ in range(FIXED_POINT_ROUNDS):
        refused = again[3] / offered
        # 1 + d + d², with Python's own power: numpy's may round its last digit otherwise.
        squared = np.array([d**2 for d in refused.tolist()], dtype=np.float64)
        offered = arrival[dropping] * ((1.0 + refused) + squared)
        again = _stations(offered, copies, per_copy)
    for column, worked in zip(queued, again, strict=True):
        column[dropping] = worked
    return queued


def _stations(arrival: Array, copies: int, per_copy: float) -> tuple[Array, Array, Array, Array]:
    """queueing.py's station() for each arrival: utilization, mean wait, p99 wait (s) and the
    requests refused a second."""
    capacity = copies * per_copy
    utilization = arrival / capacity
    wait = np.full_like(arrival, QUEUE_LIMIT_S)
    p99 = np.full_like(arrival, QUEUE_LIMIT_S)
    refused = np.where(utilization >= 1, arrival - capacity, 0.0)
    idle = arrival <= 0
    steady = (utilization < 1) & ~idle
    if steady.any():
        waits = _erlang_c(copies, arrival[steady] / per_copy)
        drain = capacity - arrival[steady]
        tail = np.array(
            [
                math.log(w / (1 - P99)) / d if w > 1 - P99 else 0.0
                for w, d in zip(waits.tolist(), drain.tolist(), strict=True)
            ],
            dtype=np.float64,
        )
        wait[steady] = np.minimum(waits / drain, QUEUE_LIMIT_S)
        p99[steady] = np.minimum(tail, QUEUE_LIMIT_S)
    for column in (utilization, wait, p99, refused):
        column[idle] = 0.0
    return utilization, wait, p99, refused


def _erlang_c(copies: int, offered: Array) -> Array:
    """queueing.py's erlang_c() for each offered load (λ/μ < copies), by the same recurrence."""
    rounded = np.array([round(o, 9) for o in offered.tolist()], dtype=np.float64)
    if copies > FEW_COPIES:
        # Summed only where its terms matter, a different length for each load: one at a time.
        blocked = np.array([erlang_b(copies, o) for o in rounded.tolist()], dtype=np.float64)
    else:
        blocked = np.ones_like(rounded)
        for k in range(1, copies + 1):
            blocked = rounded * blocked / (k + rounded * blocked)
    result: Array = copies * blocked / (copies - rounded * (1 - blocked))
    return result


def all_figures_over(
    parts: Sequence[Part],
    reads: Sequence[float],
    writes: Sequence[float],
    loads: Sequence[float],
    now: Sequence[Condition],
    retried: Sequence[bool],
    pulls: Sequence[bool],
    connections: Sequence[float],
    resting: Resting,
) -> list[list[Figures]]:
    """Every part's figures at each of `loads`: a list per load, by part index. A part no
    request reaches reads the same at every load: its figures are made once, and kept in
    `resting` as all_figures() keeps them."""
    over = np.array(loads, dtype=np.float64)
    columns = []
    for i, part in enumerate(parts):
        if reads[i] == writes[i] == connections[i] == 0:
            kept = resting.get(i)
            if kept is None or kept[0] is not now[i]:
                kept = (now[i], figures(part, 0.0, 0.0, now[i], retried[i], pulls[i]))
                resting[i] = kept
            columns.append([kept[1]] * len(loads))
            continue
        busy = retried[i], pulls[i]
        found = figures_over(part, reads[i], writes[i], over, now[i], *busy)
        # Where the clients outnumber the connections the part holds, it refuses the rest.
        limit = connection_limit(part, now[i].copies_up)
        serving = now[i].reachable and part.per_copy is not None and reads[i] + writes[i] > 0
        if connections[i] and limit is not None and serving:
            for n, m in enumerate(loads):
                if connections[i] * m > limit:
                    held = connections[i] * m
                    found[n] = figures(part, reads[i] * m, writes[i] * m, now[i], *busy, held)
        columns.append(found)
    if not columns:
        return [[] for _ in loads]
    return [list(at) for at in zip(*columns, strict=True)]
