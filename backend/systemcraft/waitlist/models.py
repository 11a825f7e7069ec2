from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db.engine import Base
from systemcraft.db.types import UtcDateTime
from systemcraft.kit.clock import utcnow


class WaitlistSignup(Base):
    """Someone who asked to hear when the paid plans open."""

    __tablename__ = "waitlist_signups"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(254), unique=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
