"""Saved designs: one per user and problem, last write wins."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.curriculum.service import open_problem
from systemcraft.design import CanvasDesign
from systemcraft.practice.models import SavedDesign
from systemcraft.timeutil import utcnow
from systemcraft.users.models import User


def _find(db: Session, user: User, problem_id: str) -> SavedDesign | None:
    return db.scalar(
        select(SavedDesign).where(
            SavedDesign.user_id == user.id, SavedDesign.problem_id == problem_id
        )
    )


def get_saved_design(db: Session, user: User, problem_id: str) -> SavedDesign | None:
    problem = open_problem(db, problem_id, user)
    return _find(db, user, problem.id)


def save_design(db: Session, user: User, problem_id: str, design: CanvasDesign) -> SavedDesign:
    problem = open_problem(db, problem_id, user)
    document = design.model_dump(by_alias=True)
    saved = _find(db, user, problem.id)
    if saved is None:
        saved = SavedDesign(user_id=user.id, problem_id=problem.id, design=document)
        db.add(saved)
    else:
        saved.design = document
        saved.updated_at = utcnow()
    db.flush()
    return saved
