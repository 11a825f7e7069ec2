"""Every reader of text a user writes takes time linear in it. Generated pathological text
(runs of spaces, digits, repeated words, nested punctuation, negations, labels after "a") is
read at two sizes eight times apart: a linear reader takes about eight times as long, and the
readers this replaced took 64 to 512 times (a note of spaces and digits: ten seconds at 1 KB).
Both sizes exceed the longest clause a negation is looked for in, so that window is full."""

import time
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from systemcraft.assessment.engine.graph.design_graph import Node, build_graph
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.hit_ratio import stated_hit_ratio
from systemcraft.assessment.engine.reading.quantities import quantities, writes_numbers
from systemcraft.assessment.engine.reading.writing import affirmed, reading_limit
from systemcraft.assessment.engine.rubric.redundancy import MODE, REDUNDANT, SCALED
from systemcraft.assessment.engine.rubric.unreadable import unread_estimates
from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.calls import says_several
from systemcraft.coach.comparisons import ComparisonIndex, lesson_comparisons
from systemcraft.coach.intent import Part, read_intent
from systemcraft.coach.kinds import kind_of
from systemcraft.coach.rewording import keeps_to
from systemcraft.coach.words import tokens
from systemcraft.curriculum.models import Lesson
from systemcraft.design import read_document
from systemcraft.design.catalogue import field_label
from systemcraft.design.recognition import role_from_text
from systemcraft.kit.markdown_text import plain_text
from systemcraft.waitlist.schemas import _EMAIL_SHAPE
from tests.assessment.builders import expectations

SMALL, LARGE = 4_000, 32_000
# A linear reader's time grows eightfold; this allows three times that for noise and caches.
GROWTH = 8 * 3
# Below this, timings are mostly the cost of calling at all.
FLOOR_SECONDS = 0.002
# What no reader may take on the longest text a field holds.
AT_THE_LIMIT_SECONDS = 0.05

UNITS = [
    " ",
    "1",
    "1 ",
    "12,000",
    "x",
    "5k ",
    "QPS ",
    "k",
    "no ",
    "not only ",
    "don't ",
    "no cache no ttl no expiry ",
    ": none ",
    "a ab ",
    "ab",
    "((((",
    "[[",
    "....",
    "-",
    "_",
    "\t",
    "\n",
    "é",
    "cache_ttl ",
    "hit rate ",
    "9% hits ",
    "x3 ",
    "aaaa",
    "queue worker event stream ",
    "clicks ",
    "replica ",
    "//",
    "?",
    "a@b.",
    ".a",
]
PARTS = [Part(f"p{i}", label, None) for i, label in enumerate(["ab", "Cache", "API Server", "x"])]
PROBLEM = "url-shortener"


@cache
def node() -> Node:
    document = {"design": {"components": [{"id": "a", "label": "Redis", "type": "primitive"}]}}
    return build_graph(read_document(document).design).nodes[0]


def _evidence(text: str) -> None:
    with reading_limit():
        for pattern in (REDUNDANT, MODE, SCALED, *rubric_patterns()):
            affirmed(text, pattern)


@cache
def rubric_patterns() -> tuple[str, ...]:
    rubric = expectations(PROBLEM).rubric
    assert rubric is not None
    return rubric.patterns()


QUEUES_AND_LOGS = {"headers": ["", "Queue", "Log"], "rows": [["Replay", "no", "yes"]]}
COMPARISONS = ComparisonIndex(
    lesson_comparisons(
        Lesson(
            id="queues",
            title="Queues and Logs",
            required_tier_id=0,
            sections=[{"type": "table", "data": {"payload": QUEUES_AND_LOGS}}],
        )
    )
)

READERS: dict[str, Callable[[str], Any]] = {
    "figures": quantities,
    "numbers": lambda text: writes_numbers([text], 10**9),
    "copies": lambda text: stated_copies(node(), text),
    "a cache's hit ratio": stated_hit_ratio,
    "negation and rubric patterns": _evidence,
    "a label's role": lambda text: role_from_text.__wrapped__(text, None),
    "a coach question": lambda text: read_intent(text, PARTS),
    "the kind of a coach question": kind_of,
    # A model's rewording, checked for numbers and links against the coach's answer.
    "a rewording kept to its answer": lambda text: keeps_to(text, text),
    "the coach's search words": tokens,
    "options a coach question weighs": lambda text: COMPARISONS.compare(text, 3),
    "calls a request makes to a part": says_several,
    "names in Markdown": escape_markdown,
    "Markdown as plain text (search, the coach's quotes)": plain_text,
    "a property's label": field_label,
    "estimates read": lambda text: list(unread_estimates([Excerpt("notes.estimates", text)])),
    # Past its 254-character limit too: the pattern itself, whatever reaches it.
    "a waitlist address": lambda text: _EMAIL_SHAPE.fullmatch(text),
}


def pathological(units: list[str], length: int) -> str:
    """The first unit, then the second repeated up to `length`, then the rest: one long run
    ("1", a run of spaces, "x") or, from one unit, that unit over and over."""
    head, run, tail = units[0], units[1 % len(units)], "".join(units[2:])
    room = max(0, length - len(head) - len(tail))
    return head + (run * (room // len(run) + 1))[:room] + tail


def cpu_seconds(read: Callable[[str], Any], text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        read(text)
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(units=st.lists(st.sampled_from(UNITS), min_size=1, max_size=3))
def test_every_reader_takes_time_linear_in_the_text(units: list[str]) -> None:
    small, large = pathological(units, SMALL), pathological(units, LARGE)
    for name, read in READERS.items():
        before, after = cpu_seconds(read, small), cpu_seconds(read, large)
        assert after <= GROWTH * before + FLOOR_SECONDS, (
            f"{name} on {units!r}: {before * 1000:.2f} ms at {SMALL}, "
            f"{after * 1000:.2f} ms at {LARGE} characters"
        )


@pytest.mark.slow
@pytest.mark.parametrize("unit", UNITS)
def test_no_reader_is_slow_on_the_longest_field(unit: str) -> None:
    text = pathological([unit], 2_000)
    for name, read in READERS.items():
        spent = cpu_seconds(read, text)
        assert spent < AT_THE_LIMIT_SECONDS, f"{name} on {unit!r}: {spent * 1000:.1f} ms"
