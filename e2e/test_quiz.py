"""Quizzes from start to finish with their result bands, and saved progress for signed-in users."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from e2e.auth_helpers import google_sign_in
from e2e.conftest import Server
from e2e.learn_helpers import open_lesson, sidebar


def _quiz(page: Page, base_url: str, lesson: str) -> list[dict[str, Any]]:
    questions: list[dict[str, Any]] = page.request.get(f"{base_url}/api/quizzes/{lesson}").json()[
        "questions"
    ]
    return questions


def _answer_all(page: Page, questions: list[dict[str, Any]], right: int) -> None:
    """Answers the first `right` questions correctly and the rest wrongly, then finishes."""
    for number, question in enumerate(questions):
        expect(page.get_by_text(f"Question {number + 1} of {len(questions)}")).to_be_visible()
        choices = question["question_choices"]
        pick = next(c for c in choices if c["is_correct"] == (number < right))
        page.get_by_role("radio", name=pick["choice_text"], exact=True).check()
        last = number == len(questions) - 1
        page.get_by_role("button", name="Finish Quiz" if last else "Next", exact=True).click()


def test_one_question_at_a_time_with_guarded_navigation(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "caching")
    page.goto("/learn/caching")
    page.get_by_role("button", name="Attempt Quiz").click()
    expect(page.get_by_text(f"Question 1 of {len(questions)}")).to_be_visible()
    expect(page.get_by_text(questions[0]["question_text"])).to_be_visible()
    expect(page.get_by_role("button", name="Previous")).to_be_disabled()
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    first_choice = questions[0]["question_choices"][0]["choice_text"]
    page.get_by_role("radio", name=first_choice, exact=True).check()
    page.get_by_role("button", name="Next", exact=True).click()
    expect(page.get_by_text(f"Question 2 of {len(questions)}")).to_be_visible()
    page.get_by_role("button", name="Previous").click()
    expect(page.get_by_role("radio", name=first_choice, exact=True)).to_be_checked()


@pytest.mark.parametrize(
    ("right", "band"),
    [(5, "Excellent!"), (3, "Good Job!"), (1, "Keep Studying!")],
)
def test_each_result_band(page: Page, live_server: Server, right: int, band: str) -> None:
    questions = _quiz(page, live_server.url, "caching")
    assert len(questions) == 5
    page.goto("/learn/caching")
    page.get_by_role("button", name="Attempt Quiz").click()
    _answer_all(page, questions, right)
    results = page.get_by_role("status").filter(has_text=band)
    expect(results).to_contain_text(f"{right * 20}%")
    expect(results).to_contain_text(f"{right} of 5 correct")
    for question in questions:
        expect(page.get_by_text(question["explanation"])).to_be_visible()


def test_retry_starts_over_and_back_returns_to_the_lesson(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "replication")
    page.goto("/learn/replication")
    page.get_by_role("button", name="Attempt Quiz").click()
    _answer_all(page, questions, len(questions))
    page.get_by_role("button", name="Retry Quiz").click()
    expect(page.get_by_text(f"Question 1 of {len(questions)}")).to_be_visible()
    expect(page.get_by_role("radio", checked=True)).to_have_count(0)
    page.get_by_role("button", name="Back to Lesson").click()
    expect(page.get_by_role("button", name="Attempt Quiz")).to_be_visible()


def test_choosing_another_lesson_dismisses_the_quiz(page: Page) -> None:
    page.goto("/learn/caching")
    page.get_by_role("button", name="Attempt Quiz").click()
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_be_visible()
    open_lesson(page, "Scaling the Web Tier", "Load Balancing")
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_have_count(0)


def test_a_lesson_without_questions_says_so(page: Page, fixture_server: Server) -> None:
    page.goto(f"{fixture_server.url}/learn/no-quiz")
    page.get_by_role("button", name="Attempt Quiz").click()
    expect(page.get_by_text("No quiz questions available for this subtopic.")).to_be_visible()


def test_a_passed_quiz_is_saved_and_ticked_after_a_reload(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "load-balancing")
    page.goto("/learn")
    google_sign_in(page, "quizzer")
    page.goto("/learn/load-balancing")
    page.get_by_role("button", name="Attempt Quiz").click()
    with page.expect_response(lambda r: r.url.endswith("/api/quiz-scores")) as saved:
        _answer_all(page, questions, len(questions))
    assert saved.value.status == 201
    page.reload()
    lesson = sidebar(page).get_by_role("button", name=re.compile("Load Balancing"))
    expect(lesson).to_contain_text("(quiz passed)")
    other = sidebar(page).get_by_role("button", name=re.compile("^Caching"))
    expect(other).not_to_contain_text("(quiz passed)")
