"""Quizzes, scores and progress over the curriculum's lessons: plain functions over the session,
called by the routes."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.curriculum.models import Lesson
from systemcraft.curriculum.service import readable_lesson, topics_with_lessons
from systemcraft.errors import AppError
from systemcraft.learn.models import QuizScore
from systemcraft.learn.schemas import (
    ChoiceOut,
    ContentOut,
    ProgressOut,
    QuestionOut,
    QuizOut,
    QuizScoreIn,
    SectionOut,
    SubtopicProgress,
    SubtopicSummary,
    TopicOut,
    TopicsOut,
)
from systemcraft.users.models import User

PASS_MARK = 60  # percent: the 'Good Job!' band and above counts as passed


class ScoreRejectedError(AppError):
    status_code = 422
    code = "invalid_score"


def list_topics(db: Session) -> TopicsOut:
    return TopicsOut(
        topics=[
            TopicOut(
                id=topic.id,
                title=topic.title,
                icon=topic.icon,
                description=topic.description,
                order=topic.position,
                subtopics=[
                    SubtopicSummary(
                        id=lesson.id,
                        title=lesson.title,
                        order=lesson.position,
                        required_tier_id=lesson.required_tier_id,
                    )
                    for lesson in topic.lessons
                ],
            )
            for topic in topics_with_lessons(db)
        ]
    )


def lesson_content(lesson: Lesson) -> ContentOut:
    return ContentOut(
        id=lesson.id,
        title=lesson.title,
        topic_id=lesson.topic_id,
        topic_title=lesson.topic.title,
        required_tier_id=lesson.required_tier_id,
        sections=[SectionOut.model_validate(section) for section in lesson.sections],
    )


def lesson_quiz(lesson: Lesson) -> QuizOut:
    return QuizOut(
        subtopic_id=lesson.id,
        questions=[
            QuestionOut(
                id=q.id,
                question_text=q.question_text,
                explanation=q.explanation,
                question_choices=[ChoiceOut.model_validate(choice) for choice in q.choices],
            )
            for q in lesson.questions
        ],
    )


def save_quiz_score(db: Session, user: User, body: QuizScoreIn) -> QuizScore:
    lesson = readable_lesson(db, body.subtopic_id, user)
    question_count = len(lesson.questions)
    if question_count and body.total != question_count:
        raise ScoreRejectedError(
            f"This quiz has {question_count} questions, but the score says {body.total}."
        )
    score = QuizScore(
        user_id=user.id,
        lesson_id=lesson.id,
        score=body.score,
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
