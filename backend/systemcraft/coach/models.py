from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db.engine import Base
from systemcraft.db.types import UtcDateTime
from systemcraft.kit.clock import utcnow


class ChatMessage(Base):
    """One turn of a design-coach conversation, kept per user and playground session, and per
    problem when the turn was about one (its conversation then follows the user across visits
    and devices)."""

    __tablename__ = "chat_messages"
    __table_args__ = (
        Index("ix_chat_messages_user_session", "user_id", "session_id", "id"),
        Index("ix_chat_messages_user_problem", "user_id", "problem_id", "id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    session_id: Mapped[str] = mapped_column(String(100))
    # No foreign key: a turn outlives a problem the curriculum drops, as the session's do.
    problem_id: Mapped[str | None] = mapped_column(String(100))
    role: Mapped[str] = mapped_column(String(10))
    content: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
