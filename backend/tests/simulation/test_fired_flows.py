"""A flow the system starts itself from a store, at a rate the brief gives it (due runs fired
from a job store): it takes that figure out of the brief's writes, and goes on through the
queue it hands its work to, where a flow from a client would stop at the broker."""

import pytest

from tests.assessment.builders import Sketch
from tests.simulation.runs import brief_of, component, flow, run_problem

RUNS_FIRED = 30_000  # the brief's "peak runs fired per second"


def scheduler(queue: bool = True) -> Sketch:
    sketch = (
        Sketch()
        .add("owners", "client")
        .add("api", "server", label="Scheduler API", replicas="20")
        .add("store", "database", label="Job store", replicas="16")
        .add("nodes", "server", label="Scheduler nodes", replicas="64")
        .add("workers", "server", label="Worker fleet", replicas="1000")
        .chain("owners", "api", "store")
        .link("nodes", "store", description="claim due runs")
    )
    if queue:
        return sketch.add("runs", "queue", label="Dispatch queue").chain("nodes", "runs", "workers")
    return sketch.link("nodes", "workers")


@pytest.mark.parametrize("queue", [True, False])
def test_runs_fired_from_the_store_reach_the_workers(queue: bool) -> None:
    result = run_problem("job-scheduler", scheduler(queue).document())
    dispatch = flow(result, "dispatch")
    middle = ["Scheduler nodes", "Dispatch queue"] if queue else ["Scheduler nodes"]
    assert list(dispatch.path) == ["Job store", *middle, "Worker fleet"]
    assert dispatch.peak_rps == pytest.approx(RUNS_FIRED)
    assert component(result, "workers").arrival_rps == pytest.approx(RUNS_FIRED)


def test_the_runs_fired_are_not_also_sent_by_the_clients() -> None:
    result = run_problem("job-scheduler", scheduler().document())
    figures = brief_of("job-scheduler")
    # The owners send what is left of the brief's writes, and its reads.
    submitted = figures.writes.peak - RUNS_FIRED
    assert flow(result, "schedule").peak_rps == pytest.approx(submitted)
    assert component(result, "api").arrival_rps == pytest.approx(submitted + figures.reads.peak)
