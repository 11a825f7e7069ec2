"""lessons are called lessons: subtopics becomes lessons, subtopic_id becomes lesson_id

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-23 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LESSON_COLUMNS = ("id", "topic_id", "title", "position", "required_tier_id", "sections")


def _move_lessons(old: str, new: str, old_column: str, new_column: str) -> None:
    """Copies the lessons into a table under the new name and points the quiz tables at it.
    A new table rather than a rename, so that every constraint and index gets the name the
    naming convention gives it on SQLite and PostgreSQL alike (a renamed table keeps the old
    ones). `old` and `new` are "subtopics" and "lessons", in the direction of the move."""
    op.create_table(
        new,
        sa.Column("id", sa.String(length=80), nullable=False),
        sa.Column("topic_id", sa.String(length=80), nullable=False),
        sa.Column("title", sa.String(length=160), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("required_tier_id", sa.Integer(), nullable=False),
        sa.Column(
            "sections", sa.JSON().with_variant(postgresql.JSONB(), "postgresql"), nullable=False
        ),
        sa.ForeignKeyConstraint(
            ["topic_id"], ["topics.id"], name=f"fk_{new}_topic_id_topics", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=f"pk_{new}"),
    )
    with op.batch_alter_table(new) as batch:
        batch.create_index(f"ix_{new}_topic_id", ["topic_id"], unique=False)
    columns = ", ".join(LESSON_COLUMNS)
    op.execute(f"INSERT INTO {new} ({columns}) SELECT {columns} FROM {old}")  # noqa: S608

    old_word, new_word = old_column.removesuffix("_id"), new_column.removesuffix("_id")
    for table, leading_columns, old_index, new_index in (
        ("quiz_questions", [], old_column, new_column),
        ("quiz_scores", ["user_id"], f"user_{old_word}", f"user_{new_word}"),
    ):
        # Two batches: within one, SQLite's rebuild cannot index a column renamed in it.
        with op.batch_alter_table(table) as batch:
            batch.drop_index(f"ix_{table}_{old_index}")
            batch.drop_constraint(f"fk_{table}_{old_column}_{old}", type_="foreignkey")
            batch.alter_column(old_column, new_column_name=new_column)
        with op.batch_alter_table(table) as batch:
            batch.create_index(f"ix_{table}_{new_index}", [*leading_columns, new_column])
            batch.create_foreign_key(
                f"fk_{table}_{new_column}_{new}", new, [new_column], ["id"], ondelete="CASCADE"
            )

    with op.batch_alter_table(old) as batch:
        batch.drop_index(f"ix_{old}_topic_id")
    op.drop_table(old)


def upgrade() -> None:
    _move_lessons("subtopics", "lessons", "subtopic_id", "lesson_id")


def downgrade() -> None:
    _move_lessons("lessons", "subtopics", "lesson_id", "subtopic_id")
