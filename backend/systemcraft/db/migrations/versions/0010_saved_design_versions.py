"""saved designs carry a version, so a save can say which one it replaces (If-Match)

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24 12:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A design saved before versions is version 1, as if this were its first save.
    with op.batch_alter_table("saved_designs") as batch:
        batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="1"))


def downgrade() -> None:
    with op.batch_alter_table("saved_designs") as batch:
        batch.drop_column("version")
