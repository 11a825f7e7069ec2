"""The run, second by second: the traffic's shape over time, the failures as they happen, and
the queues that fill and drain between seconds.

steady: the chosen load throughout. ramp: from nothing up to the chosen load at the end.
spike: the chosen load, with SPIKE_TIMES that for SPIKE_S seconds from a third of the way in.
Each second is a steady state of its own (the stations' waits settle in well under a second at
these rates); what carries over from one second to the next is the backlog of each broker,
which grows by what arrives beyond what its consumers take, and drains as they catch up.
Seconds alike in load and failures are worked out once.
"""

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.simulation.engine.conditions import Condition, changes_at, with_changes
from systemcraft.simulation.engine.flow_figures import FlowFigures, flow_figures
from systemcraft.simulation.engine.flow_series import columns, flow_series
from systemcraft.simulation.engine.inputs import Settings, Shape
from systemcraft.simulation.engine.station_series import all_figures_over
from systemcraft.simulation.engine.stations import Figures, all_figures
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.traffic import FlowTraffic

SPIKE_TIMES: Final = 3.0
SPIKE_S: Final = 10
# From this many distinct seconds, components and flows are worked out over arrays: below it,
# numpy's cost for each call is more than it saves.
SERIES_FROM: Final = 8
_Key = tuple[float, tuple[tuple[int, Condition], ...]]  # a second's load, and what has failed


@dataclass(frozen=True)
class Moment:
    t: int
    multiplier: float  # times the brief's peak
    conditions: tuple[Condition, ...]
    components: list[Figures]
    backlog: dict[int, float]  # messages waiting in each broker
    lag_ms: dict[int, float]  # how long the newest waits for its consumers
    flows: list[FlowFigures]
    busiest: float  # the highest utilization of any component


def multiplier(shape: Shape, load: float, t: int, duration: int) -> float:
    if shape == "ramp":
        return load * (t + 1) / duration
    if shape == "spike":
        start = duration // 3
        return load * (SPIKE_TIMES if start <= t < start + SPIKE_S else 1.0)
    return load


def run_timeline(system: System, settings: Settings) -> list[Moment]:
    conditions: dict[tuple[tuple[int, Condition], ...], tuple[Condition, ...]] = {}
    taken: dict[tuple[tuple[int, Condition], ...], dict[int, float]] = {}
    keys: list[_Key] = []
    for t in range(settings.duration_s):
        times = multiplier(settings.shape, settings.load, t, settings.duration_s)
        changes = changes_at(t, system.parts, settings.failures, system.index_of)
        if changes not in conditions:
            conditions[changes] = with_changes(system.parts, changes) if changes else system.healthy
            taken[changes] = _taken(system, conditions[changes])
        keys.append((times, changes))
    worked = _work(system, list(dict.fromkeys(keys)), conditions)
    timed = _flows(system, worked)
    # A part no request reaches is idle or down: the busiest is one that carries requests.
    peaks = {
        key: max([at[i].utilization for i in system.loaded], default=0.0)
        for key, at in worked.items()
    }
    backlog = dict.fromkeys(system.consumers, 0.0)
    moments = []
    for t, key in enumerate(keys):
        times, changes = key
        lag = _drain(worked[key], taken[changes], backlog, system.delivered, times)
        # A second no broker lags (most of them) adds no wait to any flow.
        flows = (
            [
                _with_lag(figures, _firsts(f), lag)
                for figures, f in zip(timed[key], system.flows, strict=True)
            ]
            if any(lag.values())
            else list(timed[key])
        )
        moments.append(
            Moment(
                t, times, conditions[changes], worked[key], dict(backlog), lag, flows, peaks[key]
            )
        )
    return moments


