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
from systemcraft.curriculum.loading.schemas import DEFAULT_ESTIMATED_TIME, CatalogueFile
from systemcraft.curriculum.models import (
    DIGEST_KEY,
    ContentState,
    Lesson,
    Problem,
    QuizQuestion,
    Topic,
)
from systemcraft.curriculum.revision import note_content_load
from systemcraft.db.engine import Base


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
    _sync(db, Problem, _rows(db, Problem), _problem_rows(curriculum), report)
    return report


def _problem_rows(curriculum: Curriculum) -> dict[str, dict[str, Any]]:
    """Practice problems first, in list order, then the catalogue-only ones."""
    rows = {}
    for position, p in enumerate(curriculum.problems):
        rows[p.id] = {
            **_catalogue_fields(p),
            "estimated_time": p.estimated_time,
            "companies": p.companies,
            "required_tier_id": p.required_tier_id,
            "position": position,
            "assessment": p.assessment.model_dump(mode="json") if p.assessment else None,
            "practice": True,
            "lessons": p.lessons,
            "hints": p.hints,
            "follow_ups": p.follow_ups,
            "scale": p.scale.model_dump(mode="json") if p.scale else None,
            "reference": curriculum.references.get(p.id),
        }
    start = len(rows)
    for position, entry in enumerate(curriculum.catalogue, start=start):
        rows[entry.id] = {
            **_catalogue_fields(entry),
            "estimated_time": DEFAULT_ESTIMATED_TIME,
            "companies": [],
            "required_tier_id": 0,
            "position": position,
            "assessment": None,
            "practice": False,
            "lessons": [],
            "hints": [],
            "follow_ups": [],
            "scale": None,
            "reference": None,
        }
    return rows


def _catalogue_fields(entry: CatalogueFile) -> dict[str, Any]:
    return {
        "title": entry.title,
        "description": entry.description,
        "difficulty": entry.difficulty,
        "functional_requirements": entry.requirements.functional,
        "non_functional_requirements": entry.requirements.non_functional,
        "tags": entry.tags,
    }


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
    note_content_load(db)
    return report
