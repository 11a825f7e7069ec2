from sqlalchemy import Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from systemcraft.db import Base
from systemcraft.db_types import JsonColumn


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
