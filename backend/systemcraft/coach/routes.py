from typing import Annotated, Any

from fastapi import Depends, Request

from systemcraft.assessment.routes import CoachRateLimit, LlmDep
from systemcraft.auth.dependencies import TierThreeUser
from systemcraft.coach import service
from systemcraft.coach.retrieval import LessonIndex, build_index
from systemcraft.coach.schemas import ChatIn, ChatOut
from systemcraft.curriculum.service import content_revision
from systemcraft.db import SessionDep
from systemcraft.document_route import DocumentRoute
from systemcraft.errors import ErrorResponse
from systemcraft.routing import api_router

router = api_router(prefix="/api", tags=["coach"], route_class=DocumentRoute)
CHAT_ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse} for code in (400, 401, 403, 422, 429)
}


def lesson_index(request: Request, db: SessionDep) -> LessonIndex:
    """Built once per content revision and shared by every request after it."""
    indexes: dict[str, LessonIndex] = request.app.state.lesson_indexes
    revision = content_revision(db)
    index = indexes.get(revision)
    if index is None:
        # Two requests may build it at once after a reload; either result is the same.
        index = build_index(db)
        indexes.clear()
        indexes[revision] = index
    return index


@router.post(
    "/chat",
    operation_id="chatWithCoach",
    responses=CHAT_ERRORS,
)
def chat(
    body: ChatIn,
    db: SessionDep,
    user: TierThreeUser,
    index: Annotated[LessonIndex, Depends(lesson_index)],
    llm: LlmDep,
    _limit: CoachRateLimit,
) -> ChatOut:
    """The design coach (tier 3+): answers from our lessons and the engine's findings."""
    return service.reply(db, user, body, index, llm)
