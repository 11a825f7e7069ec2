"""The curriculum as read from the files, validated and ready to store."""

from dataclasses import dataclass, field
from typing import Any

from systemcraft.curriculum.loading.schemas import CatalogueFile, ProblemFile
from systemcraft.curriculum.loading.sections import Section


@dataclass(frozen=True)
class ParsedQuestion:
    id: str
    order: int
    question_text: str
    explanation: str | None
    choices: list[dict[str, Any]]


@dataclass(frozen=True)
class ParsedLesson:
    id: str
    title: str
    order: int
    required_tier_id: int
    sections: list[Section]
    questions: list[ParsedQuestion]


@dataclass(frozen=True)
class ParsedTopic:
    id: str
    title: str
    icon: str
    description: str
    order: int
    lessons: list[ParsedLesson]


@dataclass(frozen=True)
class Curriculum:
    topics: list[ParsedTopic]
    problems: list[ProblemFile]
    # Each practice problem's reference design (an export document), by problem id.
    references: dict[str, dict[str, Any]] = field(default_factory=dict)
    catalogue: list[CatalogueFile] = field(default_factory=list)
