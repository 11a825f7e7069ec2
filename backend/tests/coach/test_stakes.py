"""What the brief puts at stake in an answer about a part, and what a cache's own settings do to
what it keeps: checked on calibration designs with their problems' real briefs."""

import copy
from dataclasses import replace

import pytest

from systemcraft.assessment.engine import assess
from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.dispatch import answer_for
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.memory import memory_line
from systemcraft.coach.answering.placement import answer_placement
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.stakes import FRESH, downtime, keeps_settled, window_seconds
from systemcraft.coach.design_facts import read_facts
from systemcraft.design import ExportDocument, read_document
from tests.assessment.calibration import load_cases, problem_expectations
from tests.coach.briefs import ask, document, facts, with_run


def test_an_availability_target_is_said_as_the_downtime_it_allows() -> None:
    assert downtime("Keep the API available 99.99% of the time.") == (
        "99.99% available leaves about 53 minutes down a year: failover must be automatic and "
        "take seconds"
    )
    # Nine hours a year leave room for a failover of minutes.
    assert downtime("Keep the feed available 99.9% of the time.") == (
        "99.9% available leaves about 9 hours down a year: failover must be automatic, within "
        "minutes"
    )
    assert downtime("Keep the admin tool available 99% of the time.") == (
        "99% available leaves about 88 hours down a year: even a manual failover of an hour or "
        "so fits"
    )
    assert downtime("Serve 95% of reads from the cache.") is None  # a share, not availability


def test_a_staleness_window_is_read_but_a_latency_is_not_one() -> None:
    assert window_seconds("Price changes appear in search within a minute.") == (
        60.0,
        "within a minute",
    )
    shows = "Show a new post in followers' feeds within 10 seconds."
    assert window_seconds(shows) == (10.0, "within 10 seconds")
    assert FRESH.search(shows)
    # How fast an answer comes is not how stale a read may be.
    assert not FRESH.search("A payment is authorized or declined within 3 seconds at the p99.")


def test_a_failure_answer_quotes_what_the_brief_asks_when_that_part_fails() -> None:
    """The rate limiter's brief says to let traffic through when the limiter's storage is
    unreachable: asked about a shard dying, the coach quotes it, with the downtime allowed."""
    asked = ask(
        "rate-limiter/fair",
        "what happens if one of the redis shards dies?",
        "failure",
        "Redis Cluster",
    )
    said = answer_failure(asked) or ""
    assert "if the limiter's storage is unreachable, let traffic through" in said
    assert "about 53 minutes down a year" in said
    # And the design's notes do the opposite: said as the conflict, with their own words.
    assert "That is the conflict to fix first" in said
    assert "the gateway returns 503" in said
    # A requirement that only says "never" of something else is not at stake.
    assert "Apply a changed limit" not in said


def test_state_kept_in_a_cache_with_a_ttl_vanishes_without_a_failure() -> None:
    """The hotel's availability counters live in a Redis whose ttl is 600: the coach says they
    expire on their own, failure or not."""
    asked = ask(
        "hotel-reservation/mediocre",
        "what if my Redis restarts and loses the counters?",
        "failure",
        "Redis",
    )
    said = answer_failure(asked) or ""
    assert "Its ttl is 10 minutes: what it keeps (availability)" in said


def test_a_cache_entry_living_longer_than_the_brief_allows_is_flagged() -> None:
    """The news feed caches pages for 10 minutes; its brief shows a new post within 10 seconds."""
    asked = ask(
        "news-feed/mediocre",
        "is my redis cache in the right place?",
        "placement",
        "Redis feed cache",
    )
    said = answer_placement(asked) or ""
    assert "Entries live 10 minutes" in said
    assert "longer than the brief allows (within 10 seconds)" in said


def test_a_latency_target_is_never_taken_for_a_staleness_window() -> None:
    """The payment brief's "within 3 seconds" is how fast a payment is answered: a one-day
    idempotency cache is not 'longer than the brief allows'."""
    asked = ask(
        "payment-system/mediocre",
        "Is Redis the right place to keep idempotency keys?",
        "placement",
        "Redis",
    )
    said = answer_placement(asked) or ""
    assert "Entries live 1 day" in said
    assert "longer than the brief allows" not in said


def test_a_caches_memory_is_counted_from_what_it_keeps_not_from_the_briefs_data() -> None:
    asked = ask(
        "news-feed/fair",
        "how many redis nodes do i need for the Feed cache? my notes say 2.4 TB",
        "sizing",
        "Feed cache (Redis)",
    )
    part = asked.named_facts()[0]
    said = memory_line(asked, part)
    # 2.4 TB and half again is 3.6 TB, over 48 GB usable a node.
    assert "about 3.6 TB" in said
    assert "75 nodes by memory alone, and 150 nodes with a replica each" in said


