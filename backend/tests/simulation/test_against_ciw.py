"""The engine's queueing figures against ciw, a discrete-event simulator, on the same networks.

ciw runs each network at the engine's rates divided by 1,000 (one ciw time unit is one ms),
with a fixed seed, long enough for the figures below to settle; the engine's formulas are
never tuned to them. Measured on 2026-11-29 (engine | ciw):

| network                               | figure            | engine        | ciw           |
| ------------------------------------- | ----------------- | ------------- | ------------- |
| M/M/1 at 70%                          | utilization       | 0.700         | 0.700         |
|                                       | mean wait, ms     | 0.467         | 0.474         |
|                                       | p99 wait, ms      | 2.832         | 2.752         |
| M/M/3 at 80%                          | utilization       | 0.800         | 0.794         |
|                                       | mean wait, ms     | 0.216         | 0.215         |
|                                       | p99 wait, ms      | 1.390         | 1.360         |
| tandem: 2 servers, then 1 database    | utilization       | 0.750 / 0.750 | 0.750 / 0.750 |
| (slow, 6 runs)                        | mean wait, ms     | 0.257 / 0.300 | 0.257 / 0.302 |
|                                       | p99 wait, ms      | 1.665 / 1.727 | 1.657 / 1.777 |
| balancer over 3 copies at 70%         | mean wait, ms     | 0.467         | 0.463         |
| (slow, 3 runs, pooled)                | p99 wait, ms      | 2.832         | 2.760         |
| cache (hit 0.5) in front of a store   | store utilization | 0.700         | 0.701         |
| (slow, 6 runs)                        | store wait, ms    | 0.233         | 0.235         |
|                                       | store p99 wait    | 1.416         | 1.432         |
| bounded queue at 150%                 | refused a second  | 5,000         | 5,013         |
| 4,000 jobs/s, consumers take 2,000/s  | backlog growth /s | 2,000         | within 5%     |
| M/M/2 at 90% (slow, 6 runs)           | mean wait, ms     | 0.853         | 0.827         |
|                                       | p99 wait, ms      | 4.446         | 4.318         |

Tolerances: utilization within 2%, mean and p99 wait within 10% (utilization up to 0.9),
refusals and backlog growth within 5%.
The rows marked slow pool several seeds and run in `make bench` (SOAK=full); the others in
`make test`.
"""

import pytest

from systemcraft.assessment.engine import Expectations
from systemcraft.simulation.engine import Settings
from systemcraft.simulation.engine.results import ComponentResult
from tests.assessment.builders import Sketch
from tests.simulation.queueing_reference import SCALE, Measured, measure
from tests.simulation.runs import brief, component, run
from tests.soak import full_only

# Pooled runs of ciw, 10 to 30 s each: `make bench` runs them (SOAK=full).
SWEEP = full_only("several seeds of ciw pooled")

# What the capacity table says one copy serves (systemcraft/design/capacity.py), per ms.
SERVICE = 5_000 / SCALE
DATABASE = 10_000 / SCALE
CACHE = 100_000 / SCALE
WORKER = 1_000 / SCALE


def close(engine: float, reference: float, tolerance: float) -> bool:
    return abs(engine - reference) <= tolerance * abs(reference)


def assert_matches(engine: ComponentResult, reference: Measured) -> None:
    report = f"engine {engine} against ciw {reference}"
    assert close(engine.utilization, reference.utilization, 0.02), report
    assert close(engine.wait_ms, reference.wait, 0.10), report
    assert close(engine.p99_wait_ms, reference.p99_wait, 0.10), report


def one_tier(copies: int) -> Sketch:
    """Clients (which stop retrying a refused call) in front of one tier of servers."""
    return (
        Sketch()
        .add("web", "client", resilience="circuit breaker")
        .add("api", "server", replicas=str(copies))
        .add("cache", "cache", replicas="8")
        .chain("web", "api", "cache")
    )


def test_a_single_server_is_an_m_m_1_queue() -> None:
    engine = component(run(one_tier(1).document(), brief(3_500)), "api")
    [reference] = measure([3.5], [SERVICE], [1], until=8_000)
    assert_matches(engine, reference)


def test_three_copies_are_an_m_m_c_queue() -> None:
    engine = component(run(one_tier(3).document(), brief(12_000)), "api")
    [reference] = measure([12.0], [SERVICE], [3], until=3_000)
    assert_matches(engine, reference)


