"""Lesson passages the coach can quote: one per paragraph-sized block of lesson prose."""

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from systemcraft.curriculum.models import Lesson
from systemcraft.kit.markdown_text import plain_text
from systemcraft.kit.patterns import Pattern

_HEADING = re.compile(r"^#{2,4}\s+(.+)$")
# A list's items are quoted as sentences of their own, without the list's markers.
_LIST_MARKER = Pattern(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+", multiline=True, groups=False)


@dataclass(frozen=True)
class Passage:
    lesson_id: str
    lesson_title: str
    heading: str
    text: str
    required_tier_id: int

    @property
    def searchable(self) -> str:
        # The lesson title and heading are weighted up so that a passage is found by its
        # subject, even when its own sentences say "it" or dwell on an example.
        title = f"{self.lesson_title} " * 3
        return f"{title}{self.heading} {self.heading} {self.text}"


def heading_of(line: str) -> str | None:
    """The words of a lesson's section heading, if `line` is one."""
    match = _HEADING.match(line)
    return plain_text(match.group(1)) if match else None


def _blocks(markdown: str) -> Iterable[tuple[str | None, str]]:
    heading: str | None = None
    for block in re.split(r"\n\s*\n", markdown):
        stripped = block.strip()
        found = heading_of(stripped.splitlines()[0]) if stripped else None
        if found:
            heading = found
            stripped = "\n".join(stripped.splitlines()[1:]).strip()
        if stripped:
            yield heading, stripped


def lesson_passages(lesson: Lesson) -> list[Passage]:
    passages = []
    heading = lesson.title
    for section in lesson.sections:
        payload: dict[str, Any] = section.get("data", {}).get("payload", {})
        if section.get("type") not in ("text", "highlight"):
            continue
        for block_heading, block in _blocks(str(payload.get("markdown", ""))):
            heading = block_heading or heading
            text = plain_text(_LIST_MARKER.sub("", block))
            if len(text) >= 40:
                passages.append(
                    Passage(lesson.id, lesson.title, heading, text, lesson.required_tier_id)
                )
    return passages
