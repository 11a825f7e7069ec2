"""The coach's conversations as they are kept: each turn per user and session, and per problem
when it was about one, so that a problem's conversation follows the user across reloads and
devices until they clear it."""

from pydantic import TypeAdapter, ValidationError
from sqlalchemy import ColumnElement, delete, select
from sqlalchemy.orm import Session

from systemcraft.coach.models import ChatMessage
from systemcraft.coach.schemas import ChatHistoryOut, ChatIn, HistoryMessage, ProblemId, Speaker
from systemcraft.curriculum.service import find_problem
from systemcraft.users.models import User
from systemcraft.web.errors import NotFoundError

# The most turns a conversation shows; older ones stay stored until it is cleared.
TURNS_SHOWN = 200
# The table says "assistant" (the model's word for it); the API says who the learner sees.
_SPEAKERS: dict[str, Speaker] = {"user": "user", "assistant": "coach"}
_PROBLEM_ID: TypeAdapter[str] = TypeAdapter(ProblemId)


class UnknownProblemError(NotFoundError):
    """A problem id of the right shape that names no problem: no conversation can be about it,
    as no practice page can show it (a 404, as the practice routes answer)."""

    def __init__(self, problem_id: str) -> None:
        super().__init__(f"No problem has the id {problem_id!r}.")


def problem_of(body: ChatIn) -> str | None:
    """The problem a turn is about: the one it names, else the one its design names when that
    is shaped like a problem id (the document is read leniently; the column is not)."""
    if body.problem_id is not None:
        return body.problem_id
    named = body.design.problem.id if body.design and body.design.problem else None
    if named is None:
        return None
    try:
        return _PROBLEM_ID.validate_python(named)
    except ValidationError:
        return None


def record_turn(db: Session, user: User, body: ChatIn, answer: str) -> None:
    problem_id = problem_of(body)
    for role, content in (("user", body.message), ("assistant", answer)):
        db.add(
            ChatMessage(
                user_id=user.id,
                session_id=body.session_id,
                problem_id=problem_id,
                role=role,
                content=content,
            )
        )


def recent_turns(db: Session, user: User, body: ChatIn, limit: int) -> list[ChatMessage]:
    """The latest turns before this one, oldest first: the problem's conversation when the turn
    is about a problem, else the session's."""
    problem_id = problem_of(body)
    if problem_id is None:
        return _latest(db, user, ChatMessage.session_id == body.session_id, limit)
    return _latest(db, user, ChatMessage.problem_id == problem_id, limit)


def _latest(
    db: Session, user: User, conversation: ColumnElement[bool], limit: int
) -> list[ChatMessage]:
    rows = db.scalars(
        select(ChatMessage)
        .where(ChatMessage.user_id == user.id, conversation)
        .order_by(ChatMessage.id.desc())
        .limit(limit)
    )
    return list(reversed(list(rows)))


def read_history(db: Session, user: User, problem_id: str) -> ChatHistoryOut:
    """The user's conversation about the problem, oldest first, its last TURNS_SHOWN turns."""
    _check_known(db, problem_id)
    rows = _latest(db, user, ChatMessage.problem_id == problem_id, TURNS_SHOWN)
    return ChatHistoryOut(
        messages=[
            HistoryMessage(role=_SPEAKERS[r.role], content=r.content, timestamp=r.created_at)
            for r in rows
        ]
    )


def clear_history(db: Session, user: User, problem_id: str) -> None:
    """Forgets every turn of the user's conversation about the problem; other users' and other
    problems' stay."""
    _check_known(db, problem_id)
    db.execute(
        delete(ChatMessage).where(
            ChatMessage.user_id == user.id, ChatMessage.problem_id == problem_id
        ),
        execution_options={"synchronize_session": False},
    )


def _check_known(db: Session, problem_id: str) -> None:
    if find_problem(db, problem_id) is None:
        raise UnknownProblemError(problem_id)
