"""A consumer that dies: the survivors take its partitions from the last committed offset, and
an increment done again counts again; a provider called again sends again."""

from systemcraft.coach.answering.failure import answer_failure
from tests.coach.briefs import ask


def _failing(key: str, label: str) -> str:
    return answer_failure(ask(key, f"What happens if {label} crashes?", "failure", label)) or ""


def test_a_consumer_that_increments_counts_a_redelivered_event_twice() -> None:
    said = _failing("top-k-heavy-hitters/mediocre", "Counter workers")
    assert "start again from the last committed offset" in said, said
    assert "runs “ZINCRBY”: done twice, that counts or appends twice" in said
    # Its callers are a broker: no timeouts and retries to move requests to another copy.
    assert "timeouts and retries on its callers" not in said


def test_a_sender_that_calls_a_provider_sends_again() -> None:
    said = _failing("notification-system/good", "SMS senders")
    assert "its call to **Twilio** sends twice" in said, said


def test_a_service_no_broker_feeds_has_no_redelivery() -> None:
    said = _failing("url-shortener/fair-3", "MySQL primary")
    assert "committed offset" not in said
