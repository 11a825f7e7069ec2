"""Traffic per design connection (edge_traffic.py): what each connection the learner drew
carries, from the brief's figures along the routes, at the moment the components report."""

from collections.abc import Callable

import pytest

from systemcraft.simulation.engine import Settings, Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, brief_of, component, flow, run, run_problem


def rps(result: Simulation, connection_id: str) -> float:
    return next(c.rps for c in result.connections if c.id == connection_id)


def balanced() -> Sketch:
    """c1 web→lb, c2 lb→api1, c3 lb→api2, c4 api1→db, c5 db→api2 (drawn the other way)."""
    return (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("api1", "server", replicas="2")
        .add("api2", "server", replicas="2")
        .add("db", "database", replicas="3")
        .chain("web", "lb", "api1", "db")
        .link("lb", "api2")
        .link("db", "api2")
    )


def test_a_balancer_splits_the_briefs_requests_over_its_connections() -> None:
    result = run(balanced().document(), brief(900, writes=100))
    # No rubric: one flow carries the brief's reads and writes, 1,000 a second at peak.
    assert rps(result, "c1") == pytest.approx(1000)
    assert rps(result, "c2") == pytest.approx(500)
    assert rps(result, "c3") == pytest.approx(500)
    assert rps(result, "c4") == pytest.approx(500)
    # A request from api2 to the database follows the connection drawn from the database.
    assert rps(result, "c5") == pytest.approx(500)


@pytest.mark.parametrize(
    ("settings", "times"), [(Settings(load=2), 2), (Settings(shape="spike"), 3)]
)
def test_connections_carry_the_load_of_the_second_the_components_report(
    settings: Settings, times: float
) -> None:
    result = run(balanced().document(), brief(900, writes=100), settings)
    assert rps(result, "c1") == pytest.approx(1000 * times)
    assert rps(result, "c1") == pytest.approx(component(result, "lb").arrival_rps)
    assert rps(result, "c4") + rps(result, "c5") == pytest.approx(
        component(result, "db").arrival_rps
    )


def cache_aside() -> Sketch:
    """c1 web→api, c2 api→cache, c3 api→db: the service asks the cache, then the store."""
    return Sketch().chain("web", "api", "cache").link("api", "db")


def read_through() -> Sketch:
    """c1 web→api, c2 api→cache, c3 cache→db: the service asks only the cache, which asks the
    store on a miss."""
    return Sketch().chain("web", "api", "cache", "db")


@pytest.mark.parametrize("sketch", [cache_aside, read_through])
@pytest.mark.parametrize("hit_ratio", [0.0, 0.7, 1.0])
def test_only_the_caches_misses_travel_on_to_the_store(
    sketch: Callable[[], Sketch], hit_ratio: float
) -> None:
    chosen = Settings(hit_ratios={"cache": hit_ratio})
    result = run(sketch().document(), brief(1000), chosen)
    assert rps(result, "c2") == pytest.approx(1000)
    assert rps(result, "c3") == pytest.approx(1000 * (1 - hit_ratio))
    assert component(result, "db").arrival_rps == pytest.approx(1000 * (1 - hit_ratio))


def test_a_flow_that_ends_at_a_cache_goes_on_to_the_store_behind_it() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("api", "server", replicas="8")
        .add("cache", "cache", replicas="3")
        .add("db", "database", replicas="3")
        .chain("web", "lb", "api", "cache", "db")
    )
    result = run_problem("url-shortener", sketch.document())
    figures = brief_of("url-shortener")
    assert flow(result, "redirect").path[-2:] == ("cache", "db")
    # Every new link is written through; a redirect reaches the store on a miss (80% hit).
    misses = figures.reads.peak * (1 - 0.8)
    assert component(result, "db").arrival_rps == pytest.approx(figures.writes.peak + misses)


def test_a_connection_no_flow_uses_carries_nothing() -> None:
    sketch = (
        balanced()
        .link("api1", "api2")  # c6: across the tier, on no shortest way
        .add("thumbs", "server", label="Thumbnail worker")
        .link("api1", "thumbs")  # c7: to a side service no request needs on its way
        .link("db", "db")  # c8: from a component to itself
    )
    result = run(sketch.document(), brief(1000))
    assert [rps(result, c) for c in ("c6", "c7", "c8")] == [0, 0, 0]
    assert rps(result, "c1") == pytest.approx(1000)


def test_connections_drawn_between_the_same_pair_share_its_requests() -> None:
    # c1 web→api, c2 and c3 api→db, c4 db→api: the two drawn the way requests go share them.
    sketch = Sketch().chain("web", "api", "db").link("api", "db").link("db", "api")
    result = run(sketch.document(), brief(1000))
    assert [rps(result, c) for c in ("c2", "c3", "c4")] == pytest.approx([500, 500, 0])


def test_retries_at_a_saturated_store_travel_its_connections_as_its_arrivals_count_them() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", replicas="20")
        .add("db", "database", replicas="1")
        .chain("web", "api", "db")
    )
    result = run(sketch.document(), brief(15_000))
    store = component(result, "db")
    assert store.state == "saturated"
    # Refused requests come back: more reach the store than the brief sends.
    assert store.arrival_rps > 15_000
    assert rps(result, "c2") == pytest.approx(store.arrival_rps)
    assert rps(result, "c1") == pytest.approx(15_000)
