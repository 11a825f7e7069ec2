"""The per-copy figures a learner writes on a part are read, so a count is checked against
their own assumption before any table's."""

import pytest

from systemcraft.coach.answering.stated import stated_connections, stated_rate


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("~200 pages/s per node", 200),
        ("20 fetchers (each ~200 pages/s)", 200),
        ("Go servers, 5,000 req/s per instance", 5_000),
        ("Redis at 100k ops/s per shard", 100_000),
        ("each node does 1,200 req/s", 1_200),
        ("10M connections / 50k per server = 200 servers", None),  # connections, not a rate
        ("the whole fleet handles 20k per second", None),  # the fleet's, not one copy's
    ],
)
def test_a_rate_one_copy_carries(text: str, rate: float | None) -> None:
    assert stated_rate(text) == rate


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("Each server holds ~50k sockets.", 50_000),
        ("50k connections each server", 50_000),
        ("200 servers behind the LB", None),
    ],
)
def test_connections_one_copy_holds(text: str, held: float | None) -> None:
    assert stated_connections(text) == held


def test_the_load_each_copy_takes_is_told_from_a_capacity() -> None:
    from systemcraft.coach.answering.stated import said_as_capacity, said_as_share

    # A decimal point is no sentence's end: "1.4M" stays whole.
    assert said_as_share("1.4M ops/s peak ~ 23k ops/s per node", 1_400_000)
    assert said_as_share("700k ops/s peak ~ 12k ops/s per node.", 700_000)
    assert not said_as_share("20 (each ~200 pages/s)", 4_000)
    assert said_as_capacity("Each document server can do ~20k ops/s -> 35, use 40.")
