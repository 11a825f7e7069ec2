"""Quizzes, scores and progress over the curriculum's lessons: plain functions over the session,
called by the routes."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.curriculum.service import readable_lesson, topics_with_lessons
from systemcraft.learn.models import PASS_MARK, QuizScore
from systemcraft.learn.schemas import (
    ProgressOut,
    QuizScoreIn,
    SubtopicProgress,
    TopicOut,
    TopicsOut,
)
from systemcraft.users.models import User
from systemcraft.web.errors import AppError


class QuizChangedError(AppError):
    """The score is for another number of questions than the quiz has: it was reloaded while
    the learner took it."""

    status_code = 409
    code = "quiz_changed"


class ScoreMismatchError(AppError):
    """The score's numbers do not add up for the quiz: more correct than questions, a score
    that is not the number correct, a percentage that is not correct out of total."""

    status_code = 409
    code = "score_mismatch"


def list_topics(db: Session) -> TopicsOut:
    return TopicsOut(topics=[TopicOut.model_validate(t) for t in topics_with_lessons(db)])


def _check_adds_up(body: QuizScoreIn, question_count: int) -> None:
    if question_count and body.total != question_count:
        raise QuizChangedError(
            f"This quiz has {question_count} questions now, but the score is out of "
            f"{body.total}. Please take it again."
        )
    if body.correct > body.total:
        raise ScoreMismatchError("correct cannot be more than total")
    if body.score != body.correct:
        raise ScoreMismatchError("score must equal correct (the number of correct answers)")
    if round(body.correct * 100 / body.total) != round(body.percentage):
        raise ScoreMismatchError("percentage does not match correct / total")


def save_quiz_score(db: Session, user: User, body: QuizScoreIn) -> QuizScore:
    lesson = readable_lesson(db, body.subtopic_id, user)
    _check_adds_up(body, len(lesson.questions))
    score = QuizScore(
        user_id=user.id,
        lesson_id=lesson.id,
        score=body.correct,
        correct=body.correct,
        total=body.total,
        percentage=round(body.correct * 100 / body.total),
    )
    db.add(score)
    db.flush()
    return score


def user_progress(db: Session, user: User) -> ProgressOut:
    scores = db.scalars(
        select(QuizScore)
        .where(QuizScore.user_id == user.id)
        .order_by(QuizScore.created_at, QuizScore.id)
    )
    by_lesson: dict[str, list[QuizScore]] = {}
    for score in scores:
        by_lesson.setdefault(score.lesson_id, []).append(score)
    return ProgressOut(
        pass_mark=PASS_MARK,
        subtopics=[
            SubtopicProgress(
                subtopic_id=lesson_id,
                best_percentage=max(s.percentage for s in attempts),
                latest_percentage=attempts[-1].percentage,
                attempts=len(attempts),
                passed=max(s.percentage for s in attempts) >= PASS_MARK,
                last_attempt_at=attempts[-1].created_at,
            )
            for lesson_id, attempts in sorted(by_lesson.items())
        ],
    )
