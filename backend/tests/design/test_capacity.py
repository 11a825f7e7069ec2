"""The capacity table's figures for products that do far more a node than their role's: told by
the label or by what the properties say the part runs."""

from systemcraft.design.capacity import PER_SECOND, engine_of, per_second


def test_scylla_and_memcached_carry_more_a_node_than_their_roles_figure() -> None:
    assert per_second("database", "Update log (ScyllaDB)") == 100_000
    assert per_second("database", "Messages", engine_of({"engine": "ScyllaDB"})) == 100_000
    memcached = engine_of({"node": "memcached 1.6, -m 100g -t 16"})
    assert per_second("cache", "pool 'main' / AZ-a", memcached) == 500_000
    # The role's own figure otherwise: a Redis node, a relational primary, a Cassandra node.
    assert per_second("cache", "Session cache (Redis)") == PER_SECOND["cache"]
    assert per_second("database", "Orders (PostgreSQL)") == PER_SECOND["database"]
    assert per_second("database", "Messages (Cassandra)") == PER_SECOND["database"]
    # A product named on a part of another role changes nothing.
    assert per_second("service", "Scylla loader") == PER_SECOND["service"]
