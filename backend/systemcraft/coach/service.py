"""One coach turn: read what the question asks of the design, assess it when it asks anything,
retrieve, answer, remember."""

from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.assessment.engine import lesson_link
from systemcraft.assessment.service import expectations_of, judge
from systemcraft.coach.answers import cited_lessons, compose, is_greeting
from systemcraft.coach.focus import DesignFocus, focus_on
from systemcraft.coach.intent import Intent, Part, design_parts, read_intent
from systemcraft.coach.models import ChatMessage
from systemcraft.coach.retrieval import Hit, LessonIndex
from systemcraft.coach.schemas import ChatIn, ChatOut
from systemcraft.coach.sizing import sizing
from systemcraft.db.session import release_before_slow_call
from systemcraft.design import ExportDocument
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.clock import utcnow
from systemcraft.kit.deadline import check_deadline
from systemcraft.kit.llm import ChatTurn, LlmClient
from systemcraft.simulation.engine import brief_from, simulate
from systemcraft.users.models import User
from systemcraft.web.work_gate import WorkGate

HISTORY_TURNS = 8
PASSAGES_PER_ANSWER = 3

COACH_INSTRUCTIONS = """You are the design coach of Systemcraft, helping an early-career engineer
prepare for system design interviews. Answer briefly (under 200 words) in Markdown, using only the
lesson passages and design findings below; if they do not cover the question, say so. Speak only
of components the design contains. Cite every lesson you use as a Markdown link exactly as given,
for example [Caching](/learn/caching)."""


def _history(db: Session, user: User, session_id: str) -> list[ChatTurn]:
    rows = db.scalars(
        select(ChatMessage)
        .where(ChatMessage.user_id == user.id, ChatMessage.session_id == session_id)
        .order_by(ChatMessage.id.desc())
        .limit(HISTORY_TURNS)
    )
    return [ChatTurn(row.role, row.content) for row in reversed(list(rows))]


def design_focus(db: Session, user: User, body: ChatIn, gate: WorkGate) -> DesignFocus | None:
    """What the engine found on the parts of the design the question is about; None when no
    design came with it or the question is not about it. Each step that reads what the user
    sent runs at the gate on its time budget; the database is read between them."""
    if body.design is None:
        return None
    parts, intent = gate.run(_read_question, body.message, body.design)
    if not intent.about_design:
        return None
    judgement = judge(db, user, body.design, gate)
    focus = gate.run(focus_on, body.message, intent, parts, judgement.result.findings)
    if intent.sizing and judgement.problem is not None:
        # "How many servers do I need?" is answered by running the design under the brief.
        problem = judgement.problem
        expected = expectations_of(problem)
        brief = brief_from(problem.scale, expected)
        result = gate.run(simulate, body.design, brief, None, expected)
        named = [part.id for part in intent.named]
        return replace(focus, sizing=sizing(result, named))
    return focus


def _read_question(message: str, design: ExportDocument) -> tuple[tuple[Part, ...], Intent]:
    parts = design_parts(design)
    check_deadline()
    return parts, read_intent(message, parts)


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


def _contents(focus: DesignFocus) -> str:
    """A line the model reads so that it cannot invent components the design does not have."""
    named = [f"{p.label} ({ROLE_NAMES[p.role] if p.role else 'role unknown'})" for p in focus.parts]
    line = f"The user's design contains only: {', '.join(named) or 'nothing yet'}."
    if focus.missing:
        line += f" It has no {' or '.join(ROLE_NAMES[role] for role in focus.missing)}."
    return line


def _grounding(hits: Sequence[Hit], focus: DesignFocus | None) -> str:
    passages = "\n".join(
        f"- From {lesson_link(h.passage.lesson_id, h.passage.lesson_title)}, "
        f"“{h.passage.heading}”: {h.passage.text}"
        for h in hits
    )
    lines = [f"Lesson passages:\n{passages or '- none found'}"]
    if focus is not None:
        found = "\n".join(
            f"- [{f.severity}] {f.message} {f.why} (lesson /learn/{f.lesson})"
            for f in focus.findings
        )
        lines.append(_contents(focus))
        lines.append(f"Findings on the parts of the design asked about:\n{found or '- none'}")
        if focus.sizing is not None:
            run = "\n".join(focus.sizing.lines)
            lines.append(f"The design run under the brief's peak: {focus.sizing.summary}\n{run}")
    return "\n\n".join(lines)


def _model_answer(
    llm: LlmClient,
    body: ChatIn,
    history: list[ChatTurn],
    hits: Sequence[Hit],
    focus: DesignFocus | None,
) -> str | None:
    system = f"{COACH_INSTRUCTIONS}\n\n{_grounding(hits, focus)}"
    text = llm.complete([ChatTurn("system", system), *history, ChatTurn("user", body.message)])
    if text is None:
        return None
    # A model answer that cites none of its lessons gets them listed, so none goes unsourced.
    sources = cited_lessons(hits, focus.findings if focus else [])
    if sources and not any(f"/learn/{lesson}" in text for lesson in sources):
        text += "\n\nSources: " + ", ".join(lesson_link(i, t) for i, t in sources.items())
    return text


def reply(
    db: Session,
    user: User,
    body: ChatIn,
    index: LessonIndex,
    llm: LlmClient | None,
    gate: WorkGate,
) -> ChatOut:
    release_before_slow_call(db)  # nothing is read from here to the history: free the pool
    focus = design_focus(db, user, body, gate)
    hits = gate.run(_passages, index, body.message, focus, user.tier_id)
    history = _history(db, user, body.session_id)
    answer = None
    if llm is not None and not is_greeting(body.message):
        release_before_slow_call(db)
        answer = _model_answer(llm, body, history, hits, focus)
    # Not at the gate: a few sentences from three of our own passages, whatever was asked.
    answer = answer or compose(body.message, hits, focus)
    for role, content in (("user", body.message), ("assistant", answer)):
        db.add(ChatMessage(user_id=user.id, session_id=body.session_id, role=role, content=content))
    return ChatOut(response=answer, timestamp=utcnow())
