"""saved designs

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-21 20:23:24.809211
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "saved_designs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("problem_id", sa.String(length=80), nullable=False),
        sa.Column(
            "design", sa.JSON().with_variant(postgresql.JSONB(), "postgresql"), nullable=False
        ),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["problem_id"],
            ["problems.id"],
            name=op.f("fk_saved_designs_problem_id_problems"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_saved_designs_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_saved_designs")),
        sa.UniqueConstraint("user_id", "problem_id", name=op.f("uq_saved_designs_user_id")),
    )
    with op.batch_alter_table("saved_designs", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_saved_designs_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("saved_designs", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_saved_designs_user_id"))

    op.drop_table("saved_designs")
