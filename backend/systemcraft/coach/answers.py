"""The built-in coach: an answer assembled from the best lesson passages and, when the
question is about the user's design, the engine's findings. Every lesson used is cited."""

import re
from collections.abc import Sequence

from systemcraft.assessment.engine import LESSONS, Finding, lesson_link
from systemcraft.assessment.engine.messages import escape_markdown
from systemcraft.coach.retrieval import Hit

_DESIGN_QUESTION = re.compile(
    r"\b(my|this|our|the current)\s+(design|diagram|architecture|system|canvas)\b"
    r"|\b(assess|review|feedback|improve|weak(ness)?|wrong|missing|score|spof|bottleneck)",
    re.IGNORECASE,
)
_GREETING = re.compile(r"^\s*(hi|hello|hey|thanks|thank you|cheers)\b[\s!.]*$", re.IGNORECASE)
_SEVERITY_ORDER = {"critical": 0, "major": 1, "minor": 2, "strength": 3}
SUGGESTED_LESSONS = ("caching", "load-balancing", "replication", "sharding")


def is_about_design(message: str) -> bool:
    return bool(_DESIGN_QUESTION.search(message))


def is_greeting(message: str) -> bool:
    return bool(_GREETING.match(message))


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]{3,}", text.lower()))


def best_sentences(text: str, question: str, count: int = 2) -> str:
    """The passage's sentences that share the most words with the question, in their order."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    wanted = _words(question)
    ranked = sorted(range(len(sentences)), key=lambda i: (-len(_words(sentences[i]) & wanted), i))
    return " ".join(sentences[i] for i in sorted(ranked[:count]))


def _passage_lines(hits: Sequence[Hit], question: str) -> list[str]:
    return [
        f"- {best_sentences(hit.passage.text, question)} "
        f"({lesson_link(hit.passage.lesson_id, hit.passage.lesson_title)}, "
        f"“{hit.passage.heading}”)"
        for hit in hits
    ]


def _finding_lines(findings: Sequence[Finding]) -> list[str]:
    problems = sorted(
        (f for f in findings if f.severity != "strength"),
        key=lambda f: _SEVERITY_ORDER[f.severity],
    )[:4]
    # A finding's message names components by the labels the user typed: escaped, so a label
    # stays text and never becomes a link, an image or markup in the answer.
    return [
        f"- **{escape_markdown(f.message)}** {f.why} See {lesson_link(f.lesson)}." for f in problems
    ]


def cited_lessons(hits: Sequence[Hit], findings: Sequence[Finding]) -> dict[str, str]:
    cited = {hit.passage.lesson_id: hit.passage.lesson_title for hit in hits}
    for finding in findings:
        if finding.severity != "strength":
            cited.setdefault(finding.lesson, LESSONS.get(finding.lesson, finding.lesson))
    return cited


def compose(question: str, hits: Sequence[Hit], findings: Sequence[Finding] | None) -> str:
    suggestions = ", ".join(lesson_link(lesson) for lesson in SUGGESTED_LESSONS)
    if is_greeting(question):
        return (
            "Hello! Ask me about a system design idea, or about the design on your canvas "
            f"(“how can I improve my design?”). Good places to start: {suggestions}."
        )
    parts: list[str] = []
    if findings is not None:
        lines = _finding_lines(findings)
        parts.append(
            "**In your design**\n" + "\n".join(lines)
            if lines
            else "**In your design** I found nothing serious to fix for this question."
        )
    if hits:
        parts.append("**From the lessons**\n" + "\n".join(_passage_lines(hits, question)))
    if not parts:
        return (
            "I could not find that in our lessons, so I would rather not guess. Try asking "
            f"about a specific idea, such as {suggestions}."
        )
    sources = ", ".join(lesson_link(i, t) for i, t in cited_lessons(hits, findings or []).items())
    parts.append(f"Sources: {sources}")
    return "\n\n".join(parts)
