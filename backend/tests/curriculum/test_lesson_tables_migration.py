"""The migration that renamed subtopics to lessons keeps every lesson, question and score, and
its downgrade gives them back."""

from datetime import UTC, datetime

from alembic import command
from sqlalchemy import create_engine, text

from systemcraft.db.migrate import alembic_config

ROWS = (
    "INSERT INTO users (id, subject, email, display_name, tier_id, created_at, updated_at) "
    "VALUES (1, 'subject-1', 'ada@example.com', 'Ada', 0, :now, :now)",
    "INSERT INTO topics (id, title, icon, description, position) "
    "VALUES ('basics', 'Basics', 'layers', '', 1)",
    "INSERT INTO {lessons} (id, topic_id, title, position, required_tier_id, sections) "
    "VALUES ('caching', 'basics', 'Caching', 1, 0, '[]')",
    "INSERT INTO quiz_questions (id, {column}, position, question_text, choices) "
    "VALUES ('caching-q1', 'caching', 1, 'Why?', '[]')",
    "INSERT INTO quiz_scores (id, user_id, {column}, score, correct, total, percentage, "
    "created_at) VALUES (7, 1, 'caching', 1, 1, 1, 100, :now)",
)


def _rows(url: str, lessons: str, column: str) -> list[tuple[object, ...]]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return [
                *connection.execute(text(f"SELECT id, topic_id, title FROM {lessons}")),  # noqa: S608
                *connection.execute(text(f"SELECT id, {column} FROM quiz_questions")),  # noqa: S608
                *connection.execute(text(f"SELECT id, {column} FROM quiz_scores")),  # noqa: S608
            ]
    finally:
        engine.dispose()


def test_lessons_questions_and_scores_survive_the_rename(empty_database_url: str) -> None:
    config = alembic_config(empty_database_url)
    command.upgrade(config, "0007")
    engine = create_engine(empty_database_url)
    try:
        with engine.begin() as connection:
            for statement in ROWS:
                sql = statement.format(lessons="subtopics", column="subtopic_id")
                connection.execute(text(sql), {"now": datetime.now(UTC)})
    finally:
        engine.dispose()
    expected = [("caching", "basics", "Caching"), ("caching-q1", "caching"), (7, "caching")]

    command.upgrade(config, "0008")
    assert _rows(empty_database_url, "lessons", "lesson_id") == expected
    command.downgrade(config, "0007")
    assert _rows(empty_database_url, "subtopics", "subtopic_id") == expected
