"""What a simulation returns. Every figure is finite: a component that never runs out has no
capacity per copy (None), and utilization is capped at MAX_UTILIZATION."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from systemcraft.simulation.engine.stations import State

Verdict = Literal["holds", "degraded", "fails"]
MAX_UTILIZATION: Final = 100.0


@dataclass(frozen=True)
class ComponentResult:
    id: str
    label: str
    role: str | None
    copies: int
    capacity_per_copy_rps: float | None
    arrival_rps: float
    utilization: float
    wait_ms: float
    p99_wait_ms: float
    p99_ms: float
    dropped_rps: float
    queue_depth: float
    state: State
    # At the same second, what the brief's flows bring it before any retry: its demand.
    reads_rps: float
    writes_rps: float
    hit_ratio: float | None  # a cache's or CDN's share of reads answered itself
    sized_for_peak: bool  # it states no count: its copies are enough for the brief's peak


@dataclass(frozen=True)
class FlowResult:
    id: str
    name: str
    path: tuple[str, ...]  # the labels of its components, in the order requests meet them
    p50_ms: float
    p99_ms: float
    # None: a consumer flow, or a cache's miss path; the brief sets neither a latency
    target_p99_ms: float | None
    success_rate: float
    peak_rps: float  # requests a second entering it at the run's busiest second
    fills: str | None  # the name of the flow whose cache misses it fills, if it does


@dataclass(frozen=True)
class ConnectionResult:
    """A connection of the design and the requests a second it carries (edge_traffic.py)."""

    id: str
    rps: float


class ComponentAt(NamedTuple):
    """A NamedTuple, not a frozen dataclass: a run of the largest design reports 60,000, and
    a tuple is made four times faster."""

    utilization: float
    queue_depth: float
    p99_ms: float
    dropped_rps: float


@dataclass(frozen=True)
class FlowAt:
    p99_ms: float
    success_rate: float


@dataclass(frozen=True)
class TimelineStep:
    t: int
    components: Mapping[str, ComponentAt]
    flows: Mapping[str, FlowAt]


@dataclass(frozen=True)
class FirstFailure:
    component_id: str
    at_s: int
    reason: str
    lesson_id: str


@dataclass(frozen=True)
class Simulation:
    verdict: Verdict
    summary: str
    components: tuple[ComponentResult, ...]
    flows: tuple[FlowResult, ...]
    connections: tuple[ConnectionResult, ...]  # the design's, not the open ones of connections.py
    timeline: tuple[TimelineStep, ...]
    first_failure: FirstFailure | None
    writes_lost: int
    cost_per_month_usd: int
    breaking_load: float | None  # times the brief's peak; None: holds up to MAX_LOAD
    missing_flows: tuple[str, ...]  # the brief's flows the design has no way for: not run


def capped(utilization: float) -> float:
    return min(utilization, MAX_UTILIZATION)