@SWEEP
def test_two_tiers_in_a_row_are_a_tandem_of_queues() -> None:
    sketch = (
        Sketch()
        .add("web", "client", resilience="circuit breaker")
        .add("api", "server", replicas="2")
        .add("db", "database", replicas="1")
        .chain("web", "api", "db")
    )
    result = run(sketch.document(), brief(7_500))
    servers, database = measure(
        [7.5, 0.0], [SERVICE, DATABASE], [2, 1], routing=[[0, 1], [0, 0]], until=5_000, runs=6
    )
    assert_matches(component(result, "api"), servers)
    assert_matches(component(result, "db"), database)


@SWEEP
def test_a_balancer_splits_arrivals_evenly_over_parallel_queues() -> None:
    sketch = Sketch().add("web", "client", resilience="circuit breaker")
    sketch.add("cache", "cache", replicas="8").link("web", "lb")
    for name in ("a", "b", "c"):
        sketch.add(name, "server", replicas="1").link("lb", name).link(name, "cache")
    result = run(sketch.document(), brief(10_500))
    # Each copy sees a third of a Poisson stream split at random: a Poisson stream of its own.
    measured = measure([3.5, 3.5, 3.5], [SERVICE] * 3, [1, 1, 1], until=5_000, runs=3)
    pooled = Measured(
        utilization=sum(m.utilization for m in measured) / 3,
        wait=sum(m.wait for m in measured) / 3,
        p99_wait=sum(m.p99_wait for m in measured) / 3,
        rejected_per_ms=0.0,
        served_per_ms=sum(m.served_per_ms for m in measured) / 3,
    )
    for name in ("a", "b", "c"):
        assert_matches(component(result, name), pooled)


@SWEEP
def test_a_cache_sends_only_its_misses_to_the_store() -> None:
    sketch = (
        Sketch()
        .add("web", "client", resilience="circuit breaker")
        .add("api", "server", replicas="20")
        .add("cache", "cache", replicas="1")
        .add("db", "database", replicas="1")
        .chain("web", "api", "cache")
        .link("api", "db")
    )
    result = run(sketch.document(), brief(14_000), Settings(hit_ratios={"cache": 0.5}))
    cache, database = measure(
        [14.0, 0.0], [CACHE, DATABASE], [1, 1], routing=[[0, 0.5], [0, 0]], until=5_000, runs=6
    )
    assert component(result, "db").arrival_rps == pytest.approx(7_000)
    assert_matches(component(result, "db"), database)
    assert close(component(result, "cache").utilization, cache.utilization, 0.02)


def test_past_capacity_a_bounded_queue_refuses_the_excess() -> None:
    result = run(one_tier(2).document(), brief(15_000))
    [reference] = measure([15.0], [SERVICE], [2], capacities=[20], until=3_000)
    refused = component(result, "api").dropped_rps
    assert close(refused / SCALE, reference.rejected_per_ms, 0.05), (refused, reference)


JOBS = Expectations.model_validate(
    {
        "rubric": {
            "terms": ["jobs", "queue", "workers"],
            "subject": "jobs?",
            "flows": [
                {"id": "submit", "name": "Submit a job", "path": ["client", "queue"]},
                {"id": "work", "name": "Work through the jobs", "path": ["queue", "worker"]},
            ],
            "data": [{"what": "jobs", "roles": ["queue"]}],
            "decisions": [
                {
                    "id": "retries",
                    "dimension": "fault_tolerance",
                    "question": "What happens to a job whose worker dies?",
                    "evidence": ["retr(y|ies)"],
                    "lesson": "queues-and-logs",
                }
            ],
        }
    }
)


def test_a_queue_grows_by_what_its_consumers_cannot_take() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", replicas="2")
        .add("queue", "queue", replicas="1")
        .add("worker", "server", label="Job workers", replicas="2")
        .chain("web", "api", "queue", "worker")
    )
    sketch.components[-1]["metadata"]["component_type"] = "server"
    result = run(sketch.document(), brief(0, writes=4_000), rubric=JOBS)
    first, last = result.timeline[0], result.timeline[-1]
    grown = (last.components["queue"].queue_depth - first.components["queue"].queue_depth) / (
        last.t - first.t
    )
    # Consumers that cannot keep up are always busy: the backlog grows by the arrivals less
    # what they finish.
    [reference] = measure([4.0], [WORKER], [2], until=2_000)
    assert close(grown / SCALE, 4.0 - reference.served_per_ms, 0.05), (grown, reference)


@SWEEP
def test_at_ninety_percent_the_waits_still_match() -> None:
    engine = component(run(one_tier(2).document(), brief(9_000)), "api")
    [reference] = measure([9.0], [SERVICE], [2], until=10_000, runs=6)
    assert_matches(engine, reference)
