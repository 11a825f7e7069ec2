"""A flow's figures at many seconds at once: flow_figures.py's sums, each over an array of the
seconds instead of one second at a time.

A ramped run has a different load every second, and working each second's flows out alone
was most of its time: the same walk over a route's states, once per second. Here the walk is
made once, and each state's sums are array sums over the seconds. A component whose figures
are the same every second (most parts of a large design carry no request) stays a plain
number, which numpy spreads over the seconds where it meets an array.
"""

from collections.abc import Sequence
from functools import reduce
from operator import itemgetter
from typing import Final

import numpy as np
import numpy.typing as npt

from systemcraft.simulation.engine.flow_figures import TAIL_SHARE, FlowFigures
from systemcraft.simulation.engine.routing import Route
from systemcraft.simulation.engine.stations import Figures

Series = npt.NDArray[np.float64] | float  # one figure over the seconds, or the same at each
# A component's mean_ms, p99_ms, read_success and write_success, in Figures' order.
_READ: Final = itemgetter(4, 5, 8, 9)


def columns(
    seconds: Sequence[Sequence[Figures]], indices: set[int]
) -> dict[int, tuple[Series, ...]]:
    """For each component of `indices`, its mean, p99, read and write success over `seconds`."""
    found: dict[int, tuple[Series, ...]] = {}
    for index in indices:
        figures = [at[index] for at in seconds]
        if figures.count(figures[0]) == len(figures):
            found[index] = _READ(figures[0])
            continue
        table = np.array(list(map(_READ, figures)), dtype=np.float64)
        found[index] = tuple(table[:, column] for column in range(4))
    return found


def flow_series(
    path: Route, at: dict[int, tuple[Series, ...]], writes: bool, count: int
) -> list[FlowFigures]:
    """flow_figures() at each of `count` seconds, the components' figures read from `at`."""
    states = len(path.component)
    mean: list[Series] = [0.0] * states
    tail_mean: list[Series] = [0.0] * states
    spread: list[Series] = [0.0] * states
    p99: list[Series] = [0.0] * states
    success: list[Series] = [1.0] * states
    for state in reversed(path.order):
        own_mean, own_p99, read_success, write_success = at[path.component[state]]
        typical: Series = own_mean
        failed: Series = 0.0
        worst: tuple[Series, Series, Series] | None = None  # p99, tail mean, spread
        for target, share in path.calls[state]:
            typical = typical + share * mean[target]
            failed = failed + share * (1 - success[target])
            if share < TAIL_SHARE:
                continue
            if worst is None:
                worst = (p99[target], tail_mean[target], spread[target])
            else:
                # Second by second, the slowest branch: the first of the slowest, as one at a
                # time picks it.
                slower = p99[target] > worst[0]
                worst = (
                    np.where(slower, p99[target], worst[0]),
                    np.where(slower, tail_mean[target], worst[1]),
                    np.where(slower, spread[target], worst[2]),
                )
        mean[state] = typical
        tail: Series = own_mean
        squared: Series = (own_p99 - own_mean) ** 2
        if worst is not None:
            tail = tail + worst[1]
            squared = squared + worst[2]
        tail_mean[state], spread[state] = tail, squared
        p99[state] = tail + np.sqrt(squared)
        own = write_success if writes else read_success
        success[state] = own * (1 - np.minimum(1.0, failed))
    starts = path.starts
    if not starts:
        return [FlowFigures(0.0, 0.0, 1.0)] * count
    p50s = _each_second(sum(mean[s] for s in starts) / len(starts), count)
    p99s = _each_second(reduce(np.maximum, [p99[s] for s in starts]), count)
    successes = _each_second(sum(success[s] for s in starts) / len(starts), count)
    return [FlowFigures(*figures) for figures in zip(p50s, p99s, successes, strict=True)]


def _each_second(series: Series, count: int) -> list[float]:
    figures: list[float] = np.broadcast_to(np.asarray(series, dtype=np.float64), (count,)).tolist()
    return figures
