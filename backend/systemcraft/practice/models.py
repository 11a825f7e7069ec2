from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db.engine import Base
from systemcraft.db.types import JsonColumn, UtcDateTime
from systemcraft.kit.clock import utcnow


class SavedDesign(Base):
    """A signed-in user's latest design for one problem, so it follows them between devices."""

    __tablename__ = "saved_designs"
    __table_args__ = (UniqueConstraint("user_id", "problem_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    problem_id: Mapped[str] = mapped_column(ForeignKey("problems.id", ondelete="CASCADE"))
    design: Mapped[dict[str, Any]] = mapped_column(JsonColumn)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)
    # Each save takes the next version; the API gives it as the ETag a save's If-Match names.
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
