"""The verdict agrees with the load at which the design breaks (verdict.py)."""

from systemcraft.simulation.engine import Settings
from systemcraft.simulation.engine.results import MAX_UTILIZATION
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run
from tests.simulation.test_ways import rubric

EVENTS = rubric(
    {"id": "record", "name": "Record an event", "path": ["client", "service", "database"]}
)
RECORD = rubric({"id": "record", "name": "Record an event", "path": ["client", "service"]})


def test_a_part_past_capacity_that_no_caller_waits_for_is_not_a_design_that_holds() -> None:
    # The service answers at once and writes the event without waiting; the store cannot
    # keep up, though no request fails or waits for it.
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Events API", replicas="10")
        .add("db", "database", label="Events DB")
        .link("web", "api")
        .link("api", "db", sync="Asynchronous")
    )
    result = run(sketch.document(), brief(0, writes=15_000), rubric=EVENTS)
    assert component(result, "db").state == "saturated"
    assert all(flow.success_rate == 1 for flow in result.flows)
    assert result.verdict == "degraded"
    assert result.breaking_load is not None
    assert result.breaking_load < 1
    assert not result.summary.startswith("Holds")


def test_a_design_that_carries_no_request_fails_and_says_why() -> None:
    lone = Sketch().add("web", "client").add("api", "server", label="Events API")
    for sketch in (Sketch(), lone):
        result = run(sketch.document(), brief(1000, writes=100), rubric=EVENTS)
        assert result.verdict == "fails"
        assert result.summary.startswith("Nothing in the design carries the brief's requests")


def test_utilization_far_past_capacity_is_reported_capped_every_second() -> None:
    # One server's 5,000 a second against 3 million writes a second: 600 times its capacity at
    # the ramp's top, reported as MAX_UTILIZATION there and as the figure itself lower down.
    sketch = Sketch().add("web", "client").add("api", "server", label="Events API")
    sketch.link("web", "api")
    result = run(
        sketch.document(), brief(0, writes=3_000_000), Settings(shape="ramp"), rubric=RECORD
    )
    busy = [step.components["api"].utilization for step in result.timeline]
    assert max(busy) == MAX_UTILIZATION
    # The first second brings 5 times its capacity, more with the callers' retries.
    assert 5 < busy[0] < MAX_UTILIZATION
    assert busy == sorted(busy)
    assert component(result, "api").utilization == MAX_UTILIZATION