def _work(
    system: System,
    keys: list[_Key],
    conditions: dict[tuple[tuple[int, Condition], ...], tuple[Condition, ...]],
) -> dict[_Key, list[Figures]]:
    """The components' figures at each distinct second: one load at a time when a condition
    holds for few loads, all its loads at once over arrays (station_series.py) for many."""
    loads: dict[tuple[tuple[int, Condition], ...], list[float]] = {}
    for times, changes in keys:
        loads.setdefault(changes, []).append(times)
    worked: dict[_Key, list[Figures]] = {}
    for changes, each in loads.items():
        now = conditions[changes]
        if len(each) < SERIES_FROM:
            worked.update(((times, changes), figures_at(system, times, now)) for times in each)
            continue
        over = all_figures_over(
            system.parts,
            system.reads,
            system.writes,
            each,
            now,
            system.retried,
            system.pulls,
            system.connections,
            system.resting,
        )
        worked.update(((times, changes), at) for times, at in zip(each, over, strict=True))
    return worked


def _flows(system: System, worked: dict[_Key, list[Figures]]) -> dict[_Key, list[FlowFigures]]:
    """Each flow's figures at each distinct second: one at a time when there are few of them,
    all at once over arrays (flow_series.py) when there are many (a ramp)."""
    if len(worked) < SERIES_FROM:
        return {
            key: [flow_figures(f.route, at, f.kind != "read") for f in system.flows]
            for key, at in worked.items()
        }
    keys = list(worked)
    on_flows = {index for f in system.flows for index in f.route.component}
    at = columns([worked[key] for key in keys], on_flows)
    series = [flow_series(f.route, at, f.kind != "read", len(keys)) for f in system.flows]
    return {key: [figures[n] for figures in series] for n, key in enumerate(keys)}


def figures_at(
    system: System, times: float, now: Sequence[Condition], only: Sequence[int] | None = None
) -> list[Figures]:
    """Each component's figures at `times` the brief's peak; with `only`, just those."""
    return all_figures(
        system.parts,
        system.reads,
        system.writes,
        times,
        now,
        system.retried,
        system.pulls,
        system.connections,
        only,
        system.resting,
    )


def _taken(system: System, now: Sequence[Condition]) -> dict[int, float]:
    """The messages each broker's consumers take a second, all of them together: a consumer
    that takes a batch with each request takes the batch's messages."""
    batches = system.batches
    return {
        broker: sum(
            _capacity(system, index, now[index]) * batches.get((broker, index), 1.0)
            for index in consumers
        )
        for broker, consumers in system.consumers.items()
    }


def _drain(
    components: Sequence[Figures],
    taken: dict[int, float],
    backlog: dict[int, float],
    delivered: Mapping[int, float],
    times: float,
) -> dict[int, float]:
    """One second of each broker: what arrived joins the backlog (its deliveries to its
    consumers are work for it, not arrivals), what its consumers take (`taken`) leaves it.
    Returns each broker's lag in ms."""
    lag = {}
    for broker, rate in taken.items():
        here = components[broker]
        arrived = here.arrival - here.dropped - delivered.get(broker, 0.0) * times
        arrived = arrived if arrived > 0 else 0.0
        left = backlog[broker] + arrived - rate
        # Most brokers' consumers keep up: nothing waits.
        backlog[broker] = left if left > 0 else 0.0
        lag[broker] = _lag_ms(left, rate, arrived) if left > 0 else 0.0
    return lag


def _lag_ms(backlog: float, taken: float, arrived: float) -> float:
    """The time the newest message waits: the backlog over the rate consumers take it at; with
    no consumer left, how long the backlog took to build."""
    if backlog == 0 or math.isinf(taken):
        return 0.0
    return 1000 * backlog / (taken if taken > 0 else max(arrived, 1.0))


def _capacity(system: System, index: int, now: Condition) -> float:
    part = system.parts[index]
    if not now.reachable:
        return 0.0
    if part.per_copy is None:
        return math.inf
    return now.copies_up * part.per_copy / now.slow


def _firsts(flow: FlowTraffic) -> list[int]:
    return [flow.route.component[state] for state in flow.route.starts]


def _with_lag(figures: FlowFigures, starts: Sequence[int], lag: dict[int, float]) -> FlowFigures:
    waited = max((lag.get(index, 0.0) for index in starts), default=0.0)
    if waited == 0:
        return figures
    return FlowFigures(figures.p50_ms + waited, figures.p99_ms + waited, figures.success)
