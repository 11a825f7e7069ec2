"""A consumer that dies: the survivors take its partitions from the last committed offset, and
an increment done again counts again; a provider called again sends again."""

from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


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


def test_a_leader_and_its_standby_are_one_working_copy() -> None:
    said = _failing("job-scheduler/mediocre", "Scheduler")
    assert "It runs 2 copies, but one works at a time (“leader lock”)" in said, said
    assert "as long as the lock or lease it held takes to lapse (its “30 s expiry”)" in said
    assert "losing one leaves the others" not in said


def test_a_leader_carries_the_whole_peak_and_more_standbys_add_no_capacity() -> None:
    key = "job-scheduler/mediocre"
    asked = with_run(ask(key, "Is the Scheduler enough at peak?", "sizing", "Scheduler"), key)
    said = answer_sizing(asked) or ""
    assert "so that one carries it all: about 30 times over capacity at peak" in said, said
    assert "Short of the peak: at least 43 copies, each leading its share." in said
