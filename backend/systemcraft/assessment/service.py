"""Assessing a design for a user and recording the submission; routes stay thin around these."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session, defer

from systemcraft.assessment.attempt_changes import attempt_changes
from systemcraft.assessment.attempt_storage import previous_attempt, store_attempt
from systemcraft.assessment.engine import Assessment, Expectations, Finding, Scores, assess
from systemcraft.assessment.engine.lessons import LESSONS, written
from systemcraft.assessment.feedback_view import feedback_shown
from systemcraft.assessment.models import Submission
from systemcraft.assessment.schemas import AssessmentOut, AttemptChanges, SubmissionSummary
from systemcraft.assessment.wording import word_analysis
from systemcraft.curriculum.models import Problem
from systemcraft.curriculum.service import find_problem, open_problem
from systemcraft.db.session import release_before_slow_call
from systemcraft.design import ExportDocument
from systemcraft.kit.llm import LlmClient
from systemcraft.users.models import User
from systemcraft.users.tiers import feedback_level, sees_feedback
from systemcraft.web.errors import NotFoundError
from systemcraft.web.work_gate import WorkGate

MAX_SUBMISSIONS_LISTED = 50
NOTHING_TO_ASSESS = (
    "There is nothing to assess yet. Add the components of your design and connect them, "
    "then try again."
)


@dataclass(frozen=True)
class Judgement:
    """A document assessed against the problem it answers (general rules when None)."""

    document: ExportDocument
    problem: Problem | None
    result: Assessment


def judge(
    db: Session,
    user: User,
    document: ExportDocument,
    gate: WorkGate,
    problem_id: str | None = None,
) -> Judgement:
    """The one way a document is assessed, for Run Assessment, a submission and the coach:
    against `problem_id` when given (the user must be allowed to open it), else against the
    problem the document names when we know it and the user may open it. The engine runs at
    the gate, on its time budget, with no database session: document and expectations in."""
    if problem_id is not None:
        problem: Problem | None = open_problem(db, problem_id, user)
    else:
        problem = problem_named_in(db, user, document)
    expectations = expectations_of(problem)
    # Handed back before the gate: requests queued there must not empty the pool.
    release_before_slow_call(db)
    return Judgement(document, problem, gate.run(assess, document, expectations))


def expectations_of(problem: Problem | None) -> Expectations | None:
    if problem is None or problem.assessment is None:
        return None
    return Expectations.model_validate(problem.assessment)


def problem_named_in(db: Session, user: User, document: ExportDocument) -> Problem | None:
    """The problem the document says it answers, if we know it and the user may open it."""
    problem_id = document.problem.id if document.problem else None
    known = find_problem(db, problem_id) if problem_id else None
    if known is None or not known.practice:
        return None
    return open_problem(db, known.id, user)


def analyze(
    db: Session, user: User, document: ExportDocument, llm: LlmClient | None, gate: WorkGate
) -> AssessmentOut:
    """Run Assessment: judged against the problem the document names, when we know it."""
    return _record(db, user, judge(db, user, document, gate), "analysis", llm)


def submit(
    db: Session,
    user: User,
    problem_id: str,
    document: ExportDocument,
    llm: LlmClient | None,
    gate: WorkGate,
) -> AssessmentOut:
    """A submission for a problem the user may open, stored with its real assessment."""
    return _record(db, user, judge(db, user, document, gate, problem_id), "submission", llm)


def _record(
    db: Session, user: User, judgement: Judgement, source: str, llm: LlmClient | None
) -> AssessmentOut:
    document, problem, result = judgement.document, judgement.problem, judgement.result
    if not document.design.components:
        return AssessmentOut(
            status="error",
            analysis=NOTHING_TO_ASSESS,
            scores=Scores(scalability=0, consistency=0, fault_tolerance=0, total=0),
            findings=[],
            feedback_included=True,
            feedback_level="full",
            submission_id=None,
            created_at=None,
        )
    title = problem.title if problem else None
    # Below the feedback tier the analysis is stored but not shown, so the model is not asked.
    wording_model = llm if sees_feedback(user) else None
    if wording_model is not None:
        release_before_slow_call(db)
    analysis = word_analysis(wording_model, result, title)
    submission = Submission(
        user_id=user.id,
        problem_id=problem.id if problem else None,
        source=source,
        analysis=analysis,
        findings=[finding.model_dump(mode="json") for finding in result.findings],
        max_score=result.scores.max_score,
        **result.scores.model_dump(exclude={"max_score"}),
    )
    store_attempt(db, submission, document)
    return _as_out(db, submission, result.findings, user)


# Attempt ids are 32-bit integers on PostgreSQL; anything else names no attempt.
_LARGEST_ID = 2**31 - 1


def submission(db: Session, user: User, submission_id: str) -> AssessmentOut:
    """One of the caller's submissions in full; another user's, or an id that is no attempt's,
    is reported as not found."""
    number = int(submission_id) if submission_id.isascii() and submission_id.isdigit() else 0
    found = db.get(Submission, number) if 1 <= number <= _LARGEST_ID else None
    if found is None or found.user_id != user.id:
        raise NotFoundError(f"You have no attempt with the id {submission_id}.")
    return _as_out(db, found, _findings(found), user)


def _findings(submission: Submission) -> list[Finding]:
    return [Finding.model_validate(finding) for finding in submission.findings]


def _as_out(
    db: Session, submission: Submission, findings: list[Finding], viewer: User
) -> AssessmentOut:
    """A recorded submission as the API's assessment result: what the viewer's tier shows of
    its feedback, and what changed since the attempt before it."""
    level = feedback_level(viewer)
    shown = feedback_shown(level, submission.analysis, findings, _scores(submission))
    previous = previous_attempt(db, submission)
    return AssessmentOut(
        status="success",
        analysis=shown.analysis,
        scores=_scores(submission),
        findings=shown.findings,
        feedback_included=level == "full",
        feedback_level=level,
        lessons={written(f.lesson): LESSONS[written(f.lesson)] for f in shown.findings},
        changes=_changes(previous, submission, viewer) if previous else None,
        submission_id=submission.id,
        created_at=submission.created_at,
    )


def _changes(previous: Submission, current: Submission, viewer: User) -> AttemptChanges:
    return attempt_changes(
        previous.id,
        (_scores(previous), _findings(previous)),
        (_scores(current), _findings(current)),
        quote=sees_feedback(viewer),
    )


def _scores(submission: Submission) -> Scores:
    return Scores(
        scalability=submission.scalability,
        consistency=submission.consistency,
        fault_tolerance=submission.fault_tolerance,
        total=submission.total,
        max_score=submission.max_score,
    )


def list_submissions(db: Session, user: User, problem_id: str | None) -> list[SubmissionSummary]:
    """The caller's own submissions, newest first; never anyone else's."""
    query = select(Submission).options(defer(Submission.document))
    query = query.where(Submission.user_id == user.id)
    if problem_id is not None:
        query = query.where(Submission.problem_id == problem_id)
    query = query.order_by(Submission.created_at.desc(), Submission.id.desc())
    # One more than listed, so that the oldest listed attempt has the one before it.
    found = list(db.scalars(query.limit(MAX_SUBMISSIONS_LISTED + 1)))
    summaries = []
    for index, s in enumerate(found[:MAX_SUBMISSIONS_LISTED]):
        previous = next((p for p in found[index + 1 :] if p.problem_id == s.problem_id), None)
        summaries.append(
            SubmissionSummary(
                id=s.id,
                problem_id=s.problem_id,
                source=s.source,
                scores=_scores(s),
                created_at=s.created_at,
                changes=_changes(previous, s, user) if previous else None,
            )
        )
    return summaries


def has_assessed_attempt(db: Session, user: User, problem_id: str) -> bool:
    """Whether the user has had a design for this problem assessed (Run Assessment or Submit
    Design): the reference design opens only after that."""
    query = select(Submission.id).where(
        Submission.user_id == user.id, Submission.problem_id == problem_id
    )
    return db.scalars(query.limit(1)).first() is not None
