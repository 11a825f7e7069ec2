"""One coach turn: read what the question asks of the design, assess it when it asks anything,
retrieve, answer, remember."""

from collections.abc import Sequence

from sqlalchemy.orm import Session

from systemcraft.assessment.engine import Finding
from systemcraft.assessment.service import judge
from systemcraft.coach.answering.contradicted import believed
from systemcraft.coach.answering.dispatch import answer_for
from systemcraft.coach.answering.review import answer_review, asks_for_the_worst
from systemcraft.coach.answers import compose, is_greeting
from systemcraft.coach.asking import gather, read_question
from systemcraft.coach.focus import DesignFocus, focus_on
from systemcraft.coach.history import recent_turns, record_turn
from systemcraft.coach.retrieval import Hit, LessonIndex
from systemcraft.coach.rewording import reworded
from systemcraft.coach.schemas import ChatIn, ChatOut
from systemcraft.db.session import release_before_slow_call
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.clock import utcnow
from systemcraft.kit.deadline import check_deadline
from systemcraft.kit.llm import ChatTurn, LlmClient
from systemcraft.users.models import User
from systemcraft.web.work_gate import WorkGate

HISTORY_TURNS = 8
PASSAGES_PER_ANSWER = 3


def _history(db: Session, user: User, body: ChatIn) -> list[ChatTurn]:
    return [ChatTurn(row.role, row.content) for row in recent_turns(db, user, body, HISTORY_TURNS)]


def design_focus(
    db: Session,
    user: User,
    body: ChatIn,
    gate: WorkGate,
    findings: Sequence[Finding] | None = None,
) -> DesignFocus | None:
    """What the engine found on the parts of the design the question is about (`findings`, when
    the design was assessed already); None when no design came with it or the question is not
    about it. Each step that reads what the user sent runs at the gate on its time budget; the
    database is read between them."""
    if body.design is None:
        return None
    parts, intent = gate.run(read_question, body.message, body.design)
    if not intent.about_design:
        return None
    if findings is None:
        findings = believed(body.design, judge(db, user, body.design, gate).result.findings)
    return gate.run(focus_on, body.message, intent, parts, findings)


def _search_text(message: str, focus: DesignFocus | None) -> str:
    # A question that names its subject ("should I cache the database?") is searched for with
    # that subject and the problems' one-line messages; one that names none ("how can I
    # improve my design?") says little by itself, so its top problems' reasons join in.
    if focus is None:
        return message
    roles = [*(r.part.role for r in focus.reports if r.part.role), *focus.missing]
    general = bool(focus.top_problems)
    problems = [f"{f.message} {f.why}" if general else f.message for f in focus.problems[:2]]
    return " ".join([message, *(ROLE_NAMES[role] for role in roles), *problems])


def _passages(
    index: LessonIndex, message: str, focus: DesignFocus | None, max_tier: int
) -> list[Hit]:
    text = _search_text(message, focus)
    check_deadline()
    return index.search(text, limit=PASSAGES_PER_ANSWER, max_tier=max_tier, subject=message)


def reply(
    db: Session,
    user: User,
    body: ChatIn,
    index: LessonIndex,
    llm: LlmClient | None,
    gate: WorkGate,
) -> ChatOut:
    release_before_slow_call(db)  # nothing is read from here to the history: free the pool
    if is_greeting(body.message):
        answer = compose(body.message, [], None)
    else:
        ask = gather(db, user, body, index, gate)

        def reviewed() -> str:
            # The design is assessed once: gathering may have done it for the parts named.
            findings = list(ask.findings) or None
            whole = not ask.named or asks_for_the_worst(body.message)
            if ask.kind == "review" and body.design is not None and whole:
                # "What is the biggest problem?": one named as the biggest, the rest in order.
                if not findings:
                    judged = judge(db, user, body.design, gate).result.findings
                    findings = believed(body.design, judged)
                ranked = answer_review(ask, findings)
                if ranked is not None:
                    return ranked
            # The design's findings on the parts named, or its worst problems, and lessons.
            focus = design_focus(db, user, body, gate, findings)
            return compose(
                body.message, gate.run(_passages, index, body.message, focus, user.tier_id), focus
            )

        # Within the time budget; the review it may fall back to takes its places itself.
        answer = gate.timed(answer_for, ask, reviewed)
        if llm is not None:
            history = _history(db, user, body)
            release_before_slow_call(db)
            answer = reworded(llm, history, body.message, answer) or answer
    record_turn(db, user, body, answer)
    return ChatOut(response=answer, timestamp=utcnow())
