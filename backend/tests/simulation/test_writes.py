"""Where a write goes from a service joined to several stores (writes.py): to each store it
writes, not shared between them as a balancer shares requests; shared only between the parts
of one store, and kept from a store its connection says it only reads."""

import pytest

from systemcraft.simulation.engine import Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, run
from tests.simulation.test_ways import rubric

PLACE = {
    "id": "place",
    "name": "Place an order",
    "path": ["client", ["database", "log", "queue"]],
    "durable_before_answer": True,
}
ORDERS = 3_000  # the brief's writes a second at peak


def shop(*stores: tuple[str, str, str], described: str = "") -> Simulation:
    sketch = (
        Sketch()
        .add("web", "client", label="Shop app")
        .add("api", "server", label="Order service", replicas="4")
        .link("web", "api")
    )
    for store_id, kind, label in stores:
        sketch.add(store_id, kind, label=label, replicas="3").link(
            "api", store_id, description=described if store_id == "stats" else ""
        )
    return run(sketch.document(), brief(0, writes=ORDERS), rubric=rubric(PLACE))


def test_a_write_reaches_every_store_its_service_writes() -> None:
    result = shop(("orders", "database", "Orders DB"), ("events", "queue", "Order events (Kafka)"))
    assert component(result, "orders").arrival_rps == pytest.approx(ORDERS)
    assert component(result, "events").arrival_rps == pytest.approx(ORDERS)


def test_the_shards_of_one_store_share_the_writes() -> None:
    result = shop(("a", "database", "Orders shard 1"), ("b", "database", "Orders shard 2"))
    assert component(result, "a").arrival_rps == pytest.approx(ORDERS / 2)
    assert component(result, "b").arrival_rps == pytest.approx(ORDERS / 2)


def test_a_store_the_service_only_queries_takes_none_of_the_writes() -> None:
    result = shop(
        ("orders", "database", "Main DB"),
        ("stats", "database", "Sales totals"),
        described="stats: query the daily totals",
    )
    assert component(result, "orders").arrival_rps == pytest.approx(ORDERS)
    assert component(result, "stats").arrival_rps == 0


def test_a_cache_the_writer_calls_beside_the_store_takes_each_write_too() -> None:
    """The order service refreshes its cache as it writes: both carry every order."""
    result = shop(("orders", "database", "Main DB"), ("hot", "cache", "Order cache"))
    assert component(result, "orders").arrival_rps == pytest.approx(ORDERS)
    assert component(result, "hot").arrival_rps == pytest.approx(ORDERS)


def test_a_balancer_sends_a_write_to_the_service_its_connection_says_writes() -> None:
    """Nothing in the flow's name tells the services apart; their connections do."""
    sketch = (
        Sketch()
        .add("web", "client", label="Shop app")
        .add("lb", "load-balancer", label="Load balancer")
        .add("writer", "server", label="Service A", replicas="4")
        .add("reader", "server", label="Service B", replicas="4")
        .add("db", "database", label="Main DB", replicas="3")
        .link("web", "lb")
        .link("lb", "writer", description="create and update orders")
        .link("lb", "reader", description="get the order page")
        .link("writer", "db")
        .link("reader", "db")
    )
    result = run(sketch.document(), brief(0, writes=ORDERS), rubric=rubric(PLACE))
    assert component(result, "writer").arrival_rps == pytest.approx(ORDERS)
    assert component(result, "reader").arrival_rps == 0
