from typing import Any

from fastapi import Request, Response, status
from sqlalchemy.orm import Session

from systemcraft.app_services import ContentCacheDep
from systemcraft.auth.dependencies import CurrentUser, OptionalUser
from systemcraft.curriculum.service import content_revision, readable_lesson
from systemcraft.db import SessionDep
from systemcraft.errors import ErrorResponse
from systemcraft.http_cache import cached_json
from systemcraft.learn import service
from systemcraft.learn.schemas import (
    ContentOut,
    ProgressOut,
    QuizOut,
    QuizScoreIn,
    QuizScoreOut,
    TopicsOut,
)
from systemcraft.routing import api_router
from systemcraft.tiers import open_to_visitors

router = api_router(prefix="/api", tags=["learn"])
LESSON_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    403: {"model": ErrorResponse, "description": "The lesson needs a higher tier"},
    404: {"model": ErrorResponse},
}


def _topics_json(db: Session) -> bytes:
    return service.list_topics(db).model_dump_json().encode()


@router.get("/topics", operation_id="listTopics", response_model=TopicsOut)
def topics(request: Request, db: SessionDep, cache: ContentCacheDep) -> Response:
    """Every topic with its lessons, in order. Cheap to revalidate with If-None-Match."""
    revision = content_revision(db)
    return cached_json(
        request, f'"topics-{revision}"', lambda: cache.get(revision, _topics_json, db)
    )


@router.get(
    "/content/{subtopic_id}",
    operation_id="lessonContent",
    response_model=ContentOut,
    responses=LESSON_ERRORS,
)
def content(subtopic_id: str, request: Request, db: SessionDep, user: OptionalUser) -> Response:
    lesson = readable_lesson(db, subtopic_id, user)
    # Only what a visitor may read can sit in a shared cache.
    private = not open_to_visitors(lesson.required_tier_id)
    etag = f'"content-{content_revision(db)}-{lesson.id}"'
    return cached_json(request, etag, lambda: ContentOut.model_validate(lesson), private)


@router.get(
    "/quizzes/{subtopic_id}",
    operation_id="lessonQuiz",
    response_model=QuizOut,
    responses=LESSON_ERRORS,
)
def quiz(subtopic_id: str, request: Request, db: SessionDep, user: OptionalUser) -> Response:
    lesson = readable_lesson(db, subtopic_id, user)
    private = not open_to_visitors(lesson.required_tier_id)
    etag = f'"quiz-{content_revision(db)}-{lesson.id}"'
    return cached_json(request, etag, lambda: QuizOut.model_validate(lesson), private)


@router.post(
    "/quiz-scores",
    operation_id="saveQuizScore",
    status_code=status.HTTP_201_CREATED,
    responses={**LESSON_ERRORS, 422: {"model": ErrorResponse}},
)
def save_score(body: QuizScoreIn, db: SessionDep, user: CurrentUser) -> QuizScoreOut:
    """Saves a finished quiz for the signed-in user and answers with what was stored."""
    return QuizScoreOut.model_validate(service.save_quiz_score(db, user, body))


@router.get("/progress", operation_id="myProgress", responses={401: {"model": ErrorResponse}})
def progress(db: SessionDep, user: CurrentUser) -> ProgressOut:
    """Best and latest quiz score per lesson for the signed-in user."""
    return service.user_progress(db, user)
