"""A question that weighs options is answered with the lesson's table that compares them
(coach/comparisons.py, answering/compare.py): the options it names, side by side, on every
criterion; a table of figures never stands in for a choice."""

from typing import Any

import pytest

from systemcraft.coach.answering.compare import side_by_side
from systemcraft.coach.comparisons import ComparisonIndex, lesson_comparisons
from systemcraft.curriculum.models import Lesson


def lesson(lesson_id: str, title: str, *tables: list[list[str]], tier: int = 0) -> Lesson:
    sections: list[dict[str, Any]] = [
        {"type": "text", "data": {"payload": {"markdown": f"## Choosing in {title}"}}}
    ]
    for headers, *rows in tables:
        sections.append({"type": "table", "data": {"payload": {"headers": headers, "rows": rows}}})
    return Lesson(id=lesson_id, title=title, required_tier_id=tier, sections=sections)


QUEUES = lesson(
    "queues",
    "Queues and Logs",
    [
        ["", "Queue (SQS, RabbitMQ)", "Log (Kafka, Kinesis)"],
        ["After a message is processed", "Deleted", "Kept until retention ends"],
        ["Replay", "No", "Rewind the offset"],
    ],
)
LOCKS = lesson(
    "locks",
    "Locks and Leases",
    [
        ["Service", "How it works", "Safe?"],
        ["Single Redis instance", "`SET NX PX` with a random value", "No"],
        ["etcd or ZooKeeper", "A key with a lease", "Yes"],
        ["Database row lock", "`SELECT ... FOR UPDATE`", "Yes, in that database"],
    ],
)
FAN_OUT = lesson(
    "fan-out",
    "Fan-Out",
    [
        ["", "Fan-out on write (push)", "Fan-out on read (pull)", "Hybrid"],
        ["Cost paid when", "A post is written", "A feed is read", "Both"],
    ],
)
# A table of figures: its rows are no options to choose between.
NUMBERS = lesson(
    "numbers",
    "Numbers to Know",
    [
        ["Operation", "Typical time"],
        ["Read 1 MB from memory", "a few microseconds"],
        ["Write to a log on SSD", "tens of microseconds"],
    ],
)
CACHING = lesson(
    "caching",
    "Caching",
    [
        ["Strategy", "Who writes the database"],
        ["Cache-aside", "The service"],
        ["Write-through", "The cache, at once"],
        ["Write-behind", "The cache, later"],
        ["Read-through", "The service, on a miss"],
    ],
)
ISOLATION = lesson(
    "isolation",
    "Isolation Levels",
    [["Level", "Prevents"], ["Read committed", "Dirty reads"], ["Serializable", "Everything"]],
    tier=2,
)
# With the two above, "read" and "write" are words of four tables' options or more.
REPLICATION = lesson(
    "replication",
    "Replication",
    [["Mode", "Confirms when"], ["Synchronous write", "All have it"], ["Read from a replica", "-"]],
)
STORAGE = lesson(
    "storage",
    "Storage Engines",
    [["Technique", "Cost"], ["Write-ahead log", "One append"], ["Read repair", "A compare"]],
)
SESSIONS = lesson(
    "auth",
    "Authentication",
    [["", "Server-side session", "Self-contained token (JWT)"], ["Revocation", "Now", "Expiry"]],
)
LESSONS = (QUEUES, LOCKS, FAN_OUT, NUMBERS, CACHING, ISOLATION, REPLICATION, STORAGE, SESSIONS)
INDEX = ComparisonIndex([table for each in LESSONS for table in lesson_comparisons(each)])


def options_for(question: str, tier: int = 3) -> list[str] | None:
    found = INDEX.compare(question, tier)
    if found is None:
        return None
    return [found.comparison.options[i] for i in found.named]


@pytest.mark.parametrize(
    ("question", "options"),
    [
        # Named by the examples in brackets.
        (
            "Should I switch from RabbitMQ to Kafka?",
            ["Queue (SQS, RabbitMQ)", "Log (Kafka, Kinesis)"],
        ),
        # Named by the word only one option has, whichever way round they come.
        ("pull or push for the feed?", ["Fan-out on write (push)", "Fan-out on read (pull)"]),
        # Named by the command its row quotes, and by the kind of product the question names.
        (
            "keep seat holds in Redis with SET NX or move them into Postgres?",
            ["Single Redis instance", "Database row lock"],
        ),
        # Each word of "write-through" is another option's too, but not both together.
        ("write-through or cache-aside?", ["Cache-aside", "Write-through"]),
        ("read committed or serializable?", ["Read committed", "Serializable"]),
        # "And" weighs two options in "the difference between".
        (
            "what's the difference between sessions and JWT tokens?",
            ["Server-side session", "Self-contained token (JWT)"],
        ),
    ],
)
def test_the_options_a_question_weighs_are_found_in_the_table_that_compares_them(
    question: str, options: list[str]
) -> None:
    assert options_for(question) == options


@pytest.mark.parametrize(
    "question",
    [
        "should I read from the replica or the primary after a write?",  # words many options use
        "is one Redis enough?",  # one option is no choice
        "read 1 MB from memory or write to a log?",  # figures, not options
        # A word of each option, with nothing between them that weighs one against the other.
        "I put every token coming back to the API servers on Kafka. Was that a good call, or not?",
    ],
)
def test_a_question_that_names_no_two_options_of_one_table_gets_no_table(question: str) -> None:
    assert options_for(question) is None


def test_a_table_in_a_lesson_above_the_learners_tier_is_not_offered() -> None:
    assert options_for("read committed or serializable?", tier=1) is None


def test_the_options_stand_side_by_side_on_every_criterion_with_the_lesson_linked() -> None:
    found = INDEX.compare("Should I switch from RabbitMQ to Kafka?", 3)
    assert found is not None
    said = side_by_side(found)
    assert said.startswith("**Queue (SQS, RabbitMQ)** and **Log (Kafka, Kinesis)**")
    assert "- **Replay**: Queue: No; Log: Rewind the offset" in said
    assert "[Queues and Logs](/learn/queues)" in said
    assert "“Choosing in Queues and Logs”" in said


def test_only_the_options_asked_about_are_shown() -> None:
    found = INDEX.compare("push or pull?", 3)
    assert found is not None
    said = side_by_side(found)
    assert "Hybrid" not in said
    assert (
        "- **Cost paid when**: Fan-out on write: A post is written; Fan-out on read: A feed is read"
        in said
    )
