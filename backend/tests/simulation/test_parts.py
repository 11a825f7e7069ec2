"""Each component's copies as the simulation runs them (parts.py)."""

from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run


def test_a_box_runs_one_copy_though_it_states_none_or_its_fleet_gets_no_traffic() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("api", "server", label="Link service")
        .add("reports", "server", label="Report service")  # behind the balancer: a fleet
        .add("spare", "server", label="Spare service", replicas="0")
        .add("db", "database")
        .chain("web", "lb", "api", "db")
        .link("lb", "reports")
        .link("api", "spare")
    )
    result = run(sketch.document(), brief(8000))
    # Neither is on the way to the store, so no request reaches them.
    assert component(result, "reports").arrival_rps == component(result, "spare").arrival_rps == 0
    assert component(result, "reports").copies == component(result, "spare").copies == 1
    # A fleet behind a balancer is sized for what reaches it: 8,000 a second at 70% of 5,000.
    assert component(result, "api").copies == 3
