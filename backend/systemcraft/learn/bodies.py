"""The learn routes' bodies, serialised by their schemas and compressed once per content
revision, each lesson's with the tier it needs; declared here as the cached reads the routes
and the layer in front of FastAPI share (curriculum/content_reads.py)."""

from dataclasses import dataclass

from sqlalchemy.orm import Session

from systemcraft.curriculum.content_reads import CachedRead, cached_list
from systemcraft.curriculum.service import check_lesson_tier, find_lesson, lesson_not_found
from systemcraft.learn import service
from systemcraft.learn.schemas import ContentOut, QuizOut
from systemcraft.users.models import User
from systemcraft.users.tiers import open_to_visitors
from systemcraft.web.http_cache import CachedBody


@dataclass(frozen=True)
class LessonBody:
    required_tier_id: int
    body: CachedBody

    def for_reader(self, user: User | None) -> CachedBody:
        """The body, or the 403 for a caller below the lesson's tier."""
        check_lesson_tier(self.required_tier_id, user)
        return self.body


def topics_body(db: Session, revision: str, _item: str) -> CachedBody:
    return CachedBody(service.list_topics(db).model_dump_json().encode(), f"topics-{revision}")


def content_body(db: Session, revision: str, lesson_id: str) -> LessonBody | None:
    return _lesson_body(db, lesson_id, ContentOut, f"content-{revision}")


def quiz_body(db: Session, revision: str, lesson_id: str) -> LessonBody | None:
    return _lesson_body(db, lesson_id, QuizOut, f"quiz-{revision}")


def _lesson_body(
    db: Session, lesson_id: str, schema: type[ContentOut] | type[QuizOut], tag: str
) -> LessonBody | None:
    """The lesson's body in `schema`, tagged `<tag>-<lesson id>`; None for an unknown id."""
    lesson = find_lesson(db, lesson_id)
    if lesson is None:
        return None
    body = schema.model_validate(lesson).model_dump_json().encode()
    # Only what a visitor may read can sit in a shared cache.
    private = not open_to_visitors(lesson.required_tier_id)
    etag = f"{tag}-{lesson.id}"
    return LessonBody(lesson.required_tier_id, CachedBody(body, etag, private))


def readable(lesson: LessonBody | None, lesson_id: str, user: User | None) -> CachedBody:
    """404 for a lesson that does not exist, 403 below its tier, as readable_lesson answers."""
    if lesson is None:
        raise lesson_not_found(lesson_id)
    return lesson.for_reader(user)


def visitors_lesson(lesson: LessonBody | None) -> CachedBody | None:
    """A lesson a visitor may read is sent before the route; a locked one goes to its 403."""
    if lesson is None or not open_to_visitors(lesson.required_tier_id):
        return None
    return lesson.body


TOPICS = cached_list("/api/topics", topics_body)
LESSON = CachedRead("/api/content/{subtopic_id}", content_body, visitors_lesson)
QUIZ = CachedRead("/api/quizzes/{subtopic_id}", quiz_body, visitors_lesson)
CACHED_READS = (TOPICS, LESSON, QUIZ)
