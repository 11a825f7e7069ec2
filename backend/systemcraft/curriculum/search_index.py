"""What the course search looks through: each lesson's sections as plain text, and each
problem's title and description. Built once per content revision and tier, and sent whole:
the browser builds its index from it when the reader opens the search. A lesson above the
reader's tier is listed by its title alone, its text left out."""

from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from systemcraft.curriculum.content_reads import cached_list
from systemcraft.curriculum.models import Lesson, Problem
from systemcraft.curriculum.service import all_problems, topics_with_lessons
from systemcraft.kit.markdown_text import plain_text
from systemcraft.users.tiers import VISITOR_TIER
from systemcraft.web.http_cache import CachedBody

# A section's prose opens with its heading: "## Where a cache sits".
_HEADING_MARK = "## "


class SearchSection(BaseModel):
    index: int = Field(description="The section's place in the lesson, from 0")
    heading: str = Field(description="The heading the section falls under, or '' before any")
    text: str


class SearchLesson(BaseModel):
    id: str
    title: str
    topic_title: str
    required_tier_id: int
    locked: bool = Field(description="Above the reader's tier: listed without its text")
    sections: list[SearchSection]


class SearchProblem(BaseModel):
    id: str
    title: str
    description: str
    practice: bool = Field(description="Has a workspace; the others are in the catalogue only")


class SearchIndexOut(BaseModel):
    lessons: list[SearchLesson]
    problems: list[SearchProblem]


def search_index(db: Session, reader_tier: int) -> SearchIndexOut:
    lessons = [
        _lesson(lesson, topic.title, reader_tier)
        for topic in topics_with_lessons(db)
        for lesson in topic.lessons
    ]
    return SearchIndexOut(lessons=lessons, problems=[_problem(p) for p in all_problems(db)])


def _lesson(lesson: Lesson, topic_title: str, reader_tier: int) -> SearchLesson:
    locked = lesson.required_tier_id > reader_tier
    return SearchLesson(
        id=lesson.id,
        title=lesson.title,
        topic_title=topic_title,
        required_tier_id=lesson.required_tier_id,
        locked=locked,
        sections=[] if locked else lesson_sections(lesson.sections),
    )


def lesson_sections(sections: list[dict[str, Any]]) -> list[SearchSection]:
    """Each section with words in it, under the last heading before it."""
    found: list[SearchSection] = []
    heading = ""
    for index, section in enumerate(sections):
        payload: dict[str, Any] = section.get("data", {}).get("payload", {})
        kind = section.get("type")
        if kind in ("text", "highlight"):
            markdown = str(payload.get("markdown", "")).strip()
            if markdown.startswith(_HEADING_MARK):
                first, _, markdown = markdown.partition("\n")
                heading = plain_text(first.removeprefix(_HEADING_MARK))
            text = plain_text(markdown)
        else:
            text = _words_of(kind, payload)
        if text:
            found.append(SearchSection(index=index, heading=heading, text=text))
    return found


def _words_of(kind: Any, payload: dict[str, Any]) -> str:
    """The words a table, a diagram or an image shows a reader; a diagram's source is not."""
    if kind == "table":
        cells = [*payload.get("headers", []), *(c for row in payload.get("rows", []) for c in row)]
        return plain_text(" ".join(str(cell) for cell in cells))
    if kind == "diagram":
        return plain_text(str(payload.get("caption") or ""))
    if kind == "image":
        return plain_text(" ".join(str(payload.get(key) or "") for key in ("alt", "caption")))
    return ""


def _problem(problem: Problem) -> SearchProblem:
    return SearchProblem(
        id=problem.id,
        title=problem.title,
        description=plain_text(problem.description),
        practice=problem.practice,
    )


def search_body(db: Session, revision: str, item: str) -> CachedBody:
    """The index for the tier named by `item` ('' for a visitor); only a visitor's copy, which
    holds no text above the free tier, may sit in a shared cache."""
    tier = int(item) if item else VISITOR_TIER
    body = search_index(db, tier).model_dump_json().encode()
    return CachedBody(body, f"search-{revision}-{tier}", private=tier > VISITOR_TIER)


def cache_item(reader_tier: int) -> str:
    """The key of a tier's copy; a visitor's (and a free account's) is the one sent before
    the route."""
    return "" if reader_tier <= VISITOR_TIER else str(reader_tier)


SEARCH_INDEX = cached_list("/api/search-index", search_body)
