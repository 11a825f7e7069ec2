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


def test_a_stream_processor_and_an_id_generator_serve_more_than_general_workers() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("counter", "server", label="Click counting job (Flink)", replicas="2")
        .add("ids", "server", label="ID generators", replicas="2")
        .add("thumbs", "server", label="Thumbnail workers", replicas="2")
        .add("fanout", "server", label="Fan-out workers", replicas="2")
        .add("receipts", "server", label="Receipt worker", replicas="2")
        .add("dispatch", "server", label="Dispatch service", replicas="2")
        .chain("web", "counter")
        .chain("web", "ids")
        .chain("web", "thumbs")
        .chain("web", "fanout")
        .chain("web", "receipts")
        .chain("web", "dispatch")
    )
    result = run(sketch.document(), brief(100))
    served = {c.id: c.capacity_per_copy_rps for c in result.components}
    assert served["counter"] == 50_000
    assert served["ids"] == 100_000
    assert served["thumbs"] == 1_000
    # A worker that only passes messages on handles ten times a job that does real work; a
    # service named for dispatching (a ride's matcher) keeps the service's figure.
    assert served["fanout"] == served["receipts"] == 10_000
    assert served["dispatch"] == 5_000


def test_a_store_that_splits_its_data_is_sized_for_the_writes_when_no_count_is_stated() -> None:
    """Cassandra adds nodes as writes grow, like a fleet behind a balancer; a relational
    primary stated as nothing is one box, and 30,000 writes a second are too many for it."""

    def store_at_peak(label: str) -> tuple[int, str, bool]:
        sketch = (
            Sketch()
            .add("web", "client")
            .add("api", "server", label="Message service", replicas="10")
            .add("db", "database", label=label)
            .chain("web", "api", "db")
        )
        result = run(sketch.document(), brief(reads=0, writes=30_000))
        store = component(result, "db")
        return store.copies, store.state, store.sized_for_peak

    # 30,000 a second at 70% of 10,000, and the answer says the run chose the count.
    assert store_at_peak("Messages (Cassandra)") == (5, "ok", True)
    assert store_at_peak("Messages (PostgreSQL)") == (1, "saturated", False)
