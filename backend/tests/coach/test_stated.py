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
