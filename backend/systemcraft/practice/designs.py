"""Saved designs: one per user and problem, each save the next version. Every write is one
conflict-safe statement, so two saves at once never fail on the unique constraint, and a save
that names the version it replaces (If-Match) is checked in the same statement that writes.
A save of the very design already stored succeeds whatever version it names, as HTTP allows
for a change already applied: a tab's last save, sent as it closed, and the same design sent
again by the page that replaced it must not end in a refusal."""

from collections.abc import Callable
from datetime import datetime
from functools import partial
from typing import Any, NamedTuple

from sqlalchemy import ColumnElement, Update, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from systemcraft.curriculum.service import open_problem
from systemcraft.design import CanvasDesign
from systemcraft.kit.clock import utcnow
from systemcraft.practice.models import SavedDesign
from systemcraft.practice.versions import UNSAVED, Expected, etag
from systemcraft.users.models import User
from systemcraft.web.errors import AppError


class Stored(NamedTuple):
    version: int
    updated_at: datetime


class DesignChangedError(AppError):
    status_code = 412
    code = "design_changed"

    def __init__(self, current_version: int) -> None:
        super().__init__(
            "This design was changed in another tab or on another device after this one "
            "loaded it. Load the newer design, or save yours over it."
        )
        self.current_version = current_version

    def headers(self) -> dict[str, str]:
        return {"ETag": etag(self.current_version)}

    def details(self) -> list[dict[str, Any]]:
        return [{"current_version": self.current_version}]


def _mine(user: User, problem_id: str) -> list[ColumnElement[bool]]:
    return [SavedDesign.user_id == user.id, SavedDesign.problem_id == problem_id]


def get_saved_design(db: Session, user: User, problem_id: str) -> SavedDesign | None:
    problem = open_problem(db, problem_id, user)
    return db.scalar(select(SavedDesign).where(*_mine(user, problem.id)))


def save_design(
    db: Session, user: User, problem_id: str, design: CanvasDesign, expected: Expected | None
) -> Stored:
    """Stores the design as the next version: whatever is saved when `expected` is None,
    else only over a version it names (DesignChangedError otherwise)."""
    problem = open_problem(db, problem_id, user)
    values = {
        "user_id": user.id,
        "problem_id": problem.id,
        "design": design.model_dump(by_alias=True),
        "updated_at": utcnow(),
    }
    for write in _writes(expected):
        stored = write(db, values)
        if stored is not None:
            return stored
    current = db.execute(
        select(SavedDesign.version, SavedDesign.updated_at, SavedDesign.design).where(
            *_mine(user, problem.id)
        )
    ).first()
    if current is None:
        raise DesignChangedError(UNSAVED)
    if current.design == values["design"]:
        return Stored(current.version, current.updated_at)
    raise DesignChangedError(current.version)


Write = Callable[[Session, dict[str, Any]], Stored | None]


def _writes(expected: Expected | None) -> list[Write]:
    """The statements to try in turn; the first that writes a row is the save."""
    if expected is None:
        return [_upsert]
    if expected.any_saved:
        return [partial(_update, versions=None)]
    writes: list[Write] = []
    if expected.versions - {UNSAVED}:
        writes.append(partial(_update, versions=expected.versions - {UNSAVED}))
    if UNSAVED in expected.versions:
        writes.append(_create)
    return writes


def _insert(db: Session) -> Callable[..., postgresql.Insert | sqlite.Insert]:
    return postgresql.insert if db.get_bind().dialect.name == "postgresql" else sqlite.insert


def _upsert(db: Session, values: dict[str, Any]) -> Stored | None:
    insert = _insert(db)(SavedDesign).values(**values, version=1)
    statement = insert.on_conflict_do_update(
        index_elements=[SavedDesign.user_id, SavedDesign.problem_id],
        set_={
            "design": insert.excluded.design,
            "updated_at": insert.excluded.updated_at,
            "version": SavedDesign.version + 1,
        },
    )
    return _stored(db, statement)


def _create(db: Session, values: dict[str, Any]) -> Stored | None:
    insert = _insert(db)(SavedDesign).values(**values, version=1)
    statement = insert.on_conflict_do_nothing(
        index_elements=[SavedDesign.user_id, SavedDesign.problem_id]
    )
    return _stored(db, statement)


def _update(db: Session, values: dict[str, Any], versions: frozenset[int] | None) -> Stored | None:
    statement: Update = update(SavedDesign).where(
        SavedDesign.user_id == values["user_id"], SavedDesign.problem_id == values["problem_id"]
    )
    if versions is not None:
        statement = statement.where(SavedDesign.version.in_(versions))
    new = {"design": values["design"], "updated_at": values["updated_at"]}
    return _stored(db, statement.values(**new, version=SavedDesign.version + 1))


def _stored(db: Session, statement: Any) -> Stored | None:
    row = db.execute(statement.returning(SavedDesign.version, SavedDesign.updated_at)).first()
    return None if row is None else Stored(row.version, row.updated_at)
