from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session

from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.errors import ContentError
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.curriculum.loading.store import load_curriculum
from systemcraft.curriculum.models import Lesson, QuizQuestion, Topic
from tests.curriculum.factory import sample_tree, write_lesson, write_topic


def _problems(root: Path) -> list[str]:
    with pytest.raises(ContentError) as caught:
        read_curriculum(root)
    return [str(problem) for problem in caught.value.problems]


def test_a_valid_tree_reads_in_order(tmp_path: Path) -> None:
    topics = read_curriculum(sample_tree(tmp_path)).topics
    assert [t.id for t in topics] == ["basics", "data"]
    assert [lesson.id for lesson in topics[0].lessons] == ["caching", "queues"]
    caching = topics[0].lessons[0]
    assert [q.id for q in caching.questions] == ["caching-q1", "caching-q2"]
    assert caching.questions[1].choices == [
        {"id": "caching-q2-a", "choice_text": "The database", "is_correct": False},
        {"id": "caching-q2-b", "choice_text": "The cache", "is_correct": True},
    ]
    assert topics[1].lessons[0].required_tier_id == 1


def _quiz_with(correct_flags: list[bool]) -> str:
    choices = "".join(
        f"      - choice_text: Choice {n}\n        is_correct: {str(flag).lower()}\n"
        for n, flag in enumerate(correct_flags)
    )
    return (
        "questions:\n  - question_text: Fine\n    choices:\n"
        "      - choice_text: A\n        is_correct: true\n      - choice_text: B\n"
        f"  - question_text: Broken\n    choices:\n{choices}"
    )


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        ([False, False], "questions.1.choices: no choice is marked is_correct: true"),
        ([True, True, False], "questions.1.choices: 2 choices are marked correct"),
    ],
)
def test_a_question_needs_exactly_one_correct_choice(
    tmp_path: Path, flags: list[bool], message: str
) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    write_lesson(folder, "caching", 1, quiz=_quiz_with(flags), body="Hi\n")
    [problem] = _problems(tmp_path)
    assert problem.startswith("topics/01-basics/01-caching.quiz.yaml:9: ")
    assert message in problem


def test_duplicate_ids_are_reported(tmp_path: Path) -> None:
    first, second = write_topic(tmp_path, "basics", 1), write_topic(tmp_path, "more", 2)
    write_lesson(first, "caching", 1, body="a\n", quiz=None)
    write_lesson(second, "caching", 2, body="b\n", quiz=None)
    assert _problems(tmp_path) == ["topics: duplicate lesson id 'caching'"]


def test_bad_front_matter_names_the_field_and_line(tmp_path: Path) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    (folder / "01-x.md").write_text("---\nid: Not A Slug\ntitle: X\norder: 1\n---\nBody\n")
    [problem] = _problems(tmp_path)
    assert problem.startswith("topics/01-basics/01-x.md:2: id: String should match pattern")


def test_missing_front_matter_and_unknown_fields(tmp_path: Path) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    (folder / "01-a.md").write_text("No front matter here\n")
    (folder / "02-b.md").write_text("---\nid: b\ntitle: B\norder: 2\nauthor: me\n---\nx\n")
    assert _problems(tmp_path) == [
        "topics/01-basics/01-a.md:1: a lesson starts with front matter between --- lines",
        "topics/01-basics/02-b.md:5: author: Extra inputs are not permitted",
    ]


def test_a_section_it_cannot_parse_gives_the_line(tmp_path: Path) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    write_lesson(folder, "a", 1, body="Intro\n\n```mermaid\nflowchart LR\n```\n", quiz=None)
    [problem] = _problems(tmp_path)
    assert problem.startswith("topics/01-basics/01-a.md:9: a mermaid diagram needs a caption")


def test_broken_yaml_and_a_missing_image(tmp_path: Path) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    write_lesson(folder, "a", 1, body="![x](/lesson-assets/nope.svg)\n", quiz="questions: [\n")
    (folder / "topic.yaml").write_text("id: basics\ntitle: [unclosed\n")
    problems = _problems(tmp_path)
    assert problems[0].startswith("topics/01-basics/topic.yaml:3: invalid YAML")
    assert "topics/01-basics/01-a.md: image /lesson-assets/nope.svg is not in content/assets" in (
        problems
    )
    assert any(p.startswith("topics/01-basics/01-a.quiz.yaml:2: invalid YAML") for p in problems)


def test_every_problem_is_reported_and_nothing_is_loaded(tmp_path: Path, database_url: str) -> None:
    folder = write_topic(tmp_path, "basics", 1)
    write_lesson(folder, "good", 1, body="ok\n", quiz=None)
    write_lesson(folder, "bad", 2, body="ok\n", quiz=_quiz_with([False, False]))
    engine = create_engine(database_url)
    try:
        with Session(engine) as db:
            with pytest.raises(ContentError):
                load_curriculum(db, tmp_path)
            db.rollback()
            assert db.scalar(select(func.count()).select_from(Topic)) == 0
    finally:
        engine.dispose()


def _counts(db: Session) -> tuple[int | None, ...]:
    return tuple(
        db.scalar(select(func.count()).select_from(model))
        for model in (Topic, Lesson, QuizQuestion)
    )


def test_loading_twice_changes_nothing(tmp_path: Path, database_url: str) -> None:
    root = sample_tree(tmp_path / "content")
    engine = create_engine(database_url)
    try:
        with Session(engine) as db:
            first = load_curriculum(db, root)
            db.commit()
            assert (first.created, first.updated, first.deleted) == (9, 0, 0)
            assert _counts(db) == (2, 3, 4)
            assert load_curriculum(db, root).skipped
            forced = load_curriculum(db, root, force=True)
            assert (forced.created, forced.updated, forced.deleted) == (0, 0, 0)
    finally:
        engine.dispose()


def test_edits_update_and_removals_delete(tmp_path: Path, database_url: str) -> None:
    root = sample_tree(tmp_path / "content")
    engine = create_engine(database_url)
    try:
        with Session(engine) as db:
            load_curriculum(db, root)
            (root / "topics" / "01-basics" / "02-queues.md").unlink()
            caching = root / "topics" / "01-basics" / "01-caching.md"
            caching.write_text(caching.read_text().replace("hot data", "popular data"))
            report = load_curriculum(db, root)
            assert (report.created, report.updated, report.deleted) == (0, 1, 1)
            lesson = db.get(Lesson, "caching")
            assert lesson is not None
            assert "popular data" in lesson.sections[0]["data"]["payload"]["markdown"]
    finally:
        engine.dispose()


def test_the_shipped_curriculum_is_valid_and_round_trips(database_url: str) -> None:
    topics = read_curriculum(REPO_ROOT / "content").topics
    lessons = [lesson for topic in topics for lesson in topic.lessons]
    assert len(topics) >= 3
    assert len(lessons) >= 8
    assert any(lesson.required_tier_id >= 1 for lesson in lessons)
    kinds = {section["type"] for lesson in lessons for section in lesson.sections}
    assert kinds == {"text", "highlight", "table", "diagram", "image"}
    assert all(3 <= len(lesson.questions) <= 5 for lesson in lessons)
    engine = create_engine(database_url)
    try:
        with Session(engine) as db:
            load_curriculum(db, REPO_ROOT / "content")
            db.commit()
            for lesson in lessons:
                stored = db.get(Lesson, lesson.id)
                assert stored is not None
                assert stored.sections == lesson.sections
                assert [q.question_text for q in stored.questions] == [
                    q.question_text for q in lesson.questions
                ]
    finally:
        engine.dispose()
