"""Reads content/ (topics, problems, catalogue) into validated, database-ready data, or
reports every mistake."""

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from systemcraft.curriculum.loading.errors import ContentError, ContentProblem
from systemcraft.curriculum.loading.image_size import svg_size
from systemcraft.curriculum.loading.parsed import (
    Curriculum,
    ParsedLesson,
    ParsedQuestion,
    ParsedTopic,
)
from systemcraft.curriculum.loading.problems import read_problems
from systemcraft.curriculum.loading.schemas import LessonFrontMatter, QuizFile, TopicFile
from systemcraft.curriculum.loading.sections import Section, SectionError, parse_sections
from systemcraft.curriculum.loading.yaml_source import YamlDocument, YamlSyntaxError

FRONT_MATTER = re.compile(r"\A---\n(?P<yaml>.*?\n)---\n", re.DOTALL)
ASSET_PREFIX = "/lesson-assets/"
Model = TypeVar("Model", bound=BaseModel)


@dataclass
class _Reader:
    root: Path
    problems: list[ContentProblem] = field(default_factory=list)

    def report(self, path: Path, line: int | None, message: str) -> None:
        self.problems.append(ContentProblem(path.relative_to(self.root.parent), line, message))

    def validated(self, model: type[Model], document: YamlDocument, path: Path) -> Model | None:
        try:
            return model.model_validate(document.data)
        except ValidationError as exc:
            for error in exc.errors():
                where = ".".join(str(part) for part in error["loc"])
                message = str(error["msg"]).removeprefix("Value error, ")
                self.report(path, document.line_of(error["loc"]), f"{where}: {message}")
            return None

    def yaml(self, path: Path, text: str, first_line: int = 1) -> YamlDocument | None:
        try:
            return YamlDocument(text, first_line)
        except YamlSyntaxError as exc:
            self.report(path, exc.line, str(exc))
            return None

    def topic(self, folder: Path) -> ParsedTopic | None:
        path = folder / "topic.yaml"
        if not path.is_file():
            self.report(folder, None, "a topic folder needs a topic.yaml")
            return None
        document = self.yaml(path, path.read_text())
        meta = document and self.validated(TopicFile, document, path)
        lessons = [lesson for file in sorted(folder.glob("*.md")) if (lesson := self.lesson(file))]
        if not meta:
            return None
        lessons.sort(key=lambda lesson: (lesson.order, lesson.id))
        return ParsedTopic(meta.id, meta.title, meta.icon, meta.description, meta.order, lessons)

    def lesson(self, path: Path) -> ParsedLesson | None:
        text = path.read_text()
        match = FRONT_MATTER.match(text)
        if not match:
            self.report(path, 1, "a lesson starts with front matter between --- lines")
            return None
        document = self.yaml(path, match.group("yaml"), first_line=2)
        meta = document and self.validated(LessonFrontMatter, document, path)
        body_line = text[: match.end()].count("\n") + 1
        try:
            sections = parse_sections(text[match.end() :], first_line=body_line)
        except SectionError as exc:
            self.report(path, exc.line, str(exc))
            return None
        self.check_images(path, sections)
        if not meta:
            return None
        questions = self.quiz(path.with_suffix(".quiz.yaml"), meta.id)
        return ParsedLesson(
            meta.id, meta.title, meta.order, meta.required_tier_id, sections, questions
        )

    def check_images(self, path: Path, sections: list[Section]) -> None:
        for built in sections:
            if built["type"] != "image":
                continue
            payload = built["data"]["payload"]
            url = payload["url"]
            if url.startswith(ASSET_PREFIX):
                asset = self.root.parent / "assets" / url.removeprefix(ASSET_PREFIX)
                if not asset.is_file():
                    self.report(path, None, f"image {url} is not in content/assets")
                elif size := svg_size(asset):
                    payload["width"], payload["height"] = size
            elif not url.startswith("https://"):
                self.report(path, None, f"image {url} must be {ASSET_PREFIX}... or https://")

    def quiz(self, path: Path, lesson_id: str) -> list[ParsedQuestion]:
        if not path.is_file():
            return []
        document = self.yaml(path, path.read_text())
        quiz = document and self.validated(QuizFile, document, path)
        if not quiz:
            return []
        questions = []
        for number, question in enumerate(quiz.questions, start=1):
            question_id = f"{lesson_id}-q{number}"
            choices = [
                {
                    "id": f"{question_id}-{letter}",
                    "choice_text": c.choice_text,
                    "is_correct": c.is_correct,
                }
                for letter, c in zip("abcdef", question.choices, strict=False)
            ]
            questions.append(
                ParsedQuestion(
                    question_id, number, question.question_text, question.explanation, choices
                )
            )
        return questions

    def check_unique_ids(self, topics: list[ParsedTopic]) -> None:
        for kind, ids in (
            ("topic", [topic.id for topic in topics]),
            ("lesson", [lesson.id for topic in topics for lesson in topic.lessons]),
        ):
            seen: set[str] = set()
            for item_id in ids:
                if item_id in seen:
                    self.report(self.root, None, f"duplicate {kind} id {item_id!r}")
                seen.add(item_id)


def read_curriculum(content_dir: Path) -> Curriculum:
    """Raises ContentError listing every problem found; topics come sorted by order."""
    reader = _Reader(root=content_dir / "topics")
    folders = sorted(p for p in reader.root.iterdir() if p.is_dir()) if reader.root.is_dir() else []
    topics = [topic for folder in folders if (topic := reader.topic(folder))]
    reader.check_unique_ids(topics)
    lesson_ids = {lesson.id for topic in topics for lesson in topic.lessons}
    problems, references, catalogue = read_problems(reader, content_dir, lesson_ids)
    if reader.problems:
        raise ContentError(reader.problems)
    return Curriculum(
        sorted(topics, key=lambda topic: (topic.order, topic.id)), problems, references, catalogue
    )


CONTENT_FOLDERS = ("topics", "assets", "problems", "catalogue")
# Raised when the same files come to be read into different data (image sizes were added in
# 2), so that databases loaded by an older reader load again.
READER_VERSION = b"2"


def content_digest(content_dir: Path) -> str:
    """Changes whenever any content file changes: `make run` reloads only then."""
    digest = hashlib.sha256(READER_VERSION)
    files = (p for folder in CONTENT_FOLDERS for p in (content_dir / folder).rglob("*"))
    for path in sorted(p for p in files if p.is_file()):
        digest.update(str(path.relative_to(content_dir)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()
