"""What the engine says about a design against its problem's brief: the flows it lacks, advice
that fits each component, the interviewer's open questions, and a verdict that agrees."""

from collections import Counter

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.rubric.redundancy import redundant
from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.assessment.engine.wording.phrases import figure_text
from systemcraft.design import read_document
from tests.assessment.builders import Sketch, checked, expectations

SHORTENER = "url-shortener"


def shortener(**db: str) -> Sketch:
    sketch = Sketch().add("lb", label="Load balancer")
    sketch.add("api", label="Redirect service (short link, alias, expiry)")
    sketch.add("cache", label="Hot links cache (redirect)")
    sketch.add("db", label="Links DB (short code -> long url)", **db)
    return sketch.chain("web", "lb", "api", "cache").link("api", "db")


def judged(sketch: Sketch) -> RubricResult:
    rubric = expectations(SHORTENER).rubric
    assert rubric is not None
    return checked(read_document(sketch.document(SHORTENER)), rubric)


def by_rule(assessment: Assessment, rule_id: str) -> list[str]:
    return [f.message for f in assessment.findings if f.rule_id == rule_id]


def test_a_missing_flow_is_named_in_a_finding_and_in_the_verdict() -> None:
    video = Sketch().add("api", label="Video playback service (manifest, HLS segments)")
    video.add("db", label="Video metadata DB (title, view count, processing status)")
    judged = video.chain("web", "api", "db").judge("video-streaming")
    missing = by_rule(judged, "brief-flow")
    assert any("“Upload the original”" in message for message in missing)
    assert "does not cover the brief yet: it has no path for" in judged.analysis
    assert judged.scores.total <= 7


def test_each_single_copy_gets_the_advice_that_fits_what_it_is() -> None:
    judged = shortener().judge(SHORTENER)
    alone = {tuple(f.components): f for f in judged.findings if f.rule_id.endswith("failure")}
    # The service sits behind the load balancer, so it is taken to run as several copies.
    assert set(alone) == {("lb",), ("cache",), ("db",)}
    steps = judged.analysis.split("### Next steps")[1].split("###")[0]
    assert "active-passive pair" in steps  # the load balancer
    assert "automatic failover (a Redis cluster or Sentinel)" in steps  # the cache
    assert "standby to **Links DB" in steps  # the database, and only the database is promoted
    assert steps.count("promotion") == 1


def test_object_storage_is_never_asked_for_replicas_or_promotion() -> None:
    video = Sketch().add("store", "database", label="S3 video bucket").chain("web", "api", "store")
    judged = video.judge("video-streaming")
    assert not [f for f in judged.findings if "store" in f.components and f.severity != "strength"]


def test_only_unanswered_questions_are_asked_and_answered_ones_count() -> None:
    codes = "How are short codes generated so they never collide"
    plain = shortener()
    assert any(codes in d.question for d in judged(plain).open_questions)
    answered = shortener(replication="sync standby")
    answered.components[-1]["metadata"]["customLogic"] = (
        "Codes are base62 from counter ranges handed to each server, so they never collide."
    )
    assert not any(codes in d.question for d in judged(answered).open_questions)
    better = answered.judge(SHORTENER)
    assert codes not in better.analysis
    assert "### Questions an interviewer would ask" in better.analysis
    assert better.scores.total > plain.judge(SHORTENER).scores.total


def test_a_client_wired_to_the_database_is_a_problem_and_never_redundancy() -> None:
    bypassing = shortener().link("web", "db")
    judged = bypassing.judge(SHORTENER)
    assert by_rule(judged, "brief-bypass") == [
        "web talks straight to a data store, around the service layer."
    ]
    assert judged.scores.fault_tolerance <= shortener().judge(SHORTENER).scores.fault_tolerance


def test_figures_are_written_as_people_say_them() -> None:
    shown = [
        figure_text(Figure(what="w", value=value, unit=unit))
        for value, unit in [
            (20_000, "per second"),
            (6e9, "items"),
            (3e12, "bytes"),
            (8e7, "bits per second"),
        ]
    ]
    assert shown == [
        "w (about 20,000 a second)",
        "w (about 6 billion)",
        "w (about 3 TB)",
        "w (about 80 Mbps)",
    ]


def test_what_cannot_be_read_is_reported_as_unreadable_not_as_missing() -> None:
    vague = shortener(replication="the usual setup")
    document = vague.document(SHORTENER)
    document["design"]["notes"] = {"estimates": "lots of traffic, quite a lot of storage"}
    judged = assess(read_document(document), expectations(SHORTENER))
    messages = [f.message for f in judged.findings]
    assert (
        "The replication of Links DB (short code -> long url), “the usual setup”, does not "
        "say whether writes wait for their copies." in messages
    )
    assert (
        "The estimates, “lots of traffic, quite a lot of storage”, hold no figure the engine "
        "can read." in messages
    )
    assert not [m for m in messages if m.startswith("No figure in the estimates")]
    for nothing in ("none yet", "none (single instance)"):
        said_nothing = shortener(replication=nothing).judge(SHORTENER)
        messages = [f.message for f in said_nothing.findings]
        assert (
            "Links DB (short code -> long url) does not say how writes are copied (synchronous, "
            "asynchronous, quorum)." in messages
        )
        assert not [m for m in messages if "does not say whether writes wait" in m]
    # Kafka's acks=all names the mode: a write waits for every in-sync replica.
    kafka_words = shortener(replication="RF 3, acks=all").judge(SHORTENER)
    assert not [f for f in kafka_words.findings if f.rule_id == "brief-replication-mode"]


def test_a_failure_the_notes_plan_for_is_not_a_single_point_of_failure() -> None:
    sketch = shortener()
    unplanned = {
        tuple(f.components)
        for f in sketch.judge(SHORTENER).findings
        if f.rule_id == "brief-single-point-of-failure"
    }
    document = sketch.document(SHORTENER)
    document["design"]["notes"] = {
        "failure_handling": "Cache down: redirects read the database, which has headroom."
    }
    planned = {
        tuple(f.components)
        for f in assess(read_document(document), expectations(SHORTENER)).findings
        if f.rule_id == "brief-single-point-of-failure"
    }
    assert ("cache",) in unplanned
    assert planned == unplanned - {("cache",)}


def test_a_kafka_topic_replicates_itself_and_a_bare_topic_does_not() -> None:
    graph = build_graph(read_document(Sketch().add("topic", label="Events").document()).design)
    (topic,) = graph.nodes
    assert redundant(graph, topic, "Events\nprovider: Kafka", Counter())
    assert not redundant(graph, topic, "Events\nprovider: RabbitMQ", Counter())
