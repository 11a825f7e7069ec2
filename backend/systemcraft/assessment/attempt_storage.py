"""Where attempts are stored, bounded: a user keeps the latest ATTEMPTS_KEPT per problem
(designs assessed without a known problem count as one more problem), and a document they have
had assessed before for that problem is stored once, on the newest attempt that sent it.

Every step runs in the request's transaction, so the attempt, the copy it replaces and the
attempts it pushes out are written together or not at all."""

import hashlib
import json
from typing import Any

from sqlalchemy import ColumnElement, delete, null, select, update
from sqlalchemy.orm import Session, defer

from systemcraft.assessment.models import Submission
from systemcraft.design import ExportDocument

ATTEMPTS_KEPT = 50


def document_digest(document: dict[str, Any]) -> str:
    """The same for the same document whatever the order of its keys."""
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _same_problem(submission: Submission) -> list[ColumnElement[bool]]:
    problem = Submission.problem_id
    return [
        Submission.user_id == submission.user_id,
        problem.is_(None) if submission.problem_id is None else problem == submission.problem_id,
    ]


def store_attempt(db: Session, submission: Submission, document: ExportDocument) -> None:
    """Adds the attempt with its document, keeps one copy of that document and drops the
    user's attempts at the problem past the latest ATTEMPTS_KEPT. The time the document was
    exported is left out, so sending the same design again is the same document; the
    attempt's created_at says when it was assessed."""
    submission.document = document.model_dump(mode="json", exclude={"export_timestamp"})
    submission.document_digest = document_digest(submission.document)
    db.add(submission)
    db.flush()
    scope = _same_problem(submission)
    db.execute(
        update(Submission)
        .where(*scope, Submission.document_digest == submission.document_digest)
        .where(Submission.id != submission.id, Submission.document.is_not(None))
        .values(document=null()),
        execution_options={"synchronize_session": False},
    )
    latest = select(Submission.id).where(*scope).order_by(Submission.id.desc())
    db.execute(
        delete(Submission).where(*scope, Submission.id.not_in(latest.limit(ATTEMPTS_KEPT))),
        execution_options={"synchronize_session": False},
    )


def attempt_document(db: Session, submission: Submission) -> dict[str, Any] | None:
    """The document an attempt sent: its own, or the newer attempt's that sent it again."""
    if submission.document is not None or submission.document_digest is None:
        return submission.document
    holder = (
        select(Submission.document)
        .where(*_same_problem(submission), Submission.document_digest == submission.document_digest)
        .where(Submission.document.is_not(None))
        .order_by(Submission.id.desc())
    )
    return db.scalars(holder.limit(1)).first()


def previous_attempt(db: Session, submission: Submission) -> Submission | None:
    """The user's attempt at the same problem just before this one, without its document."""
    query = (
        select(Submission)
        .options(defer(Submission.document))
        .where(*_same_problem(submission), Submission.id < submission.id)
        .order_by(Submission.id.desc())
    )
    return db.scalars(query.limit(1)).first()
