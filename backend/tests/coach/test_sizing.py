"""The coach's sizing lines (coach/sizing.py) read off a run of the simulation."""

from systemcraft.coach.sizing import sizing
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, run
from tests.simulation.test_ways import rubric

ORDERS = rubric(
    {
        "id": "place",
        "name": "Place an order",
        "path": ["client", "service", "database"],
        "durable_before_answer": True,
    }
)


def three_tier() -> Sketch:
    return (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Orders API", replicas="2")
        .add("db", "database", label="Orders DB", replicas="2")
        .chain("web", "api", "db")
    )


def test_writes_past_one_primary_need_shards() -> None:
    result = run(three_tier().document(), brief(0, writes=30_000), rubric=ORDERS)
    [line] = sizing(result, ["db"]).lines
    # 30,000 writes at 70% of the 10,000 one primary takes: 5 shards.
    assert "30,000 writes need about 5 shards" in line
    assert "reads need" not in line


def test_a_named_service_short_of_copies_is_told_how_many_to_run() -> None:
    result = run(three_tier().document(), brief(9_000))
    [line] = sizing(result, ["api"]).lines
    assert line.startswith("- **Orders API**: 9,000 requests a second at the brief's peak")
    # 9,000 at 70% of 5,000 a copy: 3 copies, one more than the 2 drawn.
    assert line.endswith("To stay under 70%, run 3 copies.")


def test_without_a_named_part_the_busiest_are_sized() -> None:
    result = run(three_tier().document(), brief(1_000))
    lines = sizing(result, []).lines
    assert [line.split("**")[1] for line in lines] == ["Orders API", "Orders DB"]
    assert sizing(result, []).summary == result.summary
