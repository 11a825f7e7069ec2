"""What a simulation is asked: the brief's figures, and the settings the learner chose."""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, Literal

Shape = Literal["steady", "ramp", "spike"]
FailureKind = Literal["down", "slow", "cut"]

MIN_LOAD: Final = 0.1
MAX_LOAD: Final = 10.0
DURATION_S: Final = 120
# A "slow" failure with no factor makes each copy this many times slower.
SLOW_FACTOR: Final = 3.0


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

    @property
    def availability(self) -> float:
        return self.availability_percent / 100


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
