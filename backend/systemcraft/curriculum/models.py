from typing import Any

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text, true
from sqlalchemy.orm import Mapped, mapped_column, relationship

from systemcraft.db.engine import Base
from systemcraft.db.types import JsonColumn

# The ContentState row that holds the digest of the loaded content files.
DIGEST_KEY = "curriculum_digest"


class Topic(Base):
    __tablename__ = "topics"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    title: Mapped[str] = mapped_column(String(120))
    icon: Mapped[str] = mapped_column(String(20))
    description: Mapped[str] = mapped_column(String(300))
    position: Mapped[int] = mapped_column(Integer)

    lessons: Mapped[list["Lesson"]] = relationship(
        back_populates="topic", order_by="Lesson.position", cascade="all, delete-orphan"
    )


class Lesson(Base):
    """A lesson (a "subtopic" in the API): its sections as JSON, exactly as the loader
    produced them."""

    __tablename__ = "lessons"

    id: Mapped[str] = mapped_column(String(80), primary_key=True)
    topic_id: Mapped[str] = mapped_column(ForeignKey("topics.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(160))
    position: Mapped[int] = mapped_column(Integer)
    required_tier_id: Mapped[int] = mapped_column(Integer, default=0)
    sections: Mapped[list[dict[str, Any]]] = mapped_column(JsonColumn)

    topic: Mapped[Topic] = relationship(back_populates="lessons")
    questions: Mapped[list["QuizQuestion"]] = relationship(
        order_by="QuizQuestion.position", cascade="all, delete-orphan"
    )


class QuizQuestion(Base):
    __tablename__ = "quiz_questions"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    lesson_id: Mapped[str] = mapped_column(ForeignKey("lessons.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    question_text: Mapped[str] = mapped_column(Text)
    explanation: Mapped[str | None] = mapped_column(Text)
    choices: Mapped[list[dict[str, Any]]] = mapped_column(JsonColumn)


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
    # False for a problem only the catalogue lists: it has no workspace.
    practice: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    lessons: Mapped[list[str]] = mapped_column(JsonColumn, default=list, server_default="[]")
    hints: Mapped[list[str]] = mapped_column(JsonColumn, default=list, server_default="[]")
    follow_ups: Mapped[list[str]] = mapped_column(JsonColumn, default=list, server_default="[]")
    # The brief's numbers (users, rates, storage, latency and availability targets).
    scale: Mapped[dict[str, Any] | None] = mapped_column(JsonColumn, nullable=True)
    # The model answer as an export document; served only after a first assessed attempt.
    reference: Mapped[dict[str, Any] | None] = mapped_column(JsonColumn, nullable=True)

    @property
    def requirements(self) -> list[str]:
        """Every requirement, the functional ones first."""
        return self.functional_requirements + self.non_functional_requirements


class ContentState(Base):
    """Small key/value facts about loaded content, such as the digest of the files."""

    __tablename__ = "content_state"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))
