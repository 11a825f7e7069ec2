"""The built-in coach: an answer assembled from what the engine found on the parts of the design
the question is about and the best lesson passages. Every lesson used is cited."""

import re
from collections.abc import Sequence

from systemcraft.assessment.engine import LESSONS, Finding, lesson_link
from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.focus import DesignFocus, PartReport
from systemcraft.coach.intent import role_noun
from systemcraft.coach.retrieval import Hit
from systemcraft.coach.words import tokens
from systemcraft.design.recognition import ROLE_NAMES

_GREETING = re.compile(r"^\s*(hi|hello|hey|thanks|thank you|cheers)\b[\s!.]*$", re.IGNORECASE)
SUGGESTED_LESSONS = ("caching", "load-balancing", "replication", "sharding")
# Answers are read beside the canvas: the design part always fits, passages while there is room
# (the sources line takes about this many).
WORD_BUDGET = 200
SOURCES_WORDS = 20
# A sentence this short ("Caching is not one box.") rarely says anything on its own.
SHORT_SENTENCE = 8


def is_greeting(message: str) -> bool:
    return bool(_GREETING.match(message))


def best_sentences(text: str, question: str, count: int = 2) -> str:
    """The passage's sentences that share the most words with the question, in their order."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    wanted = set(tokens(question))
    ranked = sorted(
        range(len(sentences)),
        key=lambda i: (
            -len(wanted.intersection(tokens(sentences[i]))),
            len(sentences[i].split()) < SHORT_SENTENCE,
            i,
        ),
    )
    return " ".join(sentences[i] for i in sorted(ranked[:count]))


def _fitting_passages(
    hits: Sequence[Hit], question: str, sentences: int, room: int
) -> dict[Hit, str]:
    """Each passage as a line, while they fit in `room` words (the first always does)."""
    lines: dict[Hit, str] = {}
    for hit in hits:
        line = (
            f"- {best_sentences(hit.passage.text, question, sentences)} "
            f"({lesson_link(hit.passage.lesson_id, hit.passage.lesson_title)}, "
            f"“{hit.passage.heading}”)"
        )
        room -= len(line.split())
        if lines and room < 0:
            break
        lines[hit] = line
    return lines


# A finding's message names components by the labels the user typed, and so do the answer's
# own headings: escaped, so a label stays text and never becomes a link, an image or markup.
def _problem_line(finding: Finding) -> str:
    return (
        f"- **{escape_markdown(finding.message)}** {finding.why} See {lesson_link(finding.lesson)}."
    )


def _strength_line(finding: Finding) -> str:
    return f"- Done well: {escape_markdown(finding.message)}"


def _report_block(report: PartReport) -> str:
    noun = role_noun(report.part)
    name = f"**{escape_markdown(report.part.label)}**" + (f" ({noun})" if noun else "")
    # The checks cover what the rubric asks, not everything: nothing flagged is no sign-off.
    heading = (
        f"{name}:"
        if report.problems
        else f"{name}: the design checks flag nothing on it, which is not a sign-off; ask me "
        "how busy it gets at the peak or what happens if it fails."
    )
    lines = [_problem_line(f) for f in report.problems]
    return "\n".join([heading, *lines, *(_strength_line(f) for f in report.strengths)])


def _design_section(focus: DesignFocus) -> list[str]:
    blocks: list[str] = []
    if focus.missing:
        lacking = " or ".join(ROLE_NAMES[role] for role in focus.missing)
        blocks.append(f"Your design has no {lacking} yet.")
    blocks += [_report_block(report) for report in focus.reports]
    if focus.top_problems:
        blocks.append("\n".join(_problem_line(f) for f in focus.top_problems))
    if not blocks:
        blocks.append(
            "The design checks flag nothing on what this question asks about, which is not a "
            "sign-off: name a part and ask how busy it gets at the peak or what happens if it "
            "fails."
        )
    return ["**In your design**\n\n" + "\n\n".join(blocks)]


def cited_lessons(hits: Sequence[Hit], findings: Sequence[Finding]) -> dict[str, str]:
    cited = {hit.passage.lesson_id: hit.passage.lesson_title for hit in hits}
    for finding in findings:
        if finding.severity != "strength":
            cited.setdefault(finding.lesson, LESSONS.get(finding.lesson, finding.lesson))
    return cited


def compose(question: str, hits: Sequence[Hit], focus: DesignFocus | None) -> str:
    suggestions = ", ".join(lesson_link(lesson) for lesson in SUGGESTED_LESSONS)
    if is_greeting(question):
        return (
            "Hello! Ask me about a system design idea, or about the design on your canvas "
            f"(“how can I improve my design?”). Good places to start: {suggestions}."
        )
    parts = _design_section(focus) if focus is not None else []
    # Beside what the design says, one sentence of each passage is enough.
    sentences = 1 if focus is not None else 2
    room = WORD_BUDGET - SOURCES_WORDS - sum(len(part.split()) for part in parts)
    # A review of the design's worst problems cites a lesson with each; a sentence from a
    # lesson about design in general would only dilute them.
    reviewing = focus is not None and bool(focus.top_problems)
    passages = {} if reviewing else _fitting_passages(hits, question, sentences, room)
    if passages:
        parts.append("**From the lessons**\n" + "\n".join(passages.values()))
    if not parts:
        return (
            "I could not find that in our lessons, so I would rather not guess. Try asking "
            f"about a specific idea, such as {suggestions}."
        )
    cited = cited_lessons(list(passages), focus.findings if focus is not None else [])
    if cited:
        parts.append("Sources: " + ", ".join(lesson_link(i, t) for i, t in cited.items()))
    return "\n\n".join(parts)
