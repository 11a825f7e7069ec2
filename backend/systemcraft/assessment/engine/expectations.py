"""What a problem asks of a design: the `assessment:` block of content/problems/*.yaml."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from systemcraft.assessment.engine.rubric.schema import Rubric

Weight = Literal["essential", "important", "useful", "not_needed"]

Capability = Literal[
    "cache", "cdn", "load_balancing", "replication", "queue", "pub_sub", "realtime"
]

WEIGHT_RANK: dict[Weight, int] = {"not_needed": 0, "useful": 1, "important": 2, "essential": 3}


class CapabilityWeights(BaseModel):
    """How much the problem needs each building block. A missing block is a major problem when
    it is essential, a minor one when important, and not mentioned otherwise."""

    model_config = ConfigDict(extra="forbid")

    cache: Weight = Field(
        default="useful", description="An in-memory cache in front of the data store."
    )
    cdn: Weight = Field(
        default="useful", description="A CDN serving static or heavy content near users."
    )
    load_balancing: Weight = Field(
        default="important",
        description="Several server instances behind a load balancer, for load and failover.",
    )
    replication: Weight = Field(
        default="important", description="More than one copy of each database."
    )
    queue: Weight = Field(
        default="useful",
        description="A queue (or a log such as Kafka) that moves slow or bursty work off the "
        "request path and keeps it until a worker is free.",
    )
    pub_sub: Weight = Field(
        default="useful", description="Publish/subscribe fan-out of one event to many consumers."
    )
    realtime: Weight = Field(
        default="not_needed",
        description="A push channel to clients (WebSocket or similar) instead of polling.",
    )


class Expectations(BaseModel):
    """The scale and needs of one problem, so the same design is judged against its brief."""

    model_config = ConfigDict(extra="forbid")

    reads_per_write: float = Field(
        default=10.0,
        gt=0,
        le=1_000_000,
        description="Reads for every write at peak; 100 means very read-heavy, 1 balanced.",
    )
    peak_requests_per_second: int = Field(
        default=1000,
        ge=1,
        le=1_000_000_000,
        description="All requests (reads and writes) per second the system must absorb at peak.",
    )
    latency_budget_ms: int = Field(
        default=300,
        ge=1,
        le=600_000,
        description="End-to-end budget, in milliseconds, for the slowest synchronous chain "
        "from a client through the system.",
    )
    max_synchronous_hops: int = Field(
        default=5,
        ge=1,
        le=50,
        description="The most synchronous calls in a row before the chain is called fragile.",
    )
    cache_is_source_of_truth: bool = Field(
        default=False,
        description="True when data may live only in the cache (for example rate-limit "
        "counters), so a cache with no database behind it is intended.",
    )
    capabilities: CapabilityWeights = Field(
        default_factory=CapabilityWeights,
        description="How much the problem needs each building block.",
    )
    rubric: Rubric | None = Field(
        default=None, description="What answering this problem's brief takes (rubric/schema.py)."
    )

    @property
    def peak_writes_per_second(self) -> float:
        return self.peak_requests_per_second / (1 + self.reads_per_write)

    def rubric_patterns(self) -> tuple[str, ...]:
        """Every pattern the rubric reads against what the user wrote; none without a rubric."""
        return self.rubric.patterns() if self.rubric else ()


DEFAULT_EXPECTATIONS = Expectations()
