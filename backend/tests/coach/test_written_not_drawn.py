"""What the learner wrote of but did not draw ("the Redis lock", "published to Kafka", "each
with a synchronous replica") is said as written and not drawn, never as missing altogether."""

from systemcraft.assessment.engine import assess
from systemcraft.coach.answering.described import described
from systemcraft.coach.answering.review import answer_review
from tests.assessment.calibration import problem_expectations
from tests.coach.briefs import ask, document


def _review(key: str, question: str) -> str:
    findings = assess(document(key), problem_expectations()[key.split("/")[0]]).findings
    return answer_review(ask(key, question, "review"), findings) or ""


def test_products_only_written_of_are_quoted_as_written() -> None:
    asked = ask(
        "ride-sharing/claims-undrawn",
        "After a Redis failover, how long will it take to rebuild the GEO index from the Kafka "
        "location topic?",
        "failure",
    )
    said = described(asked, ("cache", "pub-sub")) or ""
    assert said.startswith("Redis and Apache Kafka are in your design only as words (“"), said
    assert "“The geo-index can be rebuilt within a few seconds from the Kafka location topic”" in (
        said
    )
    assert "what their failure costs cannot be read from the drawing" in said
    # A product of no role asked about is not said.
    assert described(asked, ("search",)) is None


def test_a_missing_paths_part_the_text_describes_is_said_to_be_undrawn() -> None:
    said = _review("payment-system/claims-undrawn", "what should I fix first?")
    biggest = said.split("**Then, in this order:**")[0]
    assert "Your text describes Apache Kafka on it (“Payment API to Webhook service: Payment" in (
        biggest
    ), said


def test_a_replica_the_notes_give_is_not_called_one_copy_in_a_review() -> None:
    said = _review("payment-system/claims-undrawn", "what should I fix first?")
    assert (
        "Your notes give **Payments DB (PostgreSQL)** a replica (“The payments DB is sharded"
        in (said)
    ), said
    assert "**Payments DB (PostgreSQL)**, **Load balancer**" not in said


def test_a_replica_the_notes_give_another_part_sharing_one_word_is_not_its_own() -> None:
    """ "Payments DB: primary + 2 replicas" says nothing of the Payment executor."""
    said = _review("payment-system/good", "what's the biggest problem with my design?")
    assert "Your notes give **Payment executor** a replica" not in said, said


def test_a_replication_mode_the_notes_give_with_the_replica_is_not_said_missing() -> None:
    said = _review("payment-system/claims-undrawn", "what should I fix first?")
    assert "Payments DB (PostgreSQL) does not say how writes are copied" not in said, said


def test_a_replica_in_the_notes_beside_the_canvas_default_is_said_as_both() -> None:
    """The panel shows master-slave: the component is not said to show no replica."""
    said = _review("job-scheduler/first-attempt-6", "what should I fix first?")
    assert (
        "Your notes give **Database** a replica (“The database has a slave for backup.”), but "
        "the component's replication still reads the canvas default (master-slave), with no "
        "count" in said
    ), said
