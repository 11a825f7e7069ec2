"""A design drawn for another problem is said to be one, and a design of its own problem, good
or poor, never is."""

from dataclasses import replace
from functools import cache

import pytest

from systemcraft.coach.answering.dispatch import answer_for
from systemcraft.coach.resemblance import Problem, ProblemLikeness
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
