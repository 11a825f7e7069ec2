"""One coach turn: retrieve, assess the design when asked about it, answer, remember."""

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.assessment.engine import Finding, lesson_link
from systemcraft.assessment.service import judge
from systemcraft.coach.answers import cited_lessons, compose, is_about_design, is_greeting
from systemcraft.coach.models import ChatMessage
from systemcraft.coach.retrieval import Hit, LessonIndex
from systemcraft.coach.schemas import ChatIn, ChatOut
from systemcraft.db import release_before_slow_call
from systemcraft.llm import ChatTurn, LlmClient
from systemcraft.timeutil import utcnow
from systemcraft.users.models import User

HISTORY_TURNS = 8
PASSAGES_PER_ANSWER = 3

COACH_INSTRUCTIONS = """You are the design coach of Systemcraft, helping an early-career engineer
prepare for system design interviews. Answer briefly (under 200 words) in Markdown, using only the
lesson passages and design findings below; if they do not cover the question, say so. Cite every
lesson you use as a Markdown link exactly as given, for example [Caching](/learn/caching)."""


def _history(db: Session, user: User, session_id: str) -> list[ChatTurn]:
    rows = db.scalars(
        select(ChatMessage)
        .where(ChatMessage.user_id == user.id, ChatMessage.session_id == session_id)
        .order_by(ChatMessage.id.desc())
        .limit(HISTORY_TURNS)
    )
    return [ChatTurn(row.role, row.content) for row in reversed(list(rows))]


def design_findings(db: Session, user: User, body: ChatIn) -> list[Finding] | None:
    """The engine's findings when the question is about the design that came with it."""
    if body.design is None or not is_about_design(body.message):
        return None
    return judge(db, user, body.design).result.findings


def _search_text(message: str, findings: Sequence[Finding] | None) -> str:
    # "How can I improve my design?" says little by itself; its top problems say what to read.
    problems = [f for f in findings or [] if f.severity in ("critical", "major")]
    return " ".join([message, *(f"{f.message} {f.why}" for f in problems[:2])])


def _grounding(hits: Sequence[Hit], findings: Sequence[Finding] | None) -> str:
    passages = "\n".join(
        f"- From {lesson_link(h.passage.lesson_id, h.passage.lesson_title)}, "
        f"“{h.passage.heading}”: {h.passage.text}"
        for h in hits
    )
    lines = [f"Lesson passages:\n{passages or '- none found'}"]
    if findings is not None:
        found = "\n".join(
            f"- [{f.severity}] {f.message} {f.why} (lesson /learn/{f.lesson})" for f in findings
        )
        lines.append(f"Findings on the user's current design:\n{found or '- none'}")
    return "\n\n".join(lines)


def _model_answer(
    llm: LlmClient,
    body: ChatIn,
    history: list[ChatTurn],
    hits: Sequence[Hit],
    findings: Sequence[Finding] | None,
) -> str | None:
    system = f"{COACH_INSTRUCTIONS}\n\n{_grounding(hits, findings)}"
    text = llm.complete([ChatTurn("system", system), *history, ChatTurn("user", body.message)])
    if text is None:
        return None
    # A model answer that cites none of its lessons gets them listed, so none goes unsourced.
    sources = cited_lessons(hits, findings or [])
    if sources and not any(f"/learn/{lesson}" in text for lesson in sources):
        text += "\n\nSources: " + ", ".join(lesson_link(i, t) for i, t in sources.items())
    return text


def reply(
    db: Session, user: User, body: ChatIn, index: LessonIndex, llm: LlmClient | None
) -> ChatOut:
    findings = design_findings(db, user, body)
    hits = index.search(
        _search_text(body.message, findings), limit=PASSAGES_PER_ANSWER, max_tier=user.tier_id
    )
    history = _history(db, user, body.session_id)
    answer = None
    if llm is not None and not is_greeting(body.message):
        release_before_slow_call(db)
        answer = _model_answer(llm, body, history, hits, findings)
    answer = answer or compose(body.message, hits, findings)
    for role, content in (("user", body.message), ("assistant", answer)):
        db.add(ChatMessage(user_id=user.id, session_id=body.session_id, role=role, content=content))
    return ChatOut(response=answer, timestamp=utcnow())
