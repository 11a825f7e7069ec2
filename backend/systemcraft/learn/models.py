from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from systemcraft.db import Base
from systemcraft.db_types import JsonColumn, UtcDateTime
from systemcraft.timeutil import utcnow


class Topic(Base):
    __tablename__ = "topics"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    icon: Mapped[str] = mapped_column(String(20))
    description: Mapped[str] = mapped_column(String(300))
    position: Mapped[int] = mapped_column(Integer)

    subtopics: Mapped[list["Subtopic"]] = relationship(
        back_populates="topic", order_by="Subtopic.position", cascade="all, delete-orphan"
    )


class Subtopic(Base):
    """A lesson: its sections as JSON, exactly as the content loader produced them."""

    __tablename__ = "subtopics"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    topic_id: Mapped[str] = mapped_column(ForeignKey("topics.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(160))
    position: Mapped[int] = mapped_column(Integer)
    required_tier_id: Mapped[int] = mapped_column(Integer, default=0)
    sections: Mapped[list[dict[str, Any]]] = mapped_column(JsonColumn)

    topic: Mapped[Topic] = relationship(back_populates="subtopics")
    questions: Mapped[list["QuizQuestion"]] = relationship(
        order_by="QuizQuestion.position", cascade="all, delete-orphan"
    )


class QuizQuestion(Base):
    __tablename__ = "quiz_questions"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    subtopic_id: Mapped[str] = mapped_column(
        ForeignKey("subtopics.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    question_text: Mapped[str] = mapped_column(Text)
    explanation: Mapped[str | None] = mapped_column(Text)
    choices: Mapped[list[dict[str, Any]]] = mapped_column(JsonColumn)


class QuizScore(Base):
    """One finished quiz attempt; best and latest per lesson are derived from these."""

    __tablename__ = "quiz_scores"
    __table_args__ = (Index("ix_quiz_scores_user_subtopic", "user_id", "subtopic_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    subtopic_id: Mapped[str] = mapped_column(ForeignKey("subtopics.id", ondelete="CASCADE"))
    score: Mapped[int] = mapped_column(Integer)
    correct: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    percentage: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


class ContentState(Base):
    """Small key/value facts about loaded content, such as the digest of the files."""

    __tablename__ = "content_state"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))
