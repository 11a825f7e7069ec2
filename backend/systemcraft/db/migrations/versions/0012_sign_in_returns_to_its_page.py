"""a sign-in in flight remembers the page of this site it started from

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-29 12:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("login_attempts") as batch:
        # The default lets an older instance insert during a rolling deploy.
        batch.add_column(
            sa.Column("return_to", sa.String(length=512), nullable=False, server_default="/home")
        )


def downgrade() -> None:
    with op.batch_alter_table("login_attempts") as batch:
        batch.drop_column("return_to")
