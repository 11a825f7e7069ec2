"""What reviewers of development-11 (held-out-10 until they read it) found the coach saying
falsely, each on the design it was found on: a balancer behind a part that has none, a topic
drawn as Kafka called missing, a minute's retention said as "0 days", a whole system named in a
review called a missing part."""

from systemcraft.coach.answering.absent import absent
from systemcraft.coach.answering.copies import copies_line, shard_count
from systemcraft.coach.answering.promotion import names_a_mode
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.asking import read_question
from systemcraft.coach.kinds import kind_of
from tests.coach.briefs import ask, document, facts, with_run


def test_a_part_no_balancer_calls_is_not_said_to_stand_behind_one() -> None:
    part = next(
        p for p in facts("payment-system/buzzword-weak-6").parts if p.label == "Payment Service"
    )
    said = copies_line(part)
    assert "It stands behind a load balancer" not in said, said
    assert "drawn as one box for a fleet" in said


def test_a_topic_the_question_names_is_the_kafka_drawn() -> None:
    question = (
        "every job goes through the one Kafka inference-requests topic: where should priority go?"
    )
    _, intent = read_question(question, document("llm-chat-service/flawed-10"))
    assert intent.missing == ()


def test_a_retention_under_a_day_is_said_in_seconds() -> None:
    key = "rate-limiter/strong-terse"
    question = "How many Valkey shards do I need for the counters?"
    store = next(p for p in facts(key).parts if p.node.role == "cache")
    said = answer_sharding(with_run(ask(key, question, "sharding", store.label), key)) or ""
    assert "× 0 days" not in said, said
    assert "× 60 seconds)" in said


def test_the_system_a_review_is_asked_of_is_no_missing_part() -> None:
    question = "I think my short link service is in decent shape. What would you fix first?"
    assert absent(ask("url-shortener/solid-3", question, "review")) is None
    assert absent(ask("url-shortener/solid-3", question, "failure")) is not None


def test_replicas_per_shard_leave_the_written_shard_count_standing() -> None:
    question = (
        "How should I shard the ElastiCache Redis Cluster? I've got tile keys over 20 shards. Is "
        "that the right key, and what happens to a packed downtown tile at rush hour?"
    )
    assert kind_of(question) == "sharding"
    key = "ride-sharing/flawed-6"
    redis = next(p for p in facts(key).parts if p.label.startswith("ElastiCache"))
    assert shard_count(redis) == 20  # "shards: 20", "replicas: 2 per shard"
    assert copies_line(redis).startswith("It is split over 20 shards")


def test_a_consistency_level_names_how_writes_are_copied() -> None:
    assert names_a_mode("every insert is INSERT ... IF NOT EXISTS; redirects read at LOCAL_ONE")
    assert names_a_mode("writes at LOCAL_QUORUM")
    assert not names_a_mode("RF=3, NetworkTopologyStrategy")
