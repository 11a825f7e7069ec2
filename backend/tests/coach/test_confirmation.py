"""A service that answers once the data is in a cache has confirmed a write that lives in memory:
said against the brief's "never lost", with the cache's copies, its TTL and what keeping the
fast answer would take."""

from systemcraft.coach.answering.confirmation import confirmation_block
from systemcraft.coach.answering.dispatch import as_drawn
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
