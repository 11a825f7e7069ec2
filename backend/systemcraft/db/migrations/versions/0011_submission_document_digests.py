"""an attempt's document is stored once per user and problem, found by its digest; an older
attempt that sent the same document keeps none of its own

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24 12:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    # Attempts stored before keep their documents and no digest: each is its own copy.
    with op.batch_alter_table("submissions") as batch:
        batch.add_column(sa.Column("document_digest", sa.String(length=64), nullable=True))
        batch.alter_column("document", existing_type=JSON, nullable=True)


def downgrade() -> None:
    """An attempt whose document a newer one holds gets a copy back before the column is
    required again."""
    submissions = sa.table(
        "submissions",
        sa.column("id", sa.Integer()),
        sa.column("user_id", sa.Integer()),
        sa.column("problem_id", sa.String()),
        sa.column("document", JSON),
        sa.column("document_digest", sa.String()),
    )
    holder = submissions.alias("holder")
    newest_copy = (
        sa.select(holder.c.document)
        .where(
            holder.c.user_id == submissions.c.user_id,
            holder.c.problem_id.is_not_distinct_from(submissions.c.problem_id),
            holder.c.document_digest == submissions.c.document_digest,
            holder.c.document.is_not(None),
        )
        .order_by(holder.c.id.desc())
        .limit(1)
        .scalar_subquery()
    )
    op.execute(
        submissions.update().where(submissions.c.document.is_(None)).values(document=newest_copy)
    )
    with op.batch_alter_table("submissions") as batch:
        batch.alter_column("document", existing_type=JSON, nullable=False)
        batch.drop_column("document_digest")
