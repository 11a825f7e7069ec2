"""What a broker's consumers do with the messages a flow of the brief leaves there, when the
brief has no flow of its own for them (drains.py): a score API appends each win to a log,
and appliers take the wins on to the scores database."""

import pytest

from systemcraft.simulation.engine import Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run
from tests.simulation.test_ways import rubric

RECORD = {
    "id": "record",
    "name": "Record a win",
    "path": [["client", "service"], ["log", "queue"]],
    "durable_before_answer": True,
}
WINS = 4_000  # the brief's writes a second at peak


def scores(appliers: str = "8", polled: str = "") -> Sketch:
    return (
        Sketch()
        .add("hosts", "client", label="Game servers")
        .add("api", "server", label="Score API", replicas="2")
        .add("log", "queue", label="Wins log")
        .add("appliers", "worker", label="Score appliers", replicas=appliers)
        .add("db", "database", label="Scores DB", replicas="4")
        .add("locks", "coordination", label="Leases (etcd)", replicas="3")
        .link("hosts", "api", description="report wins")
        .link("api", "log")
        .link("log", "appliers", description=polled)
        .link("appliers", "db")
        .link("appliers", "locks")
    )


def run_scores(sketch: Sketch) -> Simulation:
    return run(sketch.document(), brief(0, writes=WINS), rubric=rubric(RECORD))


def test_the_consumers_of_a_log_a_flow_ends_at_take_its_messages_on_to_the_store() -> None:
    result = run_scores(scores())
    assert component(result, "appliers").arrival_rps == pytest.approx(WINS)
    assert component(result, "db").arrival_rps == pytest.approx(WINS)
    # A coordination service hands out leases; it keeps none of the messages.
    assert component(result, "locks").arrival_rps == 0
    drain = next(f for f in result.flows if f.id == "drain-log")
    assert drain.name == "Messages from Wins log to its consumers"
    assert drain.target_p99_ms is None  # no answer waits on it


def test_too_few_consumers_leave_a_growing_backlog_and_batches_let_them_keep_up() -> None:
    # 2 appliers take about 2,000 messages a second, one at a time: half the wins wait.
    behind = run_scores(scores(appliers="2"))
    assert component(behind, "log").queue_depth > 0
    # Polled 100 at a time, each request takes a hundred wins: nothing waits.
    batched = run_scores(scores(appliers="2", polled="poll in batches of 100"))
    assert component(batched, "appliers").arrival_rps == pytest.approx(WINS / 100)
    assert component(batched, "log").queue_depth == 0


def test_consumers_a_flow_of_the_brief_keeps_busy_take_no_second_load() -> None:
    """The players' app also asks the appliers for a rank: the brief's own flow passes them."""
    read = {"id": "rank", "name": "Read a rank", "path": ["client", "worker", "database"]}
    sketch = scores().add("players", "client", label="Players").link("players", "appliers")
    result = run(sketch.document(), brief(1000, writes=WINS), rubric=rubric(RECORD, read))
    assert all(not f.id.startswith("drain") for f in result.flows)
    assert component(result, "appliers").arrival_rps == pytest.approx(1000)


def test_a_change_stream_from_the_store_carries_every_write_on_to_its_consumers() -> None:
    """The score API writes the database; the database's change feed (drawn from it) feeds the
    log the appliers read."""
    placed = {**RECORD, "path": [["client", "service"], "database"]}
    sketch = (
        Sketch()
        .add("hosts", "client", label="Game servers")
        .add("api", "server", label="Score API", replicas="2")
        .add("db", "database", label="Scores DB", replicas="4")
        .add("log", "queue", label="Score changes")
        .add("indexer", "worker", label="Rank indexer", replicas="8")
        .add("ranks", "search", label="Rank search", replicas="3")
        .chain("hosts", "api", "db")
        .link("db", "log", description="change feed", sync="Asynchronous")
        .chain("log", "indexer", "ranks")
    )
    result = run(sketch.document(), brief(0, writes=WINS), rubric=rubric(placed))
    assert component(result, "indexer").arrival_rps == pytest.approx(WINS)
    assert component(result, "ranks").arrival_rps == pytest.approx(WINS)
