"""A design drawn for another problem is said to be one, and a design of its own problem, good
or poor, never is."""

import json
from dataclasses import replace
from functools import cache

import pytest

from systemcraft.coach.answering.dispatch import answer_for
from systemcraft.coach.resemblance import SAMPLE, Problem, ProblemLikeness
from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.design import read_document
from tests.assessment.calibration import load_cases
from tests.coach.briefs import ask, document


@cache
def _likeness() -> ProblemLikeness:
    curriculum = read_curriculum(REPO_ROOT / "content")
    return ProblemLikeness(
        Problem.of(
            p.id,
            p.title,
            [
                p.description,
                *p.requirements.functional,
                *p.requirements.non_functional,
                *p.hints,
                *p.follow_ups,
            ],
            curriculum.references[p.id],
        )
        for p in curriculum.problems
        if p.id in curriculum.references
    )


def _reads_like(key: str) -> str | None:
    text = document(key).design.model_dump_json()
    return _likeness().reads_like(key.split("/")[0], text)


@pytest.mark.parametrize(
    ("key", "other"),
    [
        ("url-shortener/wrong-problem", "Design a Chat Application"),
        ("news-feed/wrong-problem", "Design a Ride-Sharing Service"),
        ("news-feed/off-brief", "Design Search Typeahead"),
    ],
)
def test_a_design_drawn_for_another_problem_reads_like_that_one(key: str, other: str) -> None:
    assert _reads_like(key) == other


def test_no_design_drawn_for_its_own_problem_reads_like_another() -> None:
    # Every calibration design but those named as drawn for another problem or beside the brief:
    # weak, template and numberless ones included.
    own = [c for c in load_cases() if "wrong-problem" not in c.key and "off-brief" not in c.key]
    assert len(own) > 400
    likeness = _likeness()
    read = [(c.key, read_document(c.document).design.model_dump_json()) for c in own]
    assert [key for key, text in read if likeness.reads_like(key.split("/")[0], text)] == []


def test_the_answer_says_so_and_what_this_brief_asks_for_before_any_part() -> None:
    key = "url-shortener/wrong-problem"
    asked = ask(key, "what if my WebSocket gateways crash?", "failure", "WebSocket gateways")
    said = answer_for(replace(asked, resembles="Design a Chat Application"), str)
    assert said.startswith("Your design reads like a design for **Design a Chat Application**")
    assert "Visiting a short link redirects the browser to the original URL." in said
    assert "The brief asks" not in said


def _held_out() -> list[tuple[str, str]]:
    """The assessment's held-out designs (never read when the thresholds were set): each with
    its problem and its text."""
    base = REPO_ROOT / "backend/tests/assessment/held_out_set"
    return [
        (folder.name, read_document(json.loads(path.read_text())).design.model_dump_json())
        for folder in sorted(p for p in base.iterdir() if p.is_dir())
        for path in sorted(folder.glob("*.json"))
        if path.name != "grades.json"
    ]


def test_designs_never_tuned_on_read_like_their_own_problem_and_no_other() -> None:
    likeness = _likeness()
    titles = {p.id: p.title for p in read_curriculum(REPO_ROOT / "content").problems}
    ids = sorted(titles)
    designs = _held_out()
    assert len(designs) >= 100
    # Handed in under their own problem: none is said to be another's.
    assert [p for p, text in designs if likeness.reads_like(p, text)] == []
    # Handed in under the next problem in the list: nearly all are said to be their own; a
    # sparse first attempt may read like nothing, never like a third problem.
    said = [likeness.reads_like(ids[(ids.index(p) + 1) % len(ids)], text) for p, text in designs]
    right = sum(s == titles[p] for s, (p, _) in zip(said, designs, strict=True))
    assert right >= 0.85 * len(designs), right
    assert all(s in (None, titles[p]) for s, (p, _) in zip(said, designs, strict=True))


def test_a_design_at_the_size_limit_is_read_only_as_far_as_its_sample() -> None:
    likeness = _likeness()
    text = document("url-shortener/wrong-problem").design.model_dump_json()
    # The URL shortener's own words past the sample: never read.
    padded = text.ljust(SAMPLE) + " short link redirect alias expiry" * 50_000
    assert likeness.reads_like("url-shortener", padded) == "Design a Chat Application"
    # Past the sample, the chat design itself is never read.
    assert likeness.reads_like("url-shortener", "x" * SAMPLE + text) is None
