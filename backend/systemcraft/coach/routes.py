from typing import Annotated, Any

from fastapi import Depends, Query, status

from systemcraft.app_services import ContentDep, LlmDep, WorkGateDep
from systemcraft.assessment.routes import CoachRateLimit
from systemcraft.auth.dependencies import TierThreeUser
from systemcraft.coach import history, service
from systemcraft.coach.retrieval import LessonIndex, build_index
from systemcraft.coach.schemas import PROBLEM_ID_MAX_LENGTH, ChatHistoryOut, ChatIn, ChatOut
from systemcraft.curriculum.ids import SLUG_PATTERN
from systemcraft.curriculum.service import content_revision
from systemcraft.db.session import SessionDep
from systemcraft.web.document_route import CONFLICT_RESPONSE, DocumentRoute
from systemcraft.web.errors import ErrorResponse
from systemcraft.web.routing import api_router
from systemcraft.web.work_gate import GATE_RESPONSES

router = api_router(prefix="/api", tags=["coach"], route_class=DocumentRoute)
CHAT_ERRORS: dict[int | str, dict[str, Any]] = {
    **{code: {"model": ErrorResponse} for code in (400, 401, 403, 422, 429)},
    **GATE_RESPONSES,
    **CONFLICT_RESPONSE,
}
HISTORY_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse},
    404: {"model": ErrorResponse, "description": "The problem id names no problem"},
    422: {"model": ErrorResponse, "description": "The problem id is malformed"},
}
ProblemQuery = Annotated[
    str,
    Query(
        pattern=SLUG_PATTERN,
        max_length=PROBLEM_ID_MAX_LENGTH,
        description="The problem whose conversation this is",
    ),
]


def lesson_index(db: SessionDep, content: ContentDep) -> LessonIndex:
    """Built once per content revision and shared by every request after it."""
    return content.cache.get(content_revision(db), build_index, db)


LessonIndexDep = Annotated[LessonIndex, Depends(lesson_index)]


@router.post(
    "/chat",
    operation_id="chatWithCoach",
    responses=CHAT_ERRORS,
)
def chat(
    body: ChatIn,
    db: SessionDep,
    user: TierThreeUser,
    index: LessonIndexDep,
    llm: LlmDep,
    gate: WorkGateDep,
    _limit: CoachRateLimit,
) -> ChatOut:
    """The design coach (tier 3+): answers from our lessons and the engine's findings."""
    return service.reply(db, user, body, index, llm, gate)


@router.get("/chat/history", operation_id="readCoachHistory", responses=HISTORY_ERRORS)
def read_coach_history(
    problem_id: ProblemQuery, db: SessionDep, user: TierThreeUser
) -> ChatHistoryOut:
    """The caller's conversation with the coach about a problem (tier 3+), oldest first: its
    last 200 turns."""
    return history.read_history(db, user, problem_id)


@router.delete(
    "/chat/history",
    operation_id="clearCoachHistory",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=HISTORY_ERRORS,
)
def clear_coach_history(problem_id: ProblemQuery, db: SessionDep, user: TierThreeUser) -> None:
    """Forgets the caller's conversation with the coach about a problem (tier 3+)."""
    history.clear_history(db, user, problem_id)