def test_a_wrong_answer_the_engine_finds_on_the_placed_part_is_raised() -> None:
    """Pastebin's CDN keeps pages a day whatever a paste's own expiry: asked whether the CDN is
    in the right place, the coach raises that wrong answer, with what to do instead."""
    asked = ask(
        "pastebin/fair-3", "is the CDN in the right place?", "placement", "CDN (CloudFront)"
    )
    expectations = problem_expectations()["pastebin"]
    findings = assess(document("pastebin/fair-3"), expectations).findings
    said = answer_for(replace(asked, findings=findings), lambda: "")
    assert "**In your design:** Pages stay cached at the edge" in said
    assert "**Instead:** Cap each cached copy's lifetime" in said
    # Without the engine's findings there is nothing to say it from.
    assert "Pages stay cached at the edge" not in answer_for(asked, lambda: "")


def _with_notes(key: str, said: str) -> ExportDocument:
    raw = next(c for c in load_cases() if c.key == key).document
    changed = copy.deepcopy(raw)
    changed["design"]["notes"]["failure_handling"] = said
    return read_document(changed)


@pytest.mark.parametrize(
    ("notes", "given"),
    [("Redis has a replica in another zone.", True), ("Redis: no replica is shown yet.", False)],
)
def test_a_replica_the_notes_give_is_not_called_one_copy(notes: str, given: bool) -> None:
    """The url shortener's Redis shows no replica on the canvas; notes that give it one are
    quoted back, so the learner draws it, instead of being told it runs as one copy."""
    document = _with_notes("url-shortener/fair", notes)
    read = read_facts(document, problem_expectations()["url-shortener"])
    redis = next(p for p in read.parts if p.label == "Redis")
    said = copies_line(redis)
    assert ("Your notes give it a replica" in said) is given
    assert ("runs as one copy" in said) is not given


def test_hot_key_advice_leaning_on_a_part_the_design_lacks_says_so() -> None:
    """The url shortener's notes on hot keys lean on a CDN; its fair design has none."""
    asked = ask("url-shortener/fair", "what should the shard key be?", "sharding", "PostgreSQL")
    said = answer_sharding(asked) or ""
    assert "Hot keys in this brief:" in said
    assert "(your design has no CDN yet)." in said


def test_a_store_keeping_three_copies_is_counted_with_them() -> None:
    asked = ask(
        "chat-app/good",
        "is conversation_id a good partition key?",
        "sharding",
        "Cassandra (messages)",
    )
    said = answer_sharding(asked) or ""
    # 363 TB at the 2 TB a Cassandra node keeps, three copies of each row.
    assert "182 nodes, and 546 nodes with the 3 copies of each row it keeps" in said


def test_when_connections_bind_the_request_count_is_not_called_enough() -> None:
    """200 chat servers carry the requests with room to spare, but 50k sockets each hold the
    brief's 10 million connections with none: the request line says connections bind."""
    asked = ask(
        "chat-app/fair",
        "10M connections / 50k per server = 200 servers. is that right?",
        "sizing",
        "WebSocket Chat Servers",
    )
    said = answer_sizing(with_run(asked, "chat-app/fair")) or ""
    requests = next(line for line in said.splitlines() if "requests a second reach it" in line)
    assert "Requests are not what limits it: open connections are (below)." in requests
    assert "Enough" not in requests
    assert "100% full at the busiest hour: no room left" in said


def test_copies_read_from_where_a_part_stands_are_said_as_a_count_to_write() -> None:
    # Self-run Kafka with no replication factor written: copies are a setting, not a given.
    kafka = next(p for p in facts("payment-system/mediocre").parts if p.label == "Kafka")
    assert copies_line(kafka).startswith("It keeps copies of what it holds only with replication")
    # A service behind a balancer with no count: it may run several, and the count is asked for.
    post = next(p for p in facts("news-feed/fair").parts if p.label == "Post Service")
    said = copies_line(post)
    assert said.startswith("No count is written on it. It stands behind a load balancer")
    assert "It has a spare" not in said


def test_a_cache_of_closed_ranges_only_is_never_too_stale_for_the_brief() -> None:
    # The Reporting API reads it for "closed ranges only": its 6 h lifetime stales nothing.
    key = "ad-click-aggregation/unusual-12"
    asked = ask(
        key, "Is my Closed-range cache in the right place?", "placement", "Closed-range cache"
    )
    said = answer_placement(asked) or ""
    assert "Where **Closed-range cache** sits" in said, said
    assert "longer than the brief allows" not in said
    assert "Entries live 6 hours" in said


def test_a_cache_said_not_to_keep_only_closed_ranges_is_held_to_the_window() -> None:
    asked = ask("pastebin/good", "Is my Redis in the right place?", "placement", "Redis")
    read = asked.facts
    assert read is not None
    cache = next(p for p in read.parts if p.label == "Redis")
    assert not keeps_settled(asked, cache)
    closed = replace(cache, text="Keeps closed days only.")
    assert keeps_settled(asked, closed)
    negated = replace(cache, text="Not closed days only: it keeps the open day too.")
    assert not keeps_settled(asked, negated)
