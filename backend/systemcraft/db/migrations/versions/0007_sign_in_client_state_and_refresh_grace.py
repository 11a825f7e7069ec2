"""login attempts remember the tab's client state; refresh tokens record a grace reuse

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-22 18:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Attempts in flight live for minutes; ones started before this change cannot finish.
    op.execute("DELETE FROM login_attempts")
    with op.batch_alter_table("login_attempts") as batch:
        # The default lets an older instance insert during a rolling deploy.
        batch.add_column(
            sa.Column("client_state", sa.String(length=64), nullable=False, server_default="")
        )
    with op.batch_alter_table("login_attempts") as batch:
        batch.alter_column("client_state", server_default=None)
    with op.batch_alter_table("refresh_tokens") as batch:
        batch.add_column(sa.Column("grace_used_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("refresh_tokens") as batch:
        batch.drop_column("grace_used_at")
    with op.batch_alter_table("login_attempts") as batch:
        batch.drop_column("client_state")
