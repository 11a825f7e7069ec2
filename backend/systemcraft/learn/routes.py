from typing import Any

from fastapi import Request, Response, status

from systemcraft.app_services import ContentDep
from systemcraft.auth.dependencies import CurrentUser, OptionalCaller
from systemcraft.db.session import SessionDep
from systemcraft.learn import bodies, service
from systemcraft.learn.schemas import (
    ContentOut,
    ProgressOut,
    QuizOut,
    QuizScoreIn,
    QuizScoreOut,
    TopicsOut,
)
from systemcraft.web.errors import ErrorResponse
from systemcraft.web.routing import api_router

router = api_router(tags=["learn"])
LESSON_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse, "description": "The lesson needs a higher tier"},
    404: {"model": ErrorResponse},
}


@router.get(bodies.TOPICS.path, operation_id="listTopics", response_model=TopicsOut)
async def topics(request: Request, content: ContentDep) -> Response:
    """Every topic with its lessons, in order. Cheap to revalidate with If-None-Match."""
    body = await content.value(bodies.TOPICS)
    return body.response(request.scope)


@router.get(
    bodies.LESSON.path,
    operation_id="lessonContent",
    response_model=ContentOut,
    responses=LESSON_ERRORS,
)
async def content(
    subtopic_id: str, request: Request, content: ContentDep, user: OptionalCaller
) -> Response:
    lesson = await content.value(bodies.LESSON, subtopic_id)
    return bodies.readable(lesson, subtopic_id, user).response(request.scope)


@router.get(
    bodies.QUIZ.path,
    operation_id="lessonQuiz",
    response_model=QuizOut,
    responses=LESSON_ERRORS,
)
async def quiz(
    subtopic_id: str, request: Request, content: ContentDep, user: OptionalCaller
) -> Response:
    lesson = await content.value(bodies.QUIZ, subtopic_id)
    return bodies.readable(lesson, subtopic_id, user).response(request.scope)


@router.post(
    "/api/quiz-scores",
    operation_id="saveQuizScore",
    status_code=status.HTTP_201_CREATED,
    responses={
        **LESSON_ERRORS,
        409: {
            "model": ErrorResponse,
            "description": "The score does not fit the quiz: it changed since it was loaded "
            "(`quiz_changed`) or the numbers do not add up (`score_mismatch`)",
        },
        422: {"model": ErrorResponse},
    },
)
def save_score(body: QuizScoreIn, db: SessionDep, user: CurrentUser) -> QuizScoreOut:
    """Saves a finished quiz for the signed-in user and answers with what was stored."""
    return QuizScoreOut.model_validate(service.save_quiz_score(db, user, body))


@router.get("/api/progress", operation_id="myProgress", responses={401: {"model": ErrorResponse}})
def progress(db: SessionDep, user: CurrentUser) -> ProgressOut:
    """Best and latest quiz score per lesson for the signed-in user."""
    return service.user_progress(db, user)
