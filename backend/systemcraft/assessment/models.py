from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db.engine import Base
from systemcraft.db.types import JsonColumn, NullableJson, UtcDateTime
from systemcraft.kit.clock import utcnow


class Submission(Base):
    """One assessed design: from 'Run Assessment' (source 'analysis') or Submit Design
    (source 'submission')."""

    __tablename__ = "submissions"
    __table_args__ = (
        Index("ix_submissions_user_problem_created", "user_id", "problem_id", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    # Null when the document names no problem we know: it was assessed on the general rules.
    problem_id: Mapped[str | None] = mapped_column(
        ForeignKey("problems.id", ondelete="CASCADE"), nullable=True
    )
    source: Mapped[str] = mapped_column(String(20))
    # Null when a newer attempt by the same user at the same problem sent the same document
    # (same digest): that one holds it (attempt_storage.py).
    document: Mapped[dict[str, Any] | None] = mapped_column(NullableJson, nullable=True)
    document_digest: Mapped[str | None] = mapped_column(String(64), nullable=True)
    scalability: Mapped[int] = mapped_column(Integer)
    consistency: Mapped[int] = mapped_column(Integer)
    fault_tolerance: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    max_score: Mapped[int] = mapped_column(Integer)
    analysis: Mapped[str] = mapped_column(Text)
    findings: Mapped[list[dict[str, Any]]] = mapped_column(JsonColumn)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
