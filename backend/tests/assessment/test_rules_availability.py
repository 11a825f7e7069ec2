"""single-point-of-failure and load-balancer-health-check."""

from tests.assessment.builders import Sketch, problems, strengths

CHECKED = {"healthCheck": "HTTP"}


def balanced(lb_props: dict[str, str]) -> Sketch:
    return Sketch().add("lb", **lb_props).chain("web", "lb", "api1", "db").chain("lb", "api2", "db")


def spofs(sketch: Sketch) -> list[list[str]]:
    return [f.components for f in problems(sketch.assess(), "single-point-of-failure")]


def test_a_lone_server_is_a_single_point_of_failure() -> None:
    [finding] = problems(Sketch().chain("web", "api", "db").assess(), "single-point-of-failure")
    assert finding.components == ["api"]
    assert finding.message == "If api fails, web can no longer reach db."
    assert finding.severity == "major"


def test_a_lone_load_balancer_is_one_but_the_servers_behind_it_are_not() -> None:
    [finding] = problems(balanced(CHECKED).assess(), "single-point-of-failure")
    assert finding.components == ["lb"]
    assert finding.lesson == "load-balancing"


def test_a_replicated_or_doubled_load_balancer_is_not() -> None:
    assert spofs(balanced({**CHECKED, "replicas": "2"})) == []
    doubled = Sketch()
    for lb in ("lb1", "lb2"):
        doubled.link("web", lb).link(lb, "api1").link(lb, "api2")
    doubled.link("api1", "db").link("api2", "db")
    assert spofs(doubled) == []
    assert strengths(doubled.assess(), "single-point-of-failure")


def test_a_read_through_cache_on_the_only_path_is_one() -> None:
    read_through = Sketch().add("api", replicas="3").chain("web", "api", "cache", "db")
    cache_aside = Sketch().add("api", replicas="3").chain("web", "api", "db").link("api", "cache")
    assert spofs(read_through) == [["cache"]]
    assert spofs(cache_aside) == []


def test_only_the_clients_that_lose_their_data_are_named() -> None:
    sketch = balanced({**CHECKED, "replicas": "2"}).chain("mobile", "api3", "db")
    [finding] = problems(sketch.assess(), "single-point-of-failure")
    assert finding.message == "If api3 fails, mobile can no longer reach db."


def test_losing_one_of_two_stores_counts() -> None:
    sketch = balanced({**CHECKED, "replicas": "2"}).chain("api1", "worker", "db2")
    assert spofs(sketch) == [["api1"], ["worker"]]
    assert spofs(sketch.link("api2", "worker")) == [["worker"]]


def test_dns_and_cdn_are_managed_services_not_single_points_of_failure() -> None:
    sketch = Sketch().add("api", replicas="2").chain("web", "dns", "cdn", "api", "db")
    assert spofs(sketch) == []


def test_a_load_balancer_without_health_checks_keeps_routing_to_dead_servers() -> None:
    [finding] = problems(balanced({"healthCheck": "none"}).assess(), "load-balancer-health-check")
    assert (finding.severity, finding.components) == ("major", ["lb"])
    single = Sketch().add("lb").chain("web", "lb", "api", "db").assess()
    assert [f.severity for f in problems(single, "load-balancer-health-check")] == ["minor"]


def test_a_clouds_managed_balancer_checks_its_targets_unless_switched_off() -> None:
    """An AWS ALB probes its targets by default: unsaid is not missing, but 'none' is."""
    unsaid = balanced({"label": "ALB"}).assess()
    assert problems(unsaid, "load-balancer-health-check") == []
    switched_off = balanced({"label": "ALB", "healthCheck": "none"}).assess()
    assert problems(switched_off, "load-balancer-health-check")
    # A balancer of our own (nginx) checks only what it is told to.
    assert problems(balanced({"label": "nginx"}).assess(), "load-balancer-health-check")


def test_health_checked_load_balancers_are_a_strength() -> None:
    result = balanced(CHECKED).assess()
    assert problems(result, "load-balancer-health-check") == []
    assert strengths(result, "load-balancer-health-check")


def test_a_balancer_connected_to_nothing_is_not_praised_for_its_health_checks() -> None:
    loose = Sketch().chain("web", "api", "db").add("lb", healthCheck="HTTP /health")
    assessment = loose.assess()
    assert not strengths(assessment, "load-balancer-health-check")
    assert "isolated-component" in {f.rule_id for f in assessment.findings}
