"""a coach turn remembers the problem it was about, so the conversation is kept per user and
problem across visits and devices

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-01 12:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Nullable: turns stored before belong to their session alone, and an older instance
    # still inserts during a rolling deploy.
    with op.batch_alter_table("chat_messages") as batch:
        batch.add_column(sa.Column("problem_id", sa.String(length=100), nullable=True))
        batch.create_index(
            "ix_chat_messages_user_problem", ["user_id", "problem_id", "id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("chat_messages") as batch:
        batch.drop_index("ix_chat_messages_user_problem")
        batch.drop_column("problem_id")
