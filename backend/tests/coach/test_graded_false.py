"""What reviewers of development-6 found the coach saying falsely, each on the design it was found
on: a balancer drawn as one box called elastic, a service the run sends nothing handed a flow's
whole rate, a canvas-default replication said to name no replica."""

from systemcraft.assessment.engine import assess
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.review import answer_review
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.design_facts import PartFacts
from tests.assessment.calibration import problem_expectations
from tests.coach.briefs import ask, document, facts, with_run


def _part(key: str, label: str) -> PartFacts:
    return next(p for p in facts(key).parts if p.label == label)


def test_a_balancer_drawn_as_one_box_is_not_called_elastic() -> None:
    key = "ticketing/first-attempt-5"
    question = "how many Servers do I need behind my Load Balancer for the on-sale peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Load Balancer"), key)) or ""
    assert "elastic service" not in said, said
    assert "runs as one copy, so its loss stops every request behind it" in said
    # The canvas's master-slave names a mode; the count of replicas is what is missing.
    question = "can my one Database keep up with the on-sale peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Database"), key)) or ""
    assert "which names no replica" not in said, said
    assert "no count of replicas is written on it" in said


def test_a_service_the_run_sends_nothing_is_not_handed_the_flows_whole_rate() -> None:
    key = "rate-limiter/good-4"  # the Rules API answers a 30 s poll, not every check
    question = "how many Rules API copies do I need at peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Rules API"), key)) or ""
    assert "copies at 1 s each" not in said, said
    assert "what loads it is what its callers send" in said


def test_a_region_in_a_label_does_not_take_a_notes_replica_said_of_another_part() -> None:
    # "One Postgres primary in us-east, async replicas in three regions" is the database's.
    balancer = _part("video-streaming/huge-500", "Edge LB us-east")
    assert balancer.notes_replica is None


def test_reads_of_the_most_popular_key_are_among_the_reads_not_added_to_them() -> None:
    key = "distributed-cache/excellent-10"
    label = "Cache nodes: shard primaries (48)"
    question = "are my 48 shard primaries enough for the peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", label), key)) or ""
    assert "5.8 million requests a second" not in said, said
    assert "300,000 reads of the most popular key" not in said


def test_a_queue_box_its_provider_makes_a_log_fans_out() -> None:
    # "Change feed", provider "Kafka + Debezium": every Nudge server reads every change.
    judged = assess(document("file-sync/drawn-only-10"), problem_expectations()["file-sync"])
    messages = [f.message for f in judged.findings]
    assert "Change feed fans each event out to every interested consumer." in messages
    assert not [m for m in messages if m.startswith("There is no pub/sub")]


def test_a_cache_of_chunks_that_never_change_is_not_asked_for_a_ttl() -> None:
    judged = assess(document("file-sync/drawn-only-10"), problem_expectations()["file-sync"])
    assert "Fresh-chunk SSD tier has no TTL" not in " ".join(f.message for f in judged.findings)


def test_open_connections_are_held_where_the_design_says_not_by_an_upload_gateway() -> None:
    # The 300 Nudge servers hold the devices' WebSockets; the Chunk gateway moves chunks.
    judged = assess(document("file-sync/drawn-only-10"), problem_expectations()["file-sync"])
    said = " ".join(f.message for f in judged.findings)
    assert "Chunk gateway falls short" not in said, said


def test_a_stream_jobs_lost_worker_is_restarted_from_its_checkpoint_by_the_framework() -> None:
    key = "top-k-heavy-hitters/excellent-12"
    label = "Live chart job (Flink, keyed by song_id)"
    question = "If a task manager in my Live chart job dies at evening peak, do the lists go stale?"
    said = answer_failure(with_run(ask(key, question, "failure", label), key)) or ""
    assert "Flink restarts the failed tasks (often the whole job) from its last checkpoint" in said
    assert "losing one stops that share" not in said
    assert "lease per share" not in said
    assert "last committed offset" not in said


def test_a_store_of_caps_and_claims_is_not_asked_for_a_ttl_like_a_cache() -> None:
    # "KeyDB (caps, provider buckets, send claims)" keeps state, not copies of a database's.
    judged = assess(
        document("notification-system/drawn-only-5"), problem_expectations()["notification-system"]
    )
    assert not [f for f in judged.findings if "has no TTL" in f.message]


def test_a_charge_taken_before_the_room_is_held_breaks_a_booking_rule_not_availability() -> None:
    key = "hotel-reservation/mediocre-5"
    judged = assess(document(key), problem_expectations()["hotel-reservation"])
    said = answer_review(ask(key, "What should I fix first?", "review"), judged.findings) or ""
    assert said.startswith("**The biggest problem:** Charging the card"), said
    first = said.split("**Then, in this order:**")[0]
    assert "bookings stay available" not in first
