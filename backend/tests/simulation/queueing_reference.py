"""The reference: the same networks run in ciw, a discrete-event simulator of queueing
networks, with exponential arrivals and service and fixed seeds. Rates are the engine's
divided by SCALE, so one ciw time unit is one millisecond and ciw's waits read as ms.

A run's p99 wait settles slowly (busy periods make neighbouring waits alike), so a figure can
pool several runs, each with a seed of its own: the same as one longer run, without the
longest queues that slow ciw down."""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ciw

SCALE = 1000.0
WARM_UP = 0.1  # of each run, left out while the queues fill from empty


@dataclass(frozen=True)
class Measured:
    utilization: float
    wait: float  # mean, in ms
    p99_wait: float
    rejected_per_ms: float
    served_per_ms: float


def measure(
    arrivals: Sequence[float],
    services: Sequence[float],
    servers: Sequence[int],
    routing: Sequence[Sequence[float]] | None = None,
    until: float = 10_000.0,
    capacities: Sequence[float] | None = None,
    runs: int = 1,
) -> list[Measured]:
    """Each node's figures over `runs` runs (seeds 1, 2, ...); rates are per ms."""
    count = len(services)
    network = ciw.create_network(
        arrival_distributions=[
            ciw.dists.Exponential(float(rate)) if rate else None for rate in arrivals
        ],
        service_distributions=[ciw.dists.Exponential(float(rate)) for rate in services],
        number_of_servers=list(servers),
        routing=[[float(p) for p in row] for row in routing or [[0.0] * count] * count],
        queue_capacities=list(capacities) if capacities else [math.inf] * count,
    )
    arrived: list[Any] = []  # the requests that arrived after the warm-up: their waits
    left: list[Any] = []  # those whose service ended after it: the work done in the window
    for seed in range(1, runs + 1):
        ciw.seed(seed)
        simulation = ciw.Simulation(network)
        simulation.simulate_until_max_time(until)
        records = simulation.get_all_records()
        arrived += [r for r in records if r.arrival_date >= until * WARM_UP]
        left += [r for r in records if r.exit_date >= until * WARM_UP]
    observed = runs * until * (1 - WARM_UP)
    return [_node(arrived, left, node, servers[node - 1], observed) for node in range(1, count + 1)]


def _node(
    arrived: list[Any], left: list[Any], node: int, servers: int, observed: float
) -> Measured:
    waits = sorted(r.waiting_time for r in arrived if r.node == node and r.record_type == "service")
    done = [r for r in left if r.node == node and r.record_type == "service"]
    rejected = [r for r in arrived if r.node == node and r.record_type == "rejection"]
    return Measured(
        utilization=sum(r.service_time for r in done) / (servers * observed),
        wait=sum(waits) / len(waits),
        p99_wait=waits[int(0.99 * len(waits))],
        rejected_per_ms=len(rejected) / observed,
        served_per_ms=len(done) / observed,
    )
