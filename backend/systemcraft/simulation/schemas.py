"""The simulation's API: what the learner sends (the design and the run's settings) and what
comes back, figure by figure. Every number sent is finite."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from systemcraft.design import ExportDocument
from systemcraft.design.export import CONFLICT
from systemcraft.simulation.engine.inputs import DURATION_S, MAX_LOAD, MIN_LOAD, SLOW_FACTOR

MAX_FAILURES = 50
MAX_HIT_RATIOS = 500  # one per component at most


class FailureIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    component_id: str = Field(min_length=1, max_length=200)
    kind: Literal["down", "slow", "cut"] = Field(
        description="down: one copy stops (the only one, if it has one); cut: the network to "
        "every copy is cut; slow: each copy is `factor` times slower"
    )
    factor: float = Field(default=SLOW_FACTOR, ge=1, le=100, description="For slow")
    at_s: int = Field(default=0, ge=0, le=600, description="Seconds into the run")


class SimulationIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    problem_id: str = Field(min_length=1, max_length=80)
    design: ExportDocument = Field(description="The design as an export document")
    load: float = Field(default=1.0, ge=MIN_LOAD, le=MAX_LOAD, description="Times the peak")
    shape: Literal["steady", "ramp", "spike"] = "steady"
    hit_ratios: dict[str, Annotated[float, Field(ge=0, le=1)]] = Field(
        default_factory=dict,
        max_length=MAX_HIT_RATIOS,
        description="A cache's or CDN's share of reads it answers, by component id (0 to 1)",
    )
    failures: list[FailureIn] = Field(default_factory=list, max_length=MAX_FAILURES)
    duration_s: int = Field(default=DURATION_S, ge=10, le=600)

    @model_validator(mode="after")
    def _names_its_own_components(self) -> "SimulationIn":
        """A setting for a component the design does not have contradicts the design: no
        schema can say it, so it is a conflict (409), as a connection to one would be."""
        known = {component.id for component in self.design.design.components}
        named = [f.component_id for f in self.failures] + list(self.hit_ratios)
        unknown = sorted({component_id for component_id in named if component_id not in known})
        if unknown:
            raise PydanticCustomError(
                CONFLICT, "no component of the design has the id {id}", {"id": repr(unknown[0])}
            )
        return self


class ComponentOut(BaseModel):
    id: str
    label: str
    role: str | None
    copies: int
    sized_for_peak: bool = Field(
        description="The design states no count for a fleet or a cluster that grows: the run "
        "gives it enough copies for the brief's peak, at 70% busy"
    )
    capacity_per_copy_rps: float | None = Field(description="Null: it never runs out")
    arrival_rps: float = Field(description="Requests a second, retries included")
    reads_rps: float = Field(description="Reads a second the flows bring it, before any retry")
    writes_rps: float = Field(description="Writes a second the flows bring it, before any retry")
    hit_ratio: float | None = Field(
        description="A cache's or CDN's share of reads it answers itself: the run's setting, "
        "else the share its design states, else its kind's default; null for other parts"
    )
    utilization: float = Field(description="1 is every copy busy all the time; capped at 100")
    wait_ms: float
    p99_ms: float
    dropped_rps: float
    state: Literal["ok", "hot", "saturated", "down"]


class FlowOut(BaseModel):
    name: str
    path: list[str] = Field(description="Its components' labels, in the order requests meet them")
    p50_ms: float
    p99_ms: float
    target_p99_ms: float | None = Field(
        description="Null for a consumer flow (no answer waits on it) and for a flow that fills "
        "a cache's misses (the brief times the cache's answers)"
    )
    fills: str | None = Field(
        description="The name of the flow whose cache misses this one fills (cache-aside), if any"
    )
    success_rate: float
    peak_rps: float = Field(
        description="Requests a second entering it at the run's busiest second; 0 when none "
        "reach it (its figures are then those of a single request)"
    )


class ConnectionOut(BaseModel):
    id: str = Field(description="The id of a connection of the design")
    rps: float = Field(
        description="Requests a second it carries, either way, at the second the component they "
        "go to is busiest (as its arrival_rps); 0 when no flow uses it"
    )


class ComponentAtOut(BaseModel):
    utilization: float
    queue_depth: float
    p99_ms: float
    dropped_rps: float


class FlowAtOut(BaseModel):
    p99_ms: float
    success_rate: float


class TimelineStepOut(BaseModel):
    t: int
    components: dict[str, ComponentAtOut]
    flows: dict[str, FlowAtOut]


class FirstFailureOut(BaseModel):
    component_id: str
    at_s: int
    reason: str
    lesson_id: str


class SimulationOut(BaseModel):
    verdict: Literal["holds", "degraded", "fails"]
    summary: str = Field(description="The one line a learner reads first")
    components: list[ComponentOut]
    flows: list[FlowOut]
    connections: list[ConnectionOut] = Field(
        description="Every connection of the design, in the document's order, with its traffic"
    )
    timeline: list[TimelineStepOut]
    first_failure: FirstFailureOut | None
    writes_lost: int
    cost_per_month_usd: int
    breaking_load: float | None = Field(
        description="The load, in times the peak, at which it stops holding; null: holds to 10×"
    )
    missing_flows: list[str] = Field(
        description="The brief's flows the design has no way for, by name: they are not run"
    )
