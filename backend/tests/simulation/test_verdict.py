"""The verdict agrees with the load at which the design breaks (verdict.py)."""

from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run
from tests.simulation.test_ways import rubric

EVENTS = rubric(
    {"id": "record", "name": "Record an event", "path": ["client", "service", "database"]}
)


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
