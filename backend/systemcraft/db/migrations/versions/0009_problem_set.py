"""the problem set: catalogue-only problems, and each practice problem's lessons, numbers,
hints, follow-up questions and reference design

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23 12:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
LISTS = ("lessons", "hints", "follow_ups")
OPTIONAL = ("scale", "reference")


def upgrade() -> None:
    with op.batch_alter_table("problems") as batch:
        batch.add_column(
            sa.Column("practice", sa.Boolean(), nullable=False, server_default=sa.true())
        )
        for name in LISTS:
            batch.add_column(sa.Column(name, JSON, nullable=False, server_default="[]"))
        for name in OPTIONAL:
            batch.add_column(sa.Column(name, JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("problems") as batch:
        for name in (*OPTIONAL, *LISTS, "practice"):
            batch.drop_column(name)
