"""A load the run sends a part after a cache or CDN in front answered a share is said with that
share, which is the run's assumption, not the learner's figure."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


def test_a_load_behind_a_cdn_says_what_the_run_assumed_it_answered() -> None:
    key = "pastebin/excellent"
    asked = with_run(ask(key, "Are 3 Read services enough?", "sizing", "Read service"), key)
    said = answer_sizing(asked) or ""
    line = next(line for line in said.splitlines() if line.startswith("- **Read service**"))
    assert (
        "about 120 requests a second reach it, after **CDN (CloudFront)** answers 90% of the "
        "1,200 reads a second it gets (the run's assumption" in line
    )


def test_a_store_behind_two_caches_names_both_shares() -> None:
    key = "pastebin/excellent"
    asked = ask(key, "Is one Postgres enough?", "sizing", "Paste metadata (PostgreSQL)")
    said = answer_sizing(with_run(asked, key)) or ""
    assert "after **CDN (CloudFront)** answers 90% of the 1,200 reads a second it gets and " in said
    assert "**Redis (ElastiCache)** answers 80% of the 120 reads a second it gets" in said


def test_a_part_with_nothing_in_front_carries_no_such_caveat() -> None:
    key = "pastebin/excellent"
    asked = with_run(ask(key, "Is the CDN big enough?", "sizing", "CDN (CloudFront)"), key)
    assert "the run's assumption, not your figure" not in (answer_sizing(asked) or "")
