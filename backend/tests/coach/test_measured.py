"""A figure only the running system can give (a hit rate, a lag, how long a reload takes, a
failure rate) is said to be measured, with what bounds it, how to measure it, and what the design
says of the thing asked about or that it says nothing; and the other kinds' readings this brought
with it."""

import pytest

from systemcraft.coach.answering.measured import _naming, answer_measured
from systemcraft.coach.kinds import kind_of
from tests.coach.briefs import ask


@pytest.mark.parametrize(
    "question",
    [
        "What hit rate will the local counter cache in my Gateway get?",
        "What's the replication lag between my us-east Redis and the eu-west one?",
        "How long does a cache node take to reload its RDB snapshot after it reboots?",
        "What is the actual failure rate of those NVMe drives?",
        "when someone picks the 10 minute expiry, how long after that does Mongo delete it?",
    ],
)
def test_a_figure_only_running_the_system_gives_is_measured(question: str) -> None:
    assert kind_of(question) == "measured"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        # How long stored bytes last is a sum, not a measurement.
        ("How long will 10 TB of disk last at this write rate?", "sizing"),
        ("how many servers do I need for the peak?", "sizing"),
        # Asked outright, a count or a failure stays one, however it opens.
        ("I need a real number: how many Servers for the on-sale peak?", "sizing"),
        ("Explain what happens when a Chat server dies.", "failure"),
        # Asked to explain first, whatever figures follow.
        (
            "Can you explain what continuous batching is doing on my Model Hosts? And why cap "
            "each host at 160 when one server handles up to 200 conversations at once?",
            "concept",
        ),
        # What requests are spread by, then judged: the key.
        (
            "My Edge LBs consistent-hash on the segment URL across the 20 edge nodes. Is URL "
            "the right key, and what happens when a video goes viral?",
            "sharding",
        ),
        # A failure named a long way after its "if".
        (
            "If a task manager in my Live chart job (Flink, keyed by song_id) dies at evening "
            "peak, do the lists go stale?",
            "failure",
        ),
    ],
)
def test_the_readings_beside_it_keep_their_kinds(question: str, kind: str) -> None:
    assert kind_of(question) == kind


def test_a_reload_of_a_snapshot_the_design_never_mentions_is_said_to_be_absent() -> None:
    key = "distributed-cache/excellent-10"  # in-memory nodes, no RDB or AOF written anywhere
    question = (
        "How long does a FleetCache node take to reload its RDB snapshot from disk after it "
        "reboots, and is that fast enough to keep misses under 300K/s?"
    )
    said = answer_measured(ask(key, question, "measured"))
    assert said.startswith("I can't give you that figure"), said
    assert "Nothing in your design mentions “RDB” and “snapshot”" in said
    assert "the data to move ÷ the throughput" in said
    assert "time it in a drill" in said


def test_what_the_design_writes_of_the_mechanism_is_quoted() -> None:
    key = "web-crawler/good-6"
    question = "What timeout did I give my fetchers?"
    said = answer_measured(ask(key, question, "measured"))
    assert said.startswith("I can only tell you what your design writes down"), said
    assert "What your design says of it: “" in said
    assert "timeout" in said.split("What your design says of it:")[1].lower()
    # A setting is the design's to say: no measuring advice.
    assert "To find it" not in said


def test_an_expiry_that_is_nowhere_in_the_design_is_said_to_be_absent() -> None:
    key = "pastebin/weak"  # the pastes collection holds only {_id, text, created}
    question = (
        "when someone picks the 10 minute expiry, how long after that does my MongoDB actually "
        "delete the paste?"
    )
    said = answer_measured(ask(key, question, "measured"))
    assert "Nothing in your design mentions “expiry”" in said, said
    # The brief asks for it: as drawn, that requirement is not met.
    assert "the brief asks for it (“Users can choose when a paste expires" in said
    assert "check the expiry on every read" in said


def test_a_sum_the_design_gives_is_not_a_measurement() -> None:
    assert kind_of("How long will it take to fill 10 TB at this write rate?") != "measured"
    assert kind_of("What percentage of users are online at peak?") != "measured"


def test_a_plural_in_ies_finds_the_singular_the_design_wrote() -> None:
    assert _naming("retries").search("we retry twice with backoff")
    assert _naming("retry").search("retries: 3")
    assert _naming("expiry").search("expiresAt on each row")


def test_a_decimal_does_not_end_a_quoted_sentence() -> None:
    question = "What's the real failure rate of my Ingest nodes' RAID-1 NVMe spool drives?"
    said = answer_measured(ask("photo-sharing/flawed-6", question, "measured"))
    assert "“84 TB" not in said, said
    assert "2 x 3.84 TB, RAID-1" in said, said
