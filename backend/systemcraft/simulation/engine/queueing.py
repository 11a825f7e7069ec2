"""One station's steady state as an M/M/c queue: c copies, each serving μ requests a second,
with requests arriving at random (Poisson) at λ a second.

Erlang C is the chance that an arriving request finds every copy busy and waits. A waiting
request's wait is then exponential with rate cμ - λ, so P(wait > t) = C·e^(-(cμ-λ)t), which
gives both the mean wait and its 99th percentile in closed form. At or past saturation
(λ ≥ cμ) no steady state exists: the queue fills to its bound (QUEUE_LIMIT_S of work) and every
request past capacity is refused.
"""

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

# A copy's queue holds about this many seconds of work before it refuses requests: callers'
# timeouts are of this order, so a longer queue would only serve requests nobody awaits.
QUEUE_LIMIT_S: Final = 1.0
P99: Final = 0.99


@dataclass(frozen=True)
class Station:
    utilization: float  # λ / cμ, uncapped (3.4 is 340%)
    wait_s: float  # mean time queued before service
    p99_wait_s: float  # 99th percentile of the time queued
    dropped_per_s: float  # refused because the queue is full


IDLE: Final = Station(0.0, 0.0, 0.0, 0.0)


def erlang_c(copies: int, offered: float) -> float:
    """The chance that a request waits, for `offered` = λ/μ < copies."""
    return _erlang_c(copies, round(offered, 9))


@lru_cache(maxsize=65_536)
def _erlang_c(copies: int, offered: float) -> float:
    blocked = erlang_b(copies, offered)
    return copies * blocked / (copies - offered * (1 - blocked))


# Past this many copies Erlang B is summed only where its terms matter.
FEW_COPIES: Final = 200
_SPREAD: Final = 12.0  # standard deviations of the Poisson terms that carry any weight


def erlang_b(copies: int, offered: float) -> float:
    """The chance that all copies are busy in a loss system: the Poisson(offered) term at
    `copies` over the sum of the terms up to it."""
    if copies <= FEW_COPIES:
        # The recurrence stays between 0 and 1: no factorials to overflow.
        blocked = 1.0
        for k in range(1, copies + 1):
            blocked = offered * blocked / (k + offered * blocked)
        return blocked
    spread = _SPREAD * math.sqrt(offered) + _SPREAD
    if copies - offered > spread:  # the terms below `copies` sum to 1: B is the term itself
        return math.exp(copies * math.log(offered) - offered - math.lgamma(copies + 1))
    # Each term over the one at `copies`, summed downwards until they no longer count.
    total, term, k = 0.0, 1.0, copies
    while k > 0 and (k > offered - spread):
        total += term
        term *= k / offered
        k -= 1
    return 1 / (total + term)


def station(arrival: float, copies: int, per_copy: float) -> Station:
    """The steady state of `copies` copies each serving `per_copy` a second, at `arrival`."""
    if arrival <= 0:
        return IDLE
    capacity = copies * per_copy
    utilization = arrival / capacity
    if utilization >= 1:
        return Station(utilization, QUEUE_LIMIT_S, QUEUE_LIMIT_S, arrival - capacity)
    waits = erlang_c(copies, arrival / per_copy)
    drain = capacity - arrival  # the rate at which a queue empties
    p99 = math.log(waits / (1 - P99)) / drain if waits > 1 - P99 else 0.0
    # A bounded queue makes no request wait longer than its limit.
    return Station(utilization, min(waits / drain, QUEUE_LIMIT_S), min(p99, QUEUE_LIMIT_S), 0.0)


def p99_service_s(per_copy: float) -> float:
    """The 99th percentile of an exponential service time of mean 1/μ."""
    return math.log(1 / (1 - P99)) / per_copy
