"""A flow end to end at one moment: its typical and 99th-percentile latency and the share of
its requests that succeed.

Only synchronous hops count towards latency: the caller waits for them. A broker answers once
the message is stored, so a flow's wait ends there; its consumers are a flow of their own.
- Typical (p50): the sum of each hop's mean time, weighted by the share of requests that
  make the hop (a cache hit skips the database).
- p99: along the slowest branch that at least 1% of requests take, the hops' mean times plus
  the root of the sum of the squares of each hop's tail (its p99 less its mean). For
  independent hops this is what adding the tails of normal distributions gives: less than the
  sum of the hops' p99s, which would assume every hop is at its worst at once, and at least
  the worst hop's p99.
- Success: a request succeeds when every call it makes succeeds; of alternatives (a balancer's
  targets) it makes one, so their successes are averaged.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.simulation.engine.routing import Route
from systemcraft.simulation.engine.stations import Figures

TAIL_SHARE: Final = 0.01  # a branch fewer requests take cannot hold the 99th percentile


@dataclass(frozen=True)
class FlowFigures:
    p50_ms: float
    p99_ms: float
    success: float


def flow_figures(path: Route, at: Sequence[Figures], writes: bool) -> FlowFigures:
    count = len(path.component)
    mean = [0.0] * count
    tail_mean = [0.0] * count  # along the slowest branch: the sum of the means
    spread = [0.0] * count  # and of the squared tails
    p99 = [0.0] * count
    success = [1.0] * count
    # Read once here: this loop runs for every state of every flow at every distinct second.
    component, calls, sqrt = path.component, path.calls, math.sqrt
    for state in reversed(path.order):
        here = at[component[state]]
        typical, failed = here.mean_ms, 0.0
        worst, worst_p99 = -1, -1.0
        for target, share in calls[state]:
            typical += share * mean[target]
            # A request fails when its onward call does (it makes one of the alternatives; a
            # cache's misses also ask the store, a topic's message goes to every subscriber).
            failed += share * (1 - success[target])
            if share >= TAIL_SHARE and p99[target] > worst_p99:
                worst, worst_p99 = target, p99[target]
        mean[state] = typical
        own_mean = here.mean_ms
        tail, squared = own_mean, (here.p99_ms - own_mean) ** 2
        if worst >= 0:
            tail += tail_mean[worst]
            squared += spread[worst]
        tail_mean[state], spread[state] = tail, squared
        p99[state] = tail + sqrt(squared)
        own = here.write_success if writes else here.read_success
        success[state] = own * (1 - min(1.0, failed))
    starts = path.starts
    if not starts:
        return FlowFigures(0.0, 0.0, 1.0)
    return FlowFigures(
        p50_ms=sum(mean[s] for s in starts) / len(starts),
        p99_ms=max(p99[s] for s in starts),
        success=sum(success[s] for s in starts) / len(starts),
    )
