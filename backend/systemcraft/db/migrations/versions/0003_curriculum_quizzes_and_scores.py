"""curriculum, quizzes and scores

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21 19:00:50.861178
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "content_state",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.String(length=200), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_content_state")),
    )
    op.create_table(
        "topics",
        sa.Column("id", sa.String(length=80), nullable=False),
        sa.Column("title", sa.String(length=120), nullable=False),
        sa.Column("icon", sa.String(length=20), nullable=False),
        sa.Column("description", sa.String(length=300), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_topics")),
    )
    op.create_table(
        "subtopics",
        sa.Column("id", sa.String(length=80), nullable=False),
        sa.Column("topic_id", sa.String(length=80), nullable=False),
        sa.Column("title", sa.String(length=160), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("required_tier_id", sa.Integer(), nullable=False),
        sa.Column(
            "sections", sa.JSON().with_variant(postgresql.JSONB(), "postgresql"), nullable=False
        ),
        sa.ForeignKeyConstraint(
            ["topic_id"],
            ["topics.id"],
            name=op.f("fk_subtopics_topic_id_topics"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_subtopics")),
    )
    with op.batch_alter_table("subtopics", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_subtopics_topic_id"), ["topic_id"], unique=False)

    op.create_table(
        "quiz_questions",
        sa.Column("id", sa.String(length=100), nullable=False),
        sa.Column("subtopic_id", sa.String(length=80), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("question_text", sa.Text(), nullable=False),
        sa.Column("explanation", sa.Text(), nullable=True),
        sa.Column(
            "choices", sa.JSON().with_variant(postgresql.JSONB(), "postgresql"), nullable=False
        ),
        sa.ForeignKeyConstraint(
            ["subtopic_id"],
            ["subtopics.id"],
            name=op.f("fk_quiz_questions_subtopic_id_subtopics"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_quiz_questions")),
    )
    with op.batch_alter_table("quiz_questions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_quiz_questions_subtopic_id"), ["subtopic_id"], unique=False
        )

    op.create_table(
        "quiz_scores",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("subtopic_id", sa.String(length=80), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("percentage", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["subtopic_id"],
            ["subtopics.id"],
            name=op.f("fk_quiz_scores_subtopic_id_subtopics"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_quiz_scores_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_quiz_scores")),
    )
    with op.batch_alter_table("quiz_scores", schema=None) as batch_op:
        batch_op.create_index(
            "ix_quiz_scores_user_subtopic", ["user_id", "subtopic_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("quiz_scores", schema=None) as batch_op:
        batch_op.drop_index("ix_quiz_scores_user_subtopic")

    op.drop_table("quiz_scores")
    with op.batch_alter_table("quiz_questions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_quiz_questions_subtopic_id"))

    op.drop_table("quiz_questions")
    with op.batch_alter_table("subtopics", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_subtopics_topic_id"))

    op.drop_table("subtopics")
    op.drop_table("topics")
    op.drop_table("content_state")
