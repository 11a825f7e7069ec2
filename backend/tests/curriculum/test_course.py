"""The course as shipped in content/: its size and the shape every lesson and quiz keeps, so a
lesson cannot land thinner than the course promises or with a quiz that has two right answers."""

import re
from collections import Counter
from functools import cache

import pytest

from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.parsed import Curriculum, ParsedLesson
from systemcraft.curriculum.loading.reader import read_curriculum

MIN_TOPICS = 11
MIN_LESSONS = 50
MIN_WORDS = 700
QUESTIONS_PER_QUIZ = 5
CHOICES_PER_QUESTION = 4
LESSON_LINK = re.compile(r"\]\(/learn/([a-z0-9-]+)\)")
WORD = re.compile(r"[A-Za-z0-9][\w'’.-]*")


@cache
def course() -> Curriculum:
    return read_curriculum(REPO_ROOT / "content")


def lessons() -> list[ParsedLesson]:
    return [lesson for topic in course().topics for lesson in topic.lessons]


def prose(lesson: ParsedLesson) -> list[str]:
    """What a reader reads as text: paragraphs, call-outs and table cells (not diagram source)."""
    pieces: list[str] = []
    for section in lesson.sections:
        payload = section["data"]["payload"]
        if section["type"] in ("text", "highlight"):
            pieces.append(payload["markdown"])
        elif section["type"] == "table":
            pieces.extend(" ".join(row) for row in [payload["headers"], *payload["rows"]])
    return pieces


def kinds(lesson: ParsedLesson) -> set[str]:
    return {section["type"] for section in lesson.sections}


def test_the_course_has_the_topics_and_lessons_it_promises() -> None:
    assert len(course().topics) >= MIN_TOPICS
    assert len(lessons()) >= MIN_LESSONS
    ids = [lesson.id for lesson in lessons()]
    assert len(ids) == len(set(ids))


def test_about_a_third_of_the_lessons_are_the_deeper_tier_1_ones() -> None:
    deeper = sum(lesson.required_tier_id >= 1 for lesson in lessons())
    assert 0.25 <= deeper / len(lessons()) <= 0.45


def test_most_lessons_have_a_diagram() -> None:
    drawn = sum("diagram" in kinds(lesson) or "image" in kinds(lesson) for lesson in lessons())
    assert drawn / len(lessons()) >= 0.7


@pytest.mark.parametrize("lesson", lessons(), ids=lambda lesson: lesson.id)
def test_each_lesson_is_long_enough_and_has_a_call_out(lesson: ParsedLesson) -> None:
    words = sum(len(WORD.findall(piece)) for piece in prose(lesson))
    assert words >= MIN_WORDS, f"{lesson.id}: {words} words"
    assert "highlight" in kinds(lesson), f"{lesson.id}: no call-out with the idea to remember"
    text = "\n".join(prose(lesson)).lower()
    assert "in an interview" in text, f"{lesson.id}: no 'In an interview' section"


@pytest.mark.parametrize("lesson", lessons(), ids=lambda lesson: lesson.id)
def test_each_quiz_has_five_questions_of_four_choices_with_one_right(lesson: ParsedLesson) -> None:
    assert len(lesson.questions) == QUESTIONS_PER_QUIZ, lesson.id
    for question in lesson.questions:
        assert len(question.choices) == CHOICES_PER_QUESTION, question.question_text
        assert sum(choice["is_correct"] for choice in question.choices) == 1
        assert question.explanation, question.question_text


def test_every_link_between_lessons_resolves() -> None:
    known = {lesson.id for lesson in lessons()}
    broken = {
        (lesson.id, target)
        for lesson in lessons()
        for piece in prose(lesson)
        for target in LESSON_LINK.findall(piece)
        if target not in known
    }
    assert not broken


def test_no_paragraph_appears_twice() -> None:
    paragraphs = Counter(
        paragraph.strip()
        for lesson in lessons()
        for piece in prose(lesson)
        for paragraph in piece.split("\n\n")
        if len(paragraph.split()) >= 12
    )
    assert not [paragraph for paragraph, seen in paragraphs.items() if seen > 1]
