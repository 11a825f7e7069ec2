"""horizontal-scaling and database-sharding."""

from systemcraft.assessment.engine import Expectations
from tests.assessment.builders import Sketch, found, problems, strengths

LB = {"healthCheck": "HTTP"}


def test_servers_without_a_load_balancer_can_only_grow_bigger() -> None:
    bare = Sketch().chain("web", "api", "db")
    assert [f.severity for f in problems(bare.assess("url-shortener"), "horizontal-scaling")] == [
        "major"
    ]
    assert [f.severity for f in problems(bare.assess(), "horizontal-scaling")] == ["minor"]


def test_a_small_problem_that_does_not_need_load_balancing_is_left_alone() -> None:
    quiet = Expectations.model_validate(
        {"peak_requests_per_second": 50, "capabilities": {"load_balancing": "not_needed"}}
    )
    result = Sketch().chain("web", "api", "db").assess_with(quiet)
    assert found(result, "horizontal-scaling") == []


def test_a_load_balancer_in_front_of_one_server_balances_nothing() -> None:
    result = Sketch().add("lb", **LB).chain("web", "lb", "api", "db").assess()
    [finding] = problems(result, "horizontal-scaling")
    assert (finding.severity, finding.message) == ("minor", "lb sends every request to api.")


def test_several_instances_behind_a_load_balancer_scale_out() -> None:
    two_boxes = Sketch().add("lb", **LB).chain("web", "lb", "api1", "db").chain("lb", "api2", "db")
    replicas = Sketch().add("lb", **LB).add("api", replicas="4").chain("web", "lb", "api", "db")
    for sketch in (two_boxes, replicas):
        result = sketch.assess()
        assert problems(result, "horizontal-scaling") == []
        assert strengths(result, "horizontal-scaling")
    [strength] = strengths(replicas.assess(), "horizontal-scaling")
    assert strength.message == "lb spreads requests over 4 instances of api."


def test_a_write_heavy_problem_needs_its_data_split() -> None:
    result = Sketch().chain("web", "api", "db").assess("chat-app")
    [finding] = problems(result, "database-sharding")
    assert finding.severity == "major"
    assert finding.message.startswith("About 70,000 writes per second")


def test_shards_or_a_partitioned_engine_answer_it() -> None:
    for props in ({"shards": "16"}, {"engine": "Cassandra"}, {"sharding": "by conversation id"}):
        result = Sketch().add("db", **props).chain("web", "api", "db").assess("chat-app")
        assert problems(result, "database-sharding") == []
        assert strengths(result, "database-sharding")


def test_a_modest_write_load_needs_no_sharding() -> None:
    result = Sketch().chain("web", "api", "db").assess("url-shortener")
    assert found(result, "database-sharding") == []
