"""What an answer says of what the learner built: a write confirmed while it lives in a cache,
the sentence of a part the question is about, the line of the design that does what the
question calls the learner's own, and counts kept in each copy's memory."""

from systemcraft.coach.answering.confirmation import confirmation_block
from systemcraft.coach.answering.copies import persisted
from systemcraft.coach.answering.dispatch import as_drawn
from systemcraft.coach.answering.local import local_state_block
from systemcraft.coach.answering.polling import lifetimes
from systemcraft.coach.answering.yours import where_yours_is
from tests.coach.briefs import ask


def test_answering_once_the_data_is_in_a_cache_puts_a_confirmed_write_at_risk() -> None:
    asked = ask(
        "pastebin/fair-2",
        "My upload service returns the link as soon as the paste is in Redis. Keep that?",
        "trade-off",
        "Redis",
    )
    said = confirmation_block(asked) or ""
    assert "the brief says “A paste that was confirmed as saved is never lost" in said, said
    # TTL 1h is written on the upload service, which writes the entry.
    assert "entries written there live 1 hour" in said
    assert "nothing on it says it is persisted to disk or waits for a replica" in said
    assert "at the brief's peak of 120 writes a second" in said


def test_a_question_that_confirms_nothing_early_gets_no_such_block() -> None:
    asked = ask("pastebin/fair-2", "How big should my Redis be?", "trade-off", "Redis")
    assert confirmation_block(asked) is None


def test_what_a_part_does_instead_is_quoted_from_the_sentence_the_question_is_about() -> None:
    asked = ask(
        "web-crawler/drawn-good",
        "What timeout did I give my render workers?",
        "unknown",
        "Fetcher fleet",
    )
    said = as_drawn(asked) or ""
    assert "Its own text: “timeout: 10 s hard deadline" in said, said


def test_what_the_question_calls_the_learners_own_is_found_where_the_design_writes_it() -> None:
    asked = ask(
        "ticketing/good",
        "Do I need Redlock, or is my conditional UPDATE enough?",
        "concept",
    )
    said = where_yours_is(asked) or ""
    # The design never says "conditional": its UPDATE ... WHERE status = ... is one.
    assert said.startswith("Where your design does what you ask about: **Reservation Service**")
    assert "UPDATE seats SET status='HELD'" in said


def test_a_part_named_by_its_label_is_not_looked_for_in_the_text() -> None:
    asked = ask("ticketing/good", "Is my Reservation Service enough?", "concept")
    assert where_yours_is(asked) is None


def test_counting_in_each_copys_memory_is_off_by_the_number_of_copies() -> None:
    asked = ask(
        "rate-limiter/fair",
        "could each gateway just count in its own memory instead of calling redis?",
        "trade-off",
    )
    said = local_state_block(asked) or ""
    assert "your 200 copies of **Gateway servers (x200)** would each see only the share" in said
    assert "allowing at most 5% overshoot" in said
    assert local_state_block(ask("rate-limiter/fair", "is Redis fast enough?", "trade-off")) is None


def test_what_a_store_says_of_its_own_persistence_is_read_both_ways() -> None:
    for said, kept in (
        ("persistence: off", False),
        ("RDB snapshots disabled", False),
        ("no persistence (it's a cache)", False),
        ("AOF everysec", True),
        ("persistent Redis", True),
    ):
        assert (persisted(said) is not None) is kept, said


def test_a_lifetime_is_what_follows_ttl_not_how_often_something_runs() -> None:
    assert lifetimes("TTL 1h, refreshed by a job every 5 min") == [3600]
    assert lifetimes("10s / 1h") == [10, 3600]
