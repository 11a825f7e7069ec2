"""Lessons, quizzes and progress: plain functions over the session, called by the routes."""

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from systemcraft.errors import AppError, ForbiddenError, NotFoundError
from systemcraft.learn.models import QuizQuestion, QuizScore, Subtopic, Topic
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
from systemcraft.tiers import may_read
from systemcraft.users.models import User

PASS_MARK = 60  # percent: the 'Good Job!' band and above counts as passed
TIER_MESSAGE = "This content requires a higher tier subscription."


class ScoreRejectedError(AppError):
    status_code = 422
    code = "invalid_score"


def list_topics(db: Session) -> TopicsOut:
    topics = db.scalars(
        select(Topic).options(selectinload(Topic.subtopics)).order_by(Topic.position, Topic.id)
    )
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
                        id=s.id,
                        title=s.title,
                        order=s.position,
                        required_tier_id=s.required_tier_id,
                    )
                    for s in topic.subtopics
                ],
            )
            for topic in topics
        ]
    )


def readable_subtopic(db: Session, subtopic_id: str, user: User | None) -> Subtopic:
    """The lesson, if it exists and the caller's tier may read it (404, then 403)."""
    subtopic = db.get(Subtopic, subtopic_id)
    if subtopic is None:
        raise NotFoundError(f"No lesson has the id {subtopic_id!r}.")
    if not may_read(user, subtopic.required_tier_id):
        raise ForbiddenError(TIER_MESSAGE)
    return subtopic


def lesson_content(subtopic: Subtopic) -> ContentOut:
    return ContentOut(
        id=subtopic.id,
        title=subtopic.title,
        topic_id=subtopic.topic_id,
        topic_title=subtopic.topic.title,
        required_tier_id=subtopic.required_tier_id,
        sections=[SectionOut.model_validate(section) for section in subtopic.sections],
    )


def lesson_quiz(db: Session, subtopic: Subtopic) -> QuizOut:
    questions = db.scalars(
        select(QuizQuestion)
        .where(QuizQuestion.subtopic_id == subtopic.id)
        .order_by(QuizQuestion.position)
    )
    return QuizOut(
        subtopic_id=subtopic.id,
        questions=[
            QuestionOut(
                id=q.id,
                question_text=q.question_text,
                explanation=q.explanation,
                question_choices=[ChoiceOut.model_validate(choice) for choice in q.choices],
            )
            for q in questions
        ],
    )


def save_quiz_score(db: Session, user: User, body: QuizScoreIn) -> QuizScore:
    subtopic = readable_subtopic(db, body.subtopic_id, user)
    question_count = len(subtopic.questions)
    if question_count and body.total != question_count:
        raise ScoreRejectedError(
            f"This quiz has {question_count} questions, but the score says {body.total}."
        )
    score = QuizScore(
        user_id=user.id,
        subtopic_id=subtopic.id,
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
    by_subtopic: dict[str, list[QuizScore]] = {}
    for score in scores:
        by_subtopic.setdefault(score.subtopic_id, []).append(score)
    return ProgressOut(
        pass_mark=PASS_MARK,
        subtopics=[
            SubtopicProgress(
                subtopic_id=subtopic_id,
                best_percentage=max(s.percentage for s in attempts),
                latest_percentage=attempts[-1].percentage,
                attempts=len(attempts),
                passed=max(s.percentage for s in attempts) >= PASS_MARK,
                last_attempt_at=attempts[-1].created_at,
            )
            for subtopic_id, attempts in sorted(by_subtopic.items())
        ],
    )
