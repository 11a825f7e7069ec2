"""What the other packages read of the curriculum: topics, lessons, problems and the content
revision, with the tier checks that decide who may open a lesson or a problem. The curriculum's
tables are read only here (and written only by loading/)."""

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from systemcraft.curriculum.models import DIGEST_KEY, ContentState, Lesson, Problem, Topic
from systemcraft.users.models import User
from systemcraft.users.tiers import may_practise, may_read
from systemcraft.web.errors import ForbiddenError, NotFoundError

LESSON_TIER_MESSAGE = "This content requires a higher tier subscription."
PROBLEM_TIER_MESSAGE = "This problem requires a higher tier subscription."


def content_revision(db: Session) -> str:
    """A short tag that changes whenever loaded content changes; used for ETags."""
    state = db.get(ContentState, DIGEST_KEY)
    return state.value[:16] if state else "empty"


def topics_with_lessons(db: Session) -> list[Topic]:
    """Every topic in order, its lessons loaded in order."""
    query = select(Topic).options(selectinload(Topic.lessons)).order_by(Topic.position, Topic.id)
    return list(db.scalars(query))


def all_lessons(db: Session) -> list[Lesson]:
    return list(db.scalars(select(Lesson).order_by(Lesson.topic_id, Lesson.position)))


def lesson_titles(db: Session, lesson_ids: list[str]) -> dict[str, str]:
    """The title of each of these lessons that exists."""
    query = select(Lesson.id, Lesson.title).where(Lesson.id.in_(lesson_ids))
    return {row.id: row.title for row in db.execute(query)}


def find_lesson(db: Session, lesson_id: str) -> Lesson | None:
    return db.get(Lesson, lesson_id)


def readable_lesson(db: Session, lesson_id: str, user: User | None) -> Lesson:
    """The lesson, if it exists and the caller's tier may read it (404, then 403)."""
    lesson = find_lesson(db, lesson_id)
    if lesson is None:
        raise lesson_not_found(lesson_id)
    check_lesson_tier(lesson.required_tier_id, user)
    return lesson


def lesson_not_found(lesson_id: str) -> NotFoundError:
    return NotFoundError(f"No lesson has the id {lesson_id!r}.")


def check_lesson_tier(required_tier: int, user: User | None) -> None:
    """The 403 for a caller below the lesson's tier, whether the lesson came from the
    database or from a cached body."""
    if not may_read(user, required_tier):
        raise ForbiddenError(LESSON_TIER_MESSAGE)


def all_problems(db: Session) -> list[Problem]:
    """Every problem the catalogue lists: the practice problems first, in list order."""
    return list(db.scalars(select(Problem).order_by(Problem.position, Problem.id)))


def practice_problems(db: Session) -> list[Problem]:
    query = select(Problem).where(Problem.practice).order_by(Problem.position, Problem.id)
    return list(db.scalars(query))


def find_problem(db: Session, problem_id: str) -> Problem | None:
    """A practice problem or one only the catalogue lists; None for an unknown id."""
    return db.get(Problem, problem_id)


def open_problem(db: Session, problem_id: str, user: User | None) -> Problem:
    """The problem for the workspace: 404 when unknown or catalogue-only, 403 below its tier."""
    problem = find_problem(db, problem_id)
    if problem is None or not problem.practice:
        raise problem_not_found(problem_id)
    check_problem_tier(problem.required_tier_id, user)
    return problem


def problem_not_found(problem_id: str) -> NotFoundError:
    return NotFoundError(f"No practice problem has the id {problem_id!r}.")


def check_problem_tier(required_tier: int, user: User | None) -> None:
    if not may_practise(user, required_tier):
        raise ForbiddenError(PROBLEM_TIER_MESSAGE)
