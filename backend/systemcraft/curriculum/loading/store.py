"""Upserts the curriculum into the database: only what changed is written, and a load with
unchanged files is skipped altogether."""

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.curriculum.loading.parsed import Curriculum
from systemcraft.curriculum.loading.reader import content_digest, read_curriculum
from systemcraft.curriculum.models import (
    DIGEST_KEY,
    ContentState,
    Lesson,
    Problem,
    QuizQuestion,
    Topic,
)
from systemcraft.db import Base


@dataclass
class LoadReport:
    created: int = 0
    updated: int = 0
    deleted: int = 0
    skipped: bool = False

    def __str__(self) -> str:
        if self.skipped:
            return "Content is up to date."
        if not (self.created or self.updated or self.deleted):
            return "Content loaded: nothing changed."
        return (
            f"Content loaded: {self.created} created, {self.updated} updated, "
            f"{self.deleted} deleted."
        )


def _sync(
    db: Session,
    model: type[Base],
    existing: Mapping[str, Any],
    wanted: Mapping[str, dict[str, Any]],
    report: LoadReport,
) -> None:
    for row_id, fields in wanted.items():
        row = existing.get(row_id)
        if row is None:
            db.add(model(id=row_id, **fields))
            report.created += 1
        elif any(getattr(row, name) != value for name, value in fields.items()):
            for name, value in fields.items():
                setattr(row, name, value)
            report.updated += 1
    for row_id, row in existing.items():
        if row_id not in wanted:
            db.delete(row)
            report.deleted += 1
    db.flush()


def _rows(db: Session, model: type[Any]) -> dict[str, Any]:
    return {row.id: row for row in db.scalars(select(model))}


def store_curriculum(db: Session, curriculum: Curriculum) -> LoadReport:
    report = LoadReport()
    topics = curriculum.topics
    lessons = [(topic, lesson) for topic in topics for lesson in topic.lessons]
    _sync(
        db,
        Topic,
        _rows(db, Topic),
        {
            t.id: {
                "title": t.title,
                "icon": t.icon,
                "description": t.description,
                "position": t.order,
            }
            for t in topics
        },
        report,
    )
    _sync(
        db,
        Lesson,
        _rows(db, Lesson),
        {
            lesson.id: {
                "topic_id": topic.id,
                "title": lesson.title,
                "position": lesson.order,
                "required_tier_id": lesson.required_tier_id,
                "sections": lesson.sections,
            }
            for topic, lesson in lessons
        },
        report,
    )
    _sync(
        db,
        QuizQuestion,
        _rows(db, QuizQuestion),
        {
            q.id: {
                "lesson_id": lesson.id,
                "position": q.order,
                "question_text": q.question_text,
                "explanation": q.explanation,
                "choices": q.choices,
            }
            for _, lesson in lessons
            for q in lesson.questions
        },
        report,
    )
    _sync(
        db,
        Problem,
        _rows(db, Problem),
        {
            p.id: {
                "title": p.title,
                "description": p.description,
                "difficulty": p.difficulty,
                "functional_requirements": p.requirements.functional,
                "non_functional_requirements": p.requirements.non_functional,
                "estimated_time": p.estimated_time,
                "companies": p.companies,
                "tags": p.tags,
                "required_tier_id": p.required_tier_id,
                "position": position,
                "assessment": p.assessment.model_dump(mode="json") if p.assessment else None,
            }
            for position, p in enumerate(curriculum.problems)
        },
        report,
    )
    return report


def load_curriculum(db: Session, content_dir: Path, force: bool = False) -> LoadReport:
    """Validates and stores content/; raises ContentError (and writes nothing) on mistakes."""
    digest = content_digest(content_dir)
    state = db.get(ContentState, DIGEST_KEY)
    if state is not None and state.value == digest and not force:
        return LoadReport(skipped=True)
    report = store_curriculum(db, read_curriculum(content_dir))
    if state is None:
        db.add(ContentState(key=DIGEST_KEY, value=digest))
    else:
        state.value = digest
    db.flush()
    return report
