"""What a cache answers: the share of reads its design states ("hit rate: 95%"), unless the
run sets one; and cache-aside, where the service asks the cache and, on a miss, the store
itself: the flow to the store carries the misses of the flow that ends at the cache."""

import pytest

from systemcraft.simulation.engine import Settings
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief_of, component, flow, run_problem


def url_shortener(**cache: str) -> Sketch:
    return (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("api", "server", replicas="8")
        .add("cache", "cache", replicas="3", **cache)
        .add("db", "database", replicas="3")
        .chain("web", "lb", "api", "cache", "db")
    )


@pytest.mark.parametrize(
    ("stated", "chosen", "hits"),
    [
        ({}, None, 0.8),  # the default for a cache
        ({"hit_rate": "95% of reads"}, None, 0.95),
        ({"notes": "miss rate about 2%"}, None, 0.98),
        ({"hit_rate": "95%"}, 0.5, 0.5),  # the run's setting wins
    ],
)
def test_a_cache_answers_the_share_its_design_states_unless_the_run_sets_one(
    stated: dict[str, str], chosen: float | None, hits: float
) -> None:
    settings = Settings(hit_ratios={} if chosen is None else {"cache": chosen})
    result = run_problem("url-shortener", url_shortener(**stated).document(), settings)
    figures = brief_of("url-shortener")
    misses = figures.reads.peak * (1 - hits)
    assert component(result, "db").arrival_rps == pytest.approx(figures.writes.peak + misses)
    assert component(result, "cache").hit_ratio == pytest.approx(hits)
    assert component(result, "db").hit_ratio is None


def shared_cache(database_copies: str, **cache: str) -> Sketch:
    """Application servers ask the cache nodes by key, and fill a miss from the database."""
    return (
        Sketch()
        .add("apps", "server", label="Application servers", replicas="2000")
        .add("nodes", "cache", label="Cache nodes", replicas="64", **cache)
        .add("db", "database", label="Service databases", replicas=database_copies)
        .link("apps", "nodes")
        .link("apps", "db", description="misses")
    )


@pytest.mark.parametrize(("stated", "hits"), [({}, 0.8), ({"hit_rate": "97%"}, 0.97)])
def test_the_miss_path_carries_the_reads_the_cache_did_not_answer(
    stated: dict[str, str], hits: float
) -> None:
    result = run_problem("distributed-cache", shared_cache("200", **stated).document())
    figures = brief_of("distributed-cache")
    # Every get, set and delete goes to the cache nodes; only the misses reach the databases.
    assert component(result, "nodes").arrival_rps == pytest.approx(
        figures.reads.peak + figures.writes.peak
    )
    assert component(result, "db").arrival_rps == pytest.approx(figures.reads.peak * (1 - hits))
    # The brief's 2 ms are the cache's answers; a database read on a miss is the caller's.
    assert flow(result, "read-write").target_p99_ms == 2
    assert flow(result, "miss-fill").target_p99_ms is None


def test_misses_a_database_cannot_take_fail_the_design() -> None:
    result = run_problem("distributed-cache", shared_cache("2", hit_rate="97%").document())
    assert result.verdict == "fails"
    assert flow(result, "miss-fill").success_rate < 0.5
    assert result.first_failure is not None
    assert result.first_failure.component_id == "db"


def test_only_a_store_the_caller_waits_on_takes_a_caches_misses() -> None:
    """The rate limiter's gateways count each request in the counter store; the upstream they
    let requests on to is another way, and the key directory they load from in the background
    is not asked on a request: neither takes the counter store's misses."""
    limiter = (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("gw", "server", label="API gateways", replicas="200")
        .add("counters", "cache", label="Redis Cluster (sliding windows)", replicas="24")
        .add("upstream", "server", label="Upstream API services", replicas="300")
        .add("keys", "database", label="API key directory")
        .chain("web", "lb", "gw", "counters")
        .link("gw", "upstream")
        .link("gw", "keys", sync="Asynchronous", description="background load on a miss")
    )
    result = run_problem("rate-limiter", limiter.document("rate-limiter"))
    checks = brief_of("rate-limiter").reads.peak + brief_of("rate-limiter").writes.peak
    assert component(result, "counters").arrival_rps == pytest.approx(checks, rel=0.01)
    assert component(result, "keys").arrival_rps == component(result, "upstream").arrival_rps == 0
    assert component(result, "keys").state == "ok"
