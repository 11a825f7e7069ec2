from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db import Base
from systemcraft.db_types import JsonColumn, UtcDateTime
from systemcraft.timeutil import utcnow


class Problem(Base):
    """A design problem, loaded from content/problems; shown on /practice and /problems."""

    __tablename__ = "problems"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    title: Mapped[str] = mapped_column(String(160))
    description: Mapped[str] = mapped_column(Text)
    difficulty: Mapped[str] = mapped_column(String(10))
    functional_requirements: Mapped[list[str]] = mapped_column(JsonColumn)
    non_functional_requirements: Mapped[list[str]] = mapped_column(JsonColumn)
    estimated_time: Mapped[str] = mapped_column(String(30))
    companies: Mapped[list[str]] = mapped_column(JsonColumn)
    tags: Mapped[list[str]] = mapped_column(JsonColumn)
    required_tier_id: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer)
    # What the assessment engine expects of a design for this problem (engine Expectations).
    assessment: Mapped[dict[str, Any] | None] = mapped_column(JsonColumn, nullable=True)


class SavedDesign(Base):
    """A signed-in user's latest design for one problem, so it follows them between devices."""

    __tablename__ = "saved_designs"
    __table_args__ = (UniqueConstraint("user_id", "problem_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    problem_id: Mapped[str] = mapped_column(ForeignKey("problems.id", ondelete="CASCADE"))
    design: Mapped[dict[str, Any]] = mapped_column(JsonColumn)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)
