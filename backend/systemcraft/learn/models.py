from datetime import datetime

from sqlalchemy import ForeignKey, Index, Integer
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db.engine import Base
from systemcraft.db.types import UtcDateTime
from systemcraft.kit.clock import utcnow

PASS_MARK = 60  # percent: the 'Good Job!' band and above counts as passed


class QuizScore(Base):
    """One finished quiz attempt; best and latest per lesson are derived from these."""

    __tablename__ = "quiz_scores"
    __table_args__ = (Index("ix_quiz_scores_user_lesson", "user_id", "lesson_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    lesson_id: Mapped[str] = mapped_column(ForeignKey("lessons.id", ondelete="CASCADE"))
    score: Mapped[int] = mapped_column(Integer)
    correct: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    percentage: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)

    @property
    def passed(self) -> bool:
        return self.percentage >= PASS_MARK
