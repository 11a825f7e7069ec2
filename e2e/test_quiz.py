"""Quizzes from start to finish with their result bands, and saved progress for signed-in users."""

import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.auth_helpers import google_sign_in, signed_in
from e2e.conftest import ConsoleWatch, Server
from e2e.learn_helpers import attempt_quiz, lessons_in_order, open_lesson, sidebar


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
    attempt_quiz(page).click()
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
    attempt_quiz(page).click()
    _answer_all(page, questions, right)
    results = page.get_by_role("status").filter(has_text=band)
    expect(results).to_contain_text(f"{right * 20}%")
    expect(results).to_contain_text(f"{right} of 5 correct")
    for question in questions:
        expect(page.get_by_text(question["explanation"])).to_be_visible()


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_the_results_lead_on_to_the_next_lesson(
    page: Page, live_server: Server, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    lessons = lessons_in_order()
    after = lessons[[lesson.id for lesson in lessons].index("caching") + 1]
    questions = _quiz(page, live_server.url, "caching")
    page.goto("/learn/caching")
    attempt_quiz(page).click()
    _answer_all(page, questions, 4)
    expect(page.get_by_text(f"Up next: {after.title}")).to_be_visible()
    page.get_by_role("button", name="Next lesson").click()
    expect(page).to_have_url(re.compile(f"/learn/{after.id}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(after.title)
    expect(attempt_quiz(page)).to_be_visible()


def test_the_last_lessons_results_offer_no_next_lesson(page: Page, dev_server: Server) -> None:
    last = lessons_in_order()[-1]
    ordered = sorted(last.questions, key=lambda question: question.order)
    questions = [{"question_choices": question.choices} for question in ordered]
    signed_in(page, dev_server.url, "Last lesson reader", tier=last.required_tier_id)
    page.goto(f"{dev_server.url}/learn/{last.id}")
    attempt_quiz(page).click()
    _answer_all(page, questions, len(questions))
    expect(page.get_by_role("button", name="Retry Quiz")).to_be_visible()
    expect(page.get_by_role("button", name="Next lesson")).to_have_count(0)


def test_retry_starts_over_and_back_returns_to_the_lesson(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "replication")
    page.goto("/learn/replication")
    attempt_quiz(page).click()
    _answer_all(page, questions, len(questions))
    page.get_by_role("button", name="Retry Quiz").click()
    expect(page.get_by_text(f"Question 1 of {len(questions)}")).to_be_visible()
    expect(page.get_by_role("radio", checked=True)).to_have_count(0)
    page.get_by_role("button", name="Back to Lesson").click()
    expect(attempt_quiz(page)).to_be_visible()


def test_choosing_another_lesson_dismisses_the_quiz(page: Page) -> None:
    page.goto("/learn/caching")
    attempt_quiz(page).click()
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_be_visible()
    open_lesson(page, "The Stateless Tier", "Load Balancing")
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_have_count(0)


def test_a_lesson_without_questions_says_so(page: Page, fixture_server: Server) -> None:
    page.goto(f"{fixture_server.url}/learn/no-quiz")
    attempt_quiz(page).click()
    expect(page.get_by_text("No quiz questions available for this subtopic.")).to_be_visible()


def test_a_passed_quiz_is_saved_and_ticked_after_a_reload(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "load-balancing")
    page.goto("/learn")
    google_sign_in(page, "quizzer", lands_on="/learn")
    page.goto("/learn/load-balancing")
    attempt_quiz(page).click()
    with page.expect_response(lambda r: r.url.endswith("/api/quiz-scores")) as saved:
        _answer_all(page, questions, len(questions))
    assert saved.value.status == 201
    expect(page.get_by_role("complementary", name="Keep your progress")).to_have_count(0)
    page.reload()
    lesson = sidebar(page).get_by_role("button", name=re.compile("Load Balancing"))
    expect(lesson).to_contain_text("(quiz passed)")
    other = sidebar(page).get_by_role("button", name=re.compile("^Caching"))
    expect(other).not_to_contain_text("(quiz passed)")


def _quiz_heading(page: Page, lesson: str) -> Locator:
    return page.get_by_role("region", name=lesson).get_by_role("heading", level=1, name=lesson)


def test_results_and_retry_start_at_the_quiz_heading(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "caching")
    page.set_viewport_size({"width": 390, "height": 740})
    page.goto("/learn/caching")
    attempt_quiz(page).click()
    _answer_all(page, questions, 2)
    heading = _quiz_heading(page, "Caching")
    expect(heading).to_be_in_viewport(ratio=1)
    page.keyboard.press("End")
    page.get_by_role("button", name="Retry Quiz").click()
    expect(page.get_by_text(f"Question 1 of {len(questions)}")).to_be_visible()
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport(ratio=1)
    box = heading.bounding_box()
    header = page.get_by_role("banner").bounding_box()
    assert box is not None
    assert header is not None
    assert box["y"] >= header["y"] + header["height"], "the heading sits below the site header"


def test_back_to_lesson_returns_to_where_the_reader_left(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "caching")
    page.set_viewport_size({"width": 390, "height": 740})
    page.goto("/learn/caching")
    expect(page.get_by_role("heading", level=1, name="Caching")).to_be_visible()
    page.mouse.wheel(0, 40)
    page.wait_for_function("() => window.scrollY === 40")
    attempt_quiz(page).click()
    _answer_all(page, questions, 5)
    expect(page.get_by_role("status").filter(has_text="Excellent!")).to_be_visible()
    page.keyboard.press("End")
    page.get_by_role("button", name="Back to Lesson").click()
    expect(attempt_quiz(page)).to_be_focused()
    assert page.evaluate("window.scrollY") == 40


def test_review_cards_line_up_with_the_score(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "replication")
    page.goto("/learn/replication")
    attempt_quiz(page).click()
    _answer_all(page, questions, 1)
    score = page.get_by_role("status").filter(has_text="Keep Studying!").bounding_box()
    card = page.get_by_role("listitem").filter(has_text=questions[0]["question_text"])
    first = card.bounding_box()
    assert score is not None
    assert first is not None
    assert (first["x"], first["width"]) == (score["x"], score["width"])


def test_a_visitor_is_told_that_signing_in_keeps_progress(page: Page, live_server: Server) -> None:
    questions = _quiz(page, live_server.url, "load-balancing")
    page.goto("/learn/load-balancing")
    attempt_quiz(page).click()
    _answer_all(page, questions, len(questions))
    prompt = page.get_by_role("complementary", name="Keep your progress")
    expect(prompt).to_contain_text("Sign in and your progress is saved")
    expect(prompt.get_by_role("button", name="Sign In")).to_be_visible()


def test_a_locked_quiz_says_so_and_offers_sign_in(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    page.goto("/learn/sharding")
    attempt_quiz(page).click()
    quiz = page.get_by_role("region", name="Sharding and Partitioning")
    expect(quiz.get_by_text("This quiz is locked.")).to_be_visible()
    expect(quiz.get_by_role("button", name="Sign In", exact=True)).to_be_visible()
    expect(page.get_by_text("No quiz questions available")).to_have_count(0)
    quiz.get_by_role("button", name="Back to Lesson").click()
    expect(attempt_quiz(page)).to_be_visible()


def test_a_locked_quiz_offers_a_free_account_the_pricing_page(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    signed_in(page, dev_server.url, "Free quizzer", tier=0)
    page.goto(f"{dev_server.url}/learn/sharding")
    attempt_quiz(page).click()
    quiz = page.get_by_role("region", name="Sharding and Partitioning")
    expect(quiz.get_by_text("This quiz is locked.")).to_be_visible()
    expect(quiz.get_by_role("link", name="Upgrade Plan")).to_have_attribute("href", "/pricing")


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_the_quiz_from_the_lesson_end_checked_as_you_go_and_left_with_back(
    page: Page, live_server: Server, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    questions = _quiz(page, live_server.url, "caching")
    first = questions[0]
    wrong = next(c for c in first["question_choices"] if not c["is_correct"])["choice_text"]
    right = next(c for c in first["question_choices"] if c["is_correct"])["choice_text"]
    page.goto("/learn/caching")
    at_the_end = page.get_by_role("complementary", name="Check what stuck")
    at_the_end.get_by_role("button", name="Attempt Quiz").click()
    expect(page).to_have_url(re.compile(r"/learn/caching\?quiz$"))
    toggle = page.get_by_role("checkbox", name="Check each answer as I go")
    expect(toggle).not_to_be_checked()
    toggle.check()

    choice = page.get_by_role("button", name=wrong)
    choice.click()
    verdict = page.get_by_role("status").filter(has_text="Not quite.")
    expect(verdict).to_contain_text(f"The right answer is: {right}")
    expect(verdict).to_contain_text(first["explanation"])
    expect(choice).to_contain_text("Incorrect")
    expect(page.get_by_role("button", name=right)).to_contain_text("Right answer")
    expect(page.get_by_role("button", name=right)).to_be_disabled()
    page.get_by_role("button", name=right).click(force=True)  # the first answer stays
    expect(choice).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_enabled()

    page.go_back()
    expect(page).to_have_url(re.compile(r"/learn/caching$"))
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_have_count(0)
    expect(at_the_end.get_by_role("button", name="Attempt Quiz")).to_be_focused()
    page.go_forward()
    expect(page.get_by_text(f"Question 1 of {len(questions)}")).to_be_visible()
    expect(page.get_by_role("button", name=wrong)).to_have_attribute("aria-pressed", "true")

    page.reload()
    expect(toggle).to_be_checked()  # remembered by the browser
    page.get_by_role("button", name="Back to Lesson").click()
    expect(page).to_have_url(re.compile(r"/learn/caching$"))
    expect(attempt_quiz(page)).to_be_visible()
