"""async-work, fan-out, queue-durability and queue-consumer."""

from systemcraft.assessment.engine import Expectations
from tests.assessment.builders import Sketch, found, problems, strengths


def with_queue(**queue_props: str) -> Sketch:
    return (
        Sketch()
        .add("queue", **queue_props)
        .chain("web", "api", "db")
        .chain("api", "queue", "worker", "db")
    )


def test_a_problem_with_heavy_background_work_needs_a_queue() -> None:
    bare = Sketch().chain("web", "api", "db")
    assert [f.severity for f in problems(bare.assess("video-streaming"), "async-work")] == ["major"]
    assert [f.severity for f in problems(bare.assess("chat-app"), "async-work")] == ["minor"]
    assert found(bare.assess("url-shortener"), "async-work") == []


def test_a_queue_or_a_log_takes_work_off_the_request_path() -> None:
    for sketch in (
        with_queue(),
        Sketch().chain("web", "api", "db").chain("api", "topic", "worker"),
    ):
        result = sketch.assess("video-streaming")
        assert problems(result, "async-work") == []
        assert strengths(result, "async-work")


def test_fan_out_needs_pub_sub_where_the_problem_does() -> None:
    bare = Sketch().chain("web", "api", "db")
    assert [f.severity for f in problems(bare.assess("chat-app"), "fan-out")] == ["major"]
    assert found(bare.assess("url-shortener"), "fan-out") == []
    topic = Sketch().chain("web", "api", "db").link("api", "topic").link("topic", "api")
    result = topic.assess("chat-app")
    assert problems(result, "fan-out") == []
    assert strengths(result, "fan-out")


def test_a_log_drawn_in_a_queues_box_fans_out() -> None:
    """Kafka in a queue box: every consumer group reads each event, so no 'no pub/sub'."""
    for named in ({"label": "Kafka (inventory events)"}, {"label": "events", "type": "Kafka"}):
        log = (
            Sketch()
            .add("queue", "queue", **named)
            .chain("web", "api", "db")
            .chain("api", "queue", "worker", "db")
        )
        result = log.assess("chat-app")
        assert problems(result, "fan-out") == []
        assert strengths(result, "fan-out")
    # A plain work queue hands each message to one worker: it is no fan-out.
    plain = with_queue(label="jobs").assess("chat-app")
    assert [f.severity for f in problems(plain, "fan-out")] == ["major"]


def test_a_transient_queue_loses_messages_where_durability_matters() -> None:
    [finding] = problems(with_queue(durability="transient").assess("chat-app"), "queue-durability")
    assert (finding.severity, finding.dimension) == ("major", "fault_tolerance")
    [general] = problems(with_queue(durability="in-memory").assess(), "queue-durability")
    assert general.severity == "minor"
    indifferent = Expectations.model_validate(
        {"capabilities": {"queue": "not_needed", "pub_sub": "not_needed"}}
    )
    assert (
        found(with_queue(durability="transient").assess_with(indifferent), "queue-durability") == []
    )


def test_a_persistent_queue_is_a_strength_where_durability_matters() -> None:
    result = with_queue(durability="persistent").assess("chat-app")
    assert problems(result, "queue-durability") == []
    assert strengths(result, "queue-durability")


def test_a_queue_nobody_reads_from_does_no_work() -> None:
    result = Sketch().chain("web", "api", "db").link("api", "queue").assess()
    [finding] = problems(result, "queue-consumer")
    assert (finding.severity, finding.components) == ("major", ["queue"])
    unfed = Sketch().chain("web", "api", "db").chain("queue", "worker", "db").assess()
    assert [f.severity for f in problems(unfed, "queue-consumer")] == ["minor"]


def test_a_queue_between_a_producer_and_a_worker_is_wired() -> None:
    assert found(with_queue().assess(), "queue-consumer") == []


def test_a_queue_its_caller_says_it_also_reads_is_consumed() -> None:
    """A waiting room drawn as one service that enqueues arrivals and dequeues them at a fixed
    rate: the one connection says both, so nothing is left unread."""
    said = "enqueue each arrival; the dispatcher dequeues 2,000 a second"
    result = Sketch().chain("web", "api", "db").link("api", "queue", description=said).assess()
    assert problems(result, "queue-consumer") == []
