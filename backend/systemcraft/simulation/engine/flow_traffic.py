"""One flow of the brief on the design: its route and the requests a second entering it."""

from dataclasses import dataclass
from typing import Literal

from systemcraft.simulation.engine.routing import Route

FlowKind = Literal["read", "write", "consumer"]


@dataclass(frozen=True)
class FlowTraffic:
    id: str
    name: str
    kind: FlowKind
    route: Route
    peak: float  # requests a second entering it at 1× peak
    average: float  # at the brief's average
    fills: str | None = None  # the cache-ending flow whose misses it carries, if any

    @property
    def timed(self) -> bool:
        """The brief's p99 applies: an answer waits on it, and it is not a miss being filled."""
        return self.kind != "consumer" and self.fills is None

    def at(self, index: int) -> float:
        """Requests a second the flow brings to component `index` at 1× peak."""
        return self.peak * self.route.reach_by_component().get(index, 0.0)
