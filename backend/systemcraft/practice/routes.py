from typing import Annotated, Any

from fastapi import Header, Request, Response
from starlette.concurrency import run_in_threadpool

from systemcraft.app_services import AppServices, ContentDep, ServicesDep
from systemcraft.assessment.service import has_assessed_attempt
from systemcraft.auth.dependencies import CurrentUser, OptionalCaller, per_user_limit
from systemcraft.curriculum.models import Problem
from systemcraft.db.session import SessionDep
from systemcraft.design import CanvasDesign
from systemcraft.practice import bodies, designs, service
from systemcraft.practice.design_schemas import SavedDesignOut, SaveDesignIn
from systemcraft.practice.schemas import (
    CatalogueOut,
    PracticeProblemOut,
    PracticeProblemsOut,
    ReferenceOut,
)
from systemcraft.practice.versions import UNSAVED, etag, parse_if_match
from systemcraft.users.models import User
from systemcraft.web.document_route import CONFLICT_RESPONSE
from systemcraft.web.errors import ErrorResponse
from systemcraft.web.routing import api_router
from systemcraft.web.work_gate import GATE_RESPONSES

router = api_router(tags=["practice"])
PROBLEM_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse, "description": "The problem needs a higher tier"},
    404: {"model": ErrorResponse},
}


@router.get(
    bodies.PRACTICE_LIST.path,
    operation_id="listPracticeProblems",
    response_model=PracticeProblemsOut,
)
async def practice_problems(request: Request, content: ContentDep) -> Response:
    """Every practice problem for the playground list; open to visitors."""
    body = await content.value(bodies.PRACTICE_LIST)
    return body.response(request.scope)


@router.get(
    bodies.PROBLEM.path,
    operation_id="getPracticeProblem",
    responses=PROBLEM_ERRORS,
)
async def practice_problem(
    problem_id: str, services: ServicesDep, content: ContentDep, user: OptionalCaller
) -> PracticeProblemOut:
    detail = bodies.openable(await content.value(bodies.PROBLEM, problem_id), problem_id, user)
    if user is None or not detail.has_reference:
        return detail.out
    assessed = await run_in_threadpool(_has_assessed_attempt, services, user, problem_id)
    return detail.out.model_copy(update={"reference_available": assessed})


def _has_assessed_attempt(services: AppServices, user: User, problem_id: str) -> bool:
    with services.session_factory() as db:
        return has_assessed_attempt(db, user, problem_id)


@router.get(
    "/api/practice-problems/{problem_id}/reference",
    operation_id="getReferenceDesign",
    responses=PROBLEM_ERRORS,
)
def reference_design(
    problem_id: str, db: SessionDep, user: CurrentUser, content: ContentDep
) -> ReferenceOut:
    """The problem's model answer with its scores; opens after the user's first assessed
    attempt at the problem (403 `reference_locked` before that)."""

    def assessed(problem: Problem) -> ReferenceOut:
        key = (service.assessed_reference, problem.id)
        return content.kept(key, lambda: service.assessed_reference(problem))

    return service.reference_design(db, problem_id, user, assessed)


@router.get(bodies.CATALOGUE.path, operation_id="listCatalogue", response_model=CatalogueOut)
async def catalogue(request: Request, content: ContentDep) -> Response:
    """The problem catalogue: every problem, practice problems first, without the practice
    details."""
    body = await content.value(bodies.CATALOGUE)
    return body.response(request.scope)


ETAG_HEADER = {
    "ETag": {
        "description": "The saved design's version, quoted; name it in If-Match to save over it",
        "schema": {"type": "string"},
    }
}


@router.get(
    "/api/designs/{problem_id}",
    operation_id="getSavedDesign",
    responses={200: {"headers": ETAG_HEADER}, **PROBLEM_ERRORS},
)
def saved_design(
    problem_id: str, db: SessionDep, user: CurrentUser, response: Response
) -> SavedDesignOut:
    """The signed-in user's latest design for this problem; `design` is null (version 0) when
    none."""
    saved = designs.get_saved_design(db, user, problem_id)
    version = UNSAVED if saved is None else saved.version
    response.headers["ETag"] = etag(version)
    if saved is None:
        return SavedDesignOut(problem_id=problem_id, design=None, updated_at=None, version=version)
    return SavedDesignOut(
        problem_id=saved.problem_id,
        design=CanvasDesign.model_validate(saved.design),
        updated_at=saved.updated_at,
        version=version,
    )


# Counted before the body is read: a save past the limit costs no parsing.
SaveRateLimit = Annotated[None, per_user_limit("design_save_rate_limit")]
IfMatch = Annotated[
    str | None,
    Header(
        max_length=1000,
        description='The version this save replaces, as the ETag gave it ("0": none saved '
        "yet; * : whichever is saved). Without it the save replaces whatever is saved.",
    ),
]


@router.put(
    "/api/designs/{problem_id}",
    operation_id="saveDesign",
    responses={
        200: {"headers": ETAG_HEADER},
        **PROBLEM_ERRORS,
        412: {
            "model": ErrorResponse,
            "headers": {"ETag": {**ETAG_HEADER["ETag"], "description": "The current version"}},
            "description": "The design changed since the version If-Match names (code "
            "`design_changed`; details and the ETag header give the current version), or "
            "If-Match names no version at all (`invalid_if_match`)",
        },
        422: {"model": ErrorResponse},
        429: {"model": ErrorResponse},
        **GATE_RESPONSES,
        **CONFLICT_RESPONSE,
    },
)
def put_design(
    problem_id: str,
    body: SaveDesignIn,
    db: SessionDep,
    user: CurrentUser,
    response: Response,
    _limit: SaveRateLimit,
    if_match: IfMatch = None,
) -> SavedDesignOut:
    """Saves the design as its next version, so it follows the user to another device; with
    If-Match only over the version named there (412 `design_changed` otherwise, unless the
    design sent is the one saved: that save is already done, and answers the current version)."""
    expected = parse_if_match(if_match)
    stored = designs.save_design(db, user, problem_id, body.design, expected)
    response.headers["ETag"] = etag(stored.version)
    return SavedDesignOut(
        problem_id=problem_id,
        design=body.design,
        updated_at=stored.updated_at,
        version=stored.version,
    )
