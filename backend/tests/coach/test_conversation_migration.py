"""The migration that gives a coach turn its problem keeps every turn stored before (theirs is
no problem: they stay their session's), and its downgrade keeps them too."""

from datetime import UTC, datetime

from alembic import command
from sqlalchemy import create_engine, inspect, text

from systemcraft.db.migrate import alembic_config

USER = (
    "INSERT INTO users (id, subject, email, display_name, tier_id, created_at, updated_at) "
    "VALUES (1, 'subject-1', 'ada@example.com', 'Ada', 3, :now, :now)"
)
TURN = (
    "INSERT INTO chat_messages (id, user_id, session_id, role, content, created_at) "
    "VALUES (7, 1, 'visit-one-0001', 'user', 'What is sharding?', :now)"
)


def _execute(url: str, *statements: str) -> None:
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            for statement in statements:
                connection.execute(text(statement), {"now": datetime.now(UTC)})
    finally:
        engine.dispose()


def _turns(url: str, columns: str) -> tuple[list[tuple[object, ...]], set[str]]:
    """The stored turns' `columns`, and the names of the table's indexes."""
    query = text(f"SELECT {columns} FROM chat_messages")  # noqa: S608 - the test's own names
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            rows = [tuple(row) for row in connection.execute(query)]
            indexes = inspect(connection).get_indexes("chat_messages")
    finally:
        engine.dispose()
    return rows, {index["name"] or "" for index in indexes}


def test_turns_stored_before_keep_their_session_and_no_problem(empty_database_url: str) -> None:
    config = alembic_config(empty_database_url)
    command.upgrade(config, "0012")
    _execute(empty_database_url, USER, TURN)

    command.upgrade(config, "0013")
    rows, indexes = _turns(empty_database_url, "id, session_id, problem_id, content")
    assert rows == [(7, "visit-one-0001", None, "What is sharding?")]
    assert "ix_chat_messages_user_problem" in indexes

    command.downgrade(config, "0012")
    rows, indexes = _turns(empty_database_url, "id, session_id, content")
    assert rows == [(7, "visit-one-0001", "What is sharding?")]
    assert "ix_chat_messages_user_problem" not in indexes
