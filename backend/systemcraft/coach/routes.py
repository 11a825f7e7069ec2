from typing import Annotated, Any

from fastapi import Depends

from systemcraft.app_services import ContentDep, LlmDep, WorkGateDep
from systemcraft.assessment.routes import CoachRateLimit
from systemcraft.auth.dependencies import TierThreeUser
from systemcraft.coach import service
from systemcraft.coach.retrieval import LessonIndex, build_index
from systemcraft.coach.schemas import ChatIn, ChatOut
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
