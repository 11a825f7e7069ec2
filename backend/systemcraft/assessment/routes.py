from typing import Annotated, Any

from fastapi import Depends, Path, Query

from systemcraft.app_services import LlmDep, WorkGateDep
from systemcraft.assessment import service
from systemcraft.assessment.schemas import AssessmentOut, SubmissionIn, SubmissionsOut
from systemcraft.auth.dependencies import (
    CurrentUser,
    TierThreeUser,
    per_address_limit,
    per_user_limit,
)
from systemcraft.db.session import SessionDep
from systemcraft.design import ExportDocument
from systemcraft.web.document_route import CONFLICT_RESPONSE, DocumentRoute
from systemcraft.web.errors import ErrorResponse
from systemcraft.web.routing import api_router
from systemcraft.web.work_gate import GATE_RESPONSES

router = api_router(prefix="/api", tags=["assessment"], route_class=DocumentRoute)
ASSESS_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorResponse, "description": "The design document is not valid"},
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse},
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
    429: {"model": ErrorResponse},
    **CONFLICT_RESPONSE,
}


def _engine_limits(
    _address: Annotated[None, per_address_limit("coach_address_rate_limit")],
    _account: Annotated[None, per_user_limit("coach_rate_limit")],
) -> None:
    """Everything that runs the engine or the optional model shares one budget per client
    address and one per account; the address's is counted first, so that an address past its
    budget spends none of an account's."""


CoachRateLimit = Annotated[None, Depends(_engine_limits)]


@router.post(
    "/analyze", operation_id="analyzeDesign", responses={**ASSESS_ERRORS, **GATE_RESPONSES}
)
def analyze(
    user: TierThreeUser,
    document: ExportDocument,
    db: SessionDep,
    llm: LlmDep,
    gate: WorkGateDep,
    _limit: CoachRateLimit,
) -> AssessmentOut:
    """Assesses an export document (tier 3+) and records it as a submission."""
    return service.analyze(db, user, document, llm, gate)


@router.post(
    "/submissions", operation_id="submitDesign", responses={**ASSESS_ERRORS, **GATE_RESPONSES}
)
def submit(
    body: SubmissionIn,
    db: SessionDep,
    user: CurrentUser,
    llm: LlmDep,
    gate: WorkGateDep,
    _limit: CoachRateLimit,
) -> AssessmentOut:
    """Stores a design for a problem with its real assessment."""
    return service.submit(db, user, body.problem_id, body.playground_state, llm, gate)


@router.get("/submissions", operation_id="listSubmissions", responses=ASSESS_ERRORS)
def submissions(
    db: SessionDep,
    user: CurrentUser,
    problem_id: Annotated[str | None, Query(max_length=80)] = None,
) -> SubmissionsOut:
    """The caller's submissions, newest first, optionally for one problem."""
    return SubmissionsOut(submissions=service.list_submissions(db, user, problem_id))


@router.get("/submissions/{submission_id}", operation_id="getSubmission", responses=ASSESS_ERRORS)
def submission(
    submission_id: Annotated[str, Path(max_length=20)], db: SessionDep, user: CurrentUser
) -> AssessmentOut:
    return service.submission(db, user, submission_id)
