"""What a simulation is asked: the brief's figures, and the settings the learner chose."""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from systemcraft.assessment.engine.expectations import Expectations

Shape = Literal["steady", "ramp", "spike"]
FailureKind = Literal["down", "slow", "cut"]

MIN_LOAD: Final = 0.1
MAX_LOAD: Final = 10.0
DURATION_S: Final = 120
# A "slow" failure with no factor makes each copy this many times slower.
SLOW_FACTOR: Final = 3.0
# A brief without a scale block: the assessment's peak (else DEFAULT_PEAK), a fifth of it on
# average, and the availability most problems ask.
AVERAGE_SHARE: Final = 0.2
DEFAULT_PEAK: Final = 1000.0
DEFAULT_LATENCY_P99_MS: Final = 300.0
DEFAULT_AVAILABILITY: Final = 99.9


@dataclass(frozen=True)
class Rate:
    average: float
    peak: float


@dataclass(frozen=True)
class Brief:
    """The problem's scale: requests a second, and the targets the design must meet."""

    reads: Rate
    writes: Rate
    latency_p99_ms: float
    availability_percent: float
    # A flow the brief gives its own peak ("peak seat-map reads per second" for seat-map).
    flow_peaks: Mapping[str, float] = field(default_factory=dict)

    @property
    def availability(self) -> float:
        return self.availability_percent / 100


def brief_from(scale: Mapping[str, Any] | None, expectations: Expectations | None) -> Brief:
    """A problem's brief: its scale block as the content file states it (and the database keeps
    it, as JSON), else the figures its assessment expects."""
    rubric = expectations.rubric if expectations else None
    flow_peaks = {
        figure.flow: figure.value
        for figure in (rubric.figures if rubric else ())
        if figure.flow and figure.unit == "per second"
    }
    if scale and "reads_per_second" in scale:
        return Brief(
            reads=Rate(**scale["reads_per_second"]),
            writes=Rate(**scale["writes_per_second"]),
            latency_p99_ms=float(scale["latency_p99_ms"]),
            availability_percent=float(scale["availability_percent"]),
            flow_peaks=flow_peaks,
        )
    peak = float(expectations.peak_requests_per_second) if expectations else DEFAULT_PEAK
    # Without an assessment, a write for every ten reads.
    writes = expectations.peak_writes_per_second if expectations else peak / 11
    budget = float(expectations.latency_budget_ms) if expectations else DEFAULT_LATENCY_P99_MS
    return Brief(
        reads=Rate((peak - writes) * AVERAGE_SHARE, peak - writes),
        writes=Rate(writes * AVERAGE_SHARE, writes),
        latency_p99_ms=budget,
        availability_percent=DEFAULT_AVAILABILITY,
        flow_peaks=flow_peaks,
    )


@dataclass(frozen=True)
class Failure:
    component_id: str
    kind: FailureKind
    factor: float = SLOW_FACTOR  # how many times slower, for "slow"
    at_s: int = 0


@dataclass(frozen=True)
class Settings:
    load: float = 1.0  # times the brief's peak
    shape: Shape = "steady"
    hit_ratios: Mapping[str, float] = field(default_factory=dict)  # by component id
    failures: tuple[Failure, ...] = ()
    duration_s: int = DURATION_S
