"""Connections that carry items in batches (batching.py): past one, each request stands for a
batch, so the parts behind it see the brief's items divided by the batch's size."""

import pytest

from systemcraft.simulation.engine import Failure, Settings
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run


def pipeline(description: str, protocol: str = "HTTP", sender: str = "server") -> Sketch:
    """A client calls an API that writes to a store; `description` is on the second hop."""
    return (
        Sketch()
        .add("web", "client")
        .add("api", sender, label="Ingest API", replicas="10")
        .add("db", "database", label="Events store")
        .link("web", "api")
        .link("api", "db", protocol=protocol, description=description)
    )


def at_store(design: Sketch, writes: float = 5_000) -> float:
    result = run(design.document(), brief(reads=0, writes=writes))
    return component(result, "db").arrival_rps


def test_a_connection_that_says_nothing_of_batches_carries_one_request_per_item() -> None:
    assert at_store(pipeline("insert each event")) == pytest.approx(5_000, rel=0.01)


@pytest.mark.parametrize(
    ("description", "protocol", "size"),
    [
        ("push batches of ~5,000 samples every 10 s", "HTTPS", 5_000),
        ("bulk chunks of 1,000 recipients", "TCP", 1_000),
        ("200 events per batch", "TCP", 200),
        ("upsert the window totals", "HTTP (batched inserts)", 10),
        ("write the finished top 100s every minute", "TCP", 10),
        ("flush the counters every second", "TCP", 10),
        # A window's totals: far fewer rows than the items counted into them.
        ("per-minute rows (transactional)", "TCP", 10),
        ("1-min counts per ad", "TCP", 10),
        ("hourly aggregates", "TCP", 10),
    ],
)
def test_a_batching_connection_sends_one_request_per_batch(
    description: str, protocol: str, size: float
) -> None:
    """The size the text states, or a cautious 10 when it states none (a number that is not
    a batch's size, like 'top 100s', is not read as one)."""
    assert at_store(pipeline(description, protocol)) == pytest.approx(5_000 / size, rel=0.01)


def test_a_client_asking_on_a_schedule_is_polling_and_each_poll_counts() -> None:
    design = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Status API", replicas="10")
        .add("db", "database", label="Status store")
        .link("web", "api", description="poll the status every 5 s")
        .link("api", "db")
    )
    result = run(design.document(), brief(reads=20_000))
    assert component(result, "api").arrival_rps == pytest.approx(20_000, rel=0.01)


@pytest.mark.parametrize(
    "description",
    [
        "publish to push.bulk",  # a topic's name
        "no batching: one insert per event",
        "INCR the counter; the key expires every minute",  # how often something else happens
        "health check every 5 s",
        "write, then flush the cache entry",
        "read the second rows of each page",
    ],
)
def test_text_about_something_else_is_not_a_batch(description: str) -> None:
    assert at_store(pipeline(description)) == pytest.approx(5_000, rel=0.01)


def test_batches_stay_batches_past_the_connection_that_made_them() -> None:
    """Agents push batches; the API writes what each batch carried as one request onward."""
    design = (
        Sketch()
        .add("web", "client", label="Agents")
        .add("api", "server", label="Ingest API", replicas="10")
        .add("db", "database", label="Samples store")
        .link("web", "api", description="push batches of 500 samples")
        .link("api", "db")
    )
    result = run(design.document(), brief(reads=0, writes=1_000_000))
    assert component(result, "api").arrival_rps == pytest.approx(2_000, rel=0.01)
    assert component(result, "db").arrival_rps == pytest.approx(2_000, rel=0.01)


def test_a_batch_thins_the_load_past_it_but_not_who_waits_on_it() -> None:
    """Behind a batching connection the store sees one request a batch, but a request still
    passes the store: when it is down, the flow fails."""
    design = pipeline("push batches of 500 events")
    healthy = run(design.document(), brief(reads=0, writes=5_000))
    down = run(
        design.document(),
        brief(reads=0, writes=5_000),
        Settings(failures=(Failure("db", "down"),)),
    )
    assert component(healthy, "db").arrival_rps == pytest.approx(10, rel=0.01)
    assert down.flows[0].success_rate < 0.5
