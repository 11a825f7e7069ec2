"""The design made ready to run: its components as parts, its flows as routes, and what
reaches each component at 1× peak, read once and shared by every stage after."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.simulation.engine.conditions import Condition, healthy
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.routing import BROKERS
from systemcraft.simulation.engine.stations import Resting
from systemcraft.simulation.engine.traffic import FlowTraffic


@dataclass(frozen=True)
class System:
    graph: DesignGraph
    brief: Brief
    parts: Sequence[Part]
    flows: Sequence[FlowTraffic]
    reads: Sequence[float]  # a second, at 1× peak, per component
    writes: Sequence[float]
    connections: Sequence[float]  # held open at once, at 1× peak, per component
    missing: tuple[str, ...] = ()  # the brief's flows the design has no way for: not run
    # Of the reads reaching each cache and CDN, the share it answers itself, by component.
    hit_ratios: Mapping[int, float] = field(default_factory=dict)
    index_of: Mapping[str, int] = field(init=False)
    retried: Sequence[bool] = field(init=False)  # callers retry what it refuses
    pulls: Sequence[bool] = field(init=False)  # it takes its work from a queue
    consumers: Mapping[int, tuple[int, ...]] = field(init=False)  # a broker's consumers
    # The messages a consumer takes from a broker with each request, where it takes a batch.
    batches: Mapping[tuple[int, int], float] = field(init=False)
    # What each broker hands its consumers a second at 1× peak: work for it, but not messages
    # joining its backlog.
    delivered: Mapping[int, float] = field(init=False)
    healthy: tuple[Condition, ...] = field(init=False)  # every copy of every part up
    # The parts some request reaches at 1× peak: the others read the same every second.
    loaded: tuple[int, ...] = field(init=False)
    # The figures of each part no request reaches, kept between seconds (stations.py).
    resting: Resting = field(init=False, default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index_of", {p.id: p.index for p in self.parts})
        retried = [False] * len(self.parts)
        entry: set[int] = set()
        consumed: set[int] = set()
        consumers: dict[int, set[int]] = {}
        delivered: dict[int, float] = {}
        batches: dict[tuple[int, int], float] = {}
        for flow in self.flows:
            path = flow.route
            if flow.kind == "consumer":
                for state in path.starts:
                    broker = path.component[state]
                    delivered[broker] = delivered.get(broker, 0.0) + flow.peak * path.reach[state]
            for state, hops in enumerate(path.hops):
                caller = self.parts[path.component[state]]
                for hop in hops:
                    target = path.component[hop.target]
                    if hop.synchronous and not caller.breaker and caller.role not in BROKERS:
                        retried[target] = True
                    if caller.role in BROKERS and flow.kind == "consumer":
                        consumers.setdefault(caller.index, set()).add(target)
                        if hop.per_request < 1:
                            batches[caller.index, target] = 1 / hop.per_request
            starts = {path.component[s] for s in path.starts}
            inside = set(path.reach_by_component()) - starts
            (consumed if flow.kind == "consumer" else entry).update(inside)
        pulls = [i in consumed and i not in entry for i in range(len(self.parts))]
        object.__setattr__(self, "retried", retried)
        object.__setattr__(self, "pulls", pulls)
        object.__setattr__(self, "consumers", {b: tuple(sorted(c)) for b, c in consumers.items()})
        object.__setattr__(self, "delivered", delivered)
        object.__setattr__(self, "batches", batches)
        object.__setattr__(self, "healthy", healthy(self.parts))
        carried = zip(self.reads, self.writes, self.connections, strict=True)
        loaded = tuple(i for i, (r, w, c) in enumerate(carried) if r or w or c)
        object.__setattr__(self, "loaded", loaded)
