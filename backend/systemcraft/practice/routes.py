from typing import Any

from fastapi import Request, Response

from systemcraft.auth.dependencies import CurrentUser, OptionalUser
from systemcraft.curriculum.service import content_revision
from systemcraft.db import SessionDep
from systemcraft.design import CanvasDesign
from systemcraft.errors import ErrorResponse
from systemcraft.http_cache import cached_json
from systemcraft.practice import designs, service
from systemcraft.practice.design_schemas import SavedDesignOut, SaveDesignIn
from systemcraft.practice.schemas import (
    CatalogueOut,
    PracticeProblemOut,
    PracticeProblemsOut,
    ReferenceOut,
)
from systemcraft.routing import api_router

router = api_router(prefix="/api", tags=["practice"])
PROBLEM_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse, "description": "The problem needs a higher tier"},
    404: {"model": ErrorResponse},
}


@router.get(
    "/practice-problems", operation_id="listPracticeProblems", response_model=PracticeProblemsOut
)
def practice_problems(request: Request, db: SessionDep) -> Response:
    """Every practice problem for the playground list; open to visitors."""
    etag = f'"practice-{content_revision(db)}"'
    return cached_json(request, etag, lambda: service.list_practice_problems(db))


@router.get(
    "/practice-problems/{problem_id}",
    operation_id="getPracticeProblem",
    responses=PROBLEM_ERRORS,
)
def practice_problem(problem_id: str, db: SessionDep, user: OptionalUser) -> PracticeProblemOut:
    return service.practice_problem(db, problem_id, user)


@router.get(
    "/practice-problems/{problem_id}/reference",
    operation_id="getReferenceDesign",
    responses=PROBLEM_ERRORS,
)
def reference_design(problem_id: str, db: SessionDep, user: CurrentUser) -> ReferenceOut:
    """The problem's model answer with its scores; opens after the user's first assessed
    attempt at the problem (403 `reference_locked` before that)."""
    return service.reference_design(db, problem_id, user)


@router.get("/problems", operation_id="listCatalogue", response_model=CatalogueOut)
def catalogue(request: Request, db: SessionDep) -> Response:
    """The problem catalogue: every problem, practice problems first, without the practice
    details."""
    etag = f'"catalogue-{content_revision(db)}"'
    return cached_json(request, etag, lambda: service.list_catalogue(db))


@router.get(
    "/designs/{problem_id}",
    operation_id="getSavedDesign",
    responses=PROBLEM_ERRORS,
)
def saved_design(problem_id: str, db: SessionDep, user: CurrentUser) -> SavedDesignOut:
    """The signed-in user's latest design for this problem; `design` is null when none."""
    saved = designs.get_saved_design(db, user, problem_id)
    if saved is None:
        return SavedDesignOut(problem_id=problem_id, design=None, updated_at=None)
    return SavedDesignOut(
        problem_id=saved.problem_id,
        design=CanvasDesign.model_validate(saved.design),
        updated_at=saved.updated_at,
    )


@router.put(
    "/designs/{problem_id}",
    operation_id="saveDesign",
    responses={**PROBLEM_ERRORS, 422: {"model": ErrorResponse}},
)
def put_design(
    problem_id: str, body: SaveDesignIn, db: SessionDep, user: CurrentUser
) -> SavedDesignOut:
    """Saves the design so it follows the user to another device; last write wins."""
    saved = designs.save_design(db, user, problem_id, body.design)
    return SavedDesignOut(
        problem_id=saved.problem_id, design=body.design, updated_at=saved.updated_at
    )
