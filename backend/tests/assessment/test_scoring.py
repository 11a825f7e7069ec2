"""Scores rise with design quality and depend on the problem being answered."""

import pytest

from systemcraft.assessment.engine import Finding, assess
from systemcraft.assessment.engine.scoring.without_rubric import score_without_rubric
from systemcraft.design import read_document
from tests.assessment.builders import Sketch

CHECKED_LB = {"healthCheck": "HTTP"}


def first_sketch() -> Sketch:
    return Sketch().add("db", replication="none").chain("web", "api", "db")


def load_balanced(**lb: str) -> Sketch:
    sketch = Sketch().add("lb", **CHECKED_LB, **lb).add("db", replication="none")
    return sketch.chain("web", "lb", "api1", "db").chain("lb", "api2", "db")


def url_shortener_designs() -> list[Sketch]:
    good = (
        Sketch()
        .add("lb", replicas="2", **CHECKED_LB)
        .add("cache", ttl="1h")
        .add("db", replication="primary-replica")
        .chain("web", "lb", "api1", "db")
        .chain("lb", "api2", "db")
        .link("api1", "cache")
        .link("api2", "cache")
    )
    return [first_sketch(), load_balanced(), good]


def chat_designs() -> list[Sketch]:
    pushed = (
        Sketch()
        .add("lb", **CHECKED_LB)
        .add("db", replication="none")
        .link("web", "lb", protocol="WebSocket")
        .chain("lb", "api1", "db")
        .chain("lb", "api2", "db")
    )
    good = (
        Sketch()
        .add("lb", replicas="2", **CHECKED_LB)
        .add("db", replication="primary-replica", shards="16")
        .add("queue", durability="persistent")
        .add("topic", retention="7 days")
        .add("worker", replicas="2")
        .link("web", "lb", protocol="WebSocket")
        .chain("lb", "api1", "db")
        .chain("lb", "api2", "db")
    )
    for api in ("api1", "api2"):
        good.link(api, "topic").link("topic", api).link(api, "queue")
    good.chain("queue", "worker", "db")
    return [first_sketch(), pushed, good]


def video_designs() -> list[Sketch]:
    edge = load_balanced().link("web", "cdn").link("cdn", "lb")
    good = (
        Sketch()
        .add("lb", replicas="2", **CHECKED_LB)
        .add("db", replication="primary-replica")
        .add("cache", ttl="10 min")
        .add("queue", durability="persistent")
        .add("worker", replicas="3")
        .chain("web", "cdn", "lb", "api1", "db")
        .chain("lb", "api2", "db")
        .chain("api1", "queue", "worker", "db")
        .link("api2", "queue")
        .link("api1", "cache")
        .link("api2", "cache")
    )
    return [first_sketch(), edge, good]


@pytest.mark.parametrize(
    ("problem_id", "designs"),
    [
        ("url-shortener", url_shortener_designs()),
        ("chat-app", chat_designs()),
        ("video-streaming", video_designs()),
    ],
)
def test_better_designs_score_strictly_higher(problem_id: str, designs: list[Sketch]) -> None:
    totals = [design.assess(problem_id).scores.total for design in designs]
    assert totals == sorted(set(totals)), totals
    assert totals[-1] >= 12, totals


def test_the_same_design_is_judged_against_its_problem() -> None:
    design = url_shortener_designs()[-1]
    shortener, chat = design.assess("url-shortener"), design.assess("chat-app")
    assert shortener.scores.total > chat.scores.total
    chat_only = {f.rule_id for f in chat.findings} - {f.rule_id for f in shortener.findings}
    assert {"realtime", "fan-out", "database-sharding"} <= chat_only


def test_an_empty_design_scores_zero_everywhere() -> None:
    scores = assess(read_document({"design": {"components": [], "connections": []}})).scores
    assert (scores.scalability, scores.consistency, scores.fault_tolerance, scores.total) == (
        0,
        0,
        0,
        0,
    )
    assert scores.max_score == 15


def finding(rule_id: str, severity: str, dimension: str = "scalability") -> Finding:
    return Finding.model_validate(
        {
            "rule_id": rule_id,
            "dimension": dimension,
            "severity": severity,
            "components": [],
            "message": "m",
            "why": "w",
            "lesson": "caching",
        }
    )


def test_the_arithmetic_is_the_documented_one() -> None:
    assert score_without_rubric([], empty=False).scalability == 2
    strengths = [finding(f"r{i}", "strength") for i in range(5)]
    # Strengths add at most 3.
    assert score_without_rubric(strengths, empty=False).scalability == 5
    repeated = [finding("spof", "major") for _ in range(4)]
    # One rule takes away at most 2.
    assert score_without_rubric(repeated, empty=False).scalability == 0
    mixed = [finding("a", "strength"), finding("b", "minor")]
    # 2 + 1 - 0.5 = 2.5 rounds half up.
    assert score_without_rubric(mixed, empty=False).scalability == 3
    other = score_without_rubric([finding("a", "major", "consistency")], empty=False)
    assert (other.scalability, other.consistency, other.fault_tolerance, other.total) == (
        2,
        1,
        2,
        5,
    )


def test_a_critical_finding_caps_every_dimension_at_one() -> None:
    findings = [finding(f"r{i}", "strength", "consistency") for i in range(3)]
    findings.append(finding("client-to-data", "critical", "fault_tolerance"))
    scores = score_without_rubric(findings, empty=False)
    assert (scores.scalability, scores.consistency, scores.fault_tolerance) == (1, 1, 0)
