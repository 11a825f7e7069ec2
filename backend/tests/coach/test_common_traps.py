"""Two traps of every brief the question may propose are said first, whatever the rubric names:
media bytes kept in an in-memory cache, and a check that guards a write read from a cached
copy. A question that only mentions a cache is not told either."""

from systemcraft.coach.answering.trap import common_trap
from tests.coach.briefs import ask


def test_photos_in_the_cache_are_sent_to_a_cdn() -> None:
    asked = ask(
        "photo-sharing/first-attempt-6",
        "Should I put the photos themselves into my Redis Cache so the feed loads faster?",
        "placement",
    )
    said = common_trap(asked) or ""
    assert said.startswith("**A trap interviewers look for here:** keeping the photos themselves")
    assert "object storage through a CDN" in said


def test_a_booking_checked_against_a_cached_status_is_a_trap() -> None:
    asked = ask(
        "ticketing/terrible",
        "I was thinking Redis in front of MySQL holding each seat's status, so POST /book can "
        "check availability there instead of hitting the DB.",
        "placement",
    )
    said = common_trap(asked) or ""
    assert "deciding a write from a cached copy" in said
    assert "WHERE id = ? AND status = 'available'" in said


def test_a_cache_for_reads_alone_is_no_trap() -> None:
    for question in (
        "Should I cache the photo metadata in Redis?",
        "Should I store photos' metadata in Redis?",
        "I will not put images in Redis",
        "The app servers load photos on a cache miss from S3",
        "Can the seat map page check availability in the cache?",  # no write it decides
        "When a user books, I check seat availability in Postgres with a lock; is there a race?",
        "I check the user quota in Redis atomically with INCR before each booking",  # its home
    ):
        assert common_trap(ask("ticketing/terrible", question, "placement")) is None
