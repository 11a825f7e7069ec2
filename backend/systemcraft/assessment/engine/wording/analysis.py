"""The written analysis: what a senior interviewer would hand back after the session."""

from collections.abc import Sequence

from systemcraft.assessment.engine.lessons import lesson_link, written
from systemcraft.assessment.engine.results import Assessment, Scores
from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.assessment.engine.wording.messages import escape_markdown

MAX_STRENGTHS = 6
MAX_PROBLEMS = 6
MAX_STEPS = 5
MAX_QUESTIONS = 5
SEVERITY_LABELS = {"critical": "Critical", "major": "Major", "minor": "Minor"}

FALLBACK_STEPS = (
    "Run a failure drill out loud: for each component, say what users see while it is down "
    "and how the system recovers.",
    "Redo the capacity estimate from the requirements (peak requests, storage growth, "
    "bandwidth) and check each component against it.",
)


def _names(names: Sequence[str]) -> str:
    quoted = [f"“{name}”" for name in names]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"


def _verdict(
    subject: str, scores: Scores, drafts: Sequence[DraftFinding], rubric: RubricResult | None
) -> str:
    if rubric and rubric.off_brief:
        return (
            f"{subject} does not answer this brief yet: it names little of what the brief is about."
        )
    if rubric and rubric.dense_mesh:
        return f"{subject} connects nearly everything to everything, so no flow can be read."
    if rubric and rubric.missing_flows:
        return f"{subject} does not cover the brief yet: it has no path for " + (
            f"{_names(rubric.missing_flows)}."
        )
    if rubric and rubric.missing_requirements:
        return f"{subject} leaves part of the brief out: nothing in it handles " + (
            f"{_names(rubric.missing_requirements)}."
        )
    if rubric and rubric.numberless:
        return f"{subject} has the right parts but sizes none of them: it gives no numbers."
    if rubric is None and any(draft.severity == "critical" for draft in drafts):
        return f"{subject} does not work end to end yet."
    if scores.total >= 13:
        return f"{subject} is strong and would stand up well to an interviewer's follow-ups."
    if scores.total >= 10:
        return f"{subject} is a solid foundation with a few gaps to close."
    if scores.total >= 6:
        return f"{subject} is a workable start, but an interviewer would press on several gaps."
    return f"{subject} is an early sketch; the risks below need attention first."


def _summary(
    drafts: Sequence[DraftFinding],
    scores: Scores,
    title: str | None,
    empty: bool,
    rubric: RubricResult | None,
) -> str:
    if empty:
        verdict = "The canvas is empty, so there is nothing to assess yet."
    else:
        subject = f"This design for *{escape_markdown(title)}*" if title else "This design"
        verdict = _verdict(subject, scores, drafts, rubric)
    line = (
        f"**{verdict}** It scores {scores.total} of {scores.max_score}: scalability "
        f"{scores.scalability}/5, consistency {scores.consistency}/5, fault tolerance "
        f"{scores.fault_tolerance}/5."
    )
    problems = [draft for draft in drafts if draft.severity != "strength"]
    if problems and not empty:
        lead = (
            "One thing to refine" if problems[0].severity == "minor" else "The first thing to fix"
        )
        line += f" {lead}: {problems[0].message.markdown}"
    return line


def _strengths(drafts: Sequence[DraftFinding]) -> list[str]:
    shown = [f"- {draft.message.markdown}" for draft in drafts if draft.severity == "strength"]
    if not shown:
        return ["- None yet; the next steps below are the quickest way to earn some."]
    extra = len(shown) - MAX_STRENGTHS
    return shown[:MAX_STRENGTHS] + ([f"- …and {extra} more."] if extra > 0 else [])


def _problems(problems: Sequence[DraftFinding]) -> list[str]:
    if not problems:
        return ["No significant problems found."]
    lines = [
        f"{number}. **{SEVERITY_LABELS[draft.severity]}:** {draft.message.markdown}\n"
        f"   *Why it matters:* {draft.why}"
        for number, draft in enumerate(problems[:MAX_PROBLEMS], start=1)
    ]
    hidden = len(problems) - MAX_PROBLEMS
    if hidden > 0:
        lines.append(f"\n{hidden} smaller point{'s are' if hidden > 1 else ' is'} in the findings.")
    return lines


def _steps(problems: Sequence[DraftFinding]) -> list[str]:
    steps = list(dict.fromkeys(i.next_step.markdown for i in problems if i.next_step))
    chosen = steps[:MAX_STEPS] or list(FALLBACK_STEPS)
    return [f"{number}. {step}" for number, step in enumerate(chosen, start=1)]


def _lessons(drafts: Sequence[DraftFinding], problems: Sequence[DraftFinding]) -> list[str]:
    cited = list(dict.fromkeys(written(draft.lesson) for draft in problems))
    if not cited:
        cited = list(dict.fromkeys(written(draft.lesson) for draft in drafts))
    return [f"- {lesson_link(lesson)}" for lesson in cited] or [
        "- Nothing to review for this design."
    ]


def _questions(rubric: RubricResult) -> list[str]:
    asked = rubric.open_questions[:MAX_QUESTIONS]
    if not asked:
        return [
            "- The notes already answer the questions this brief raises. Expect the interviewer "
            "to push on scale next: what breaks first at ten times the peak, and how you would "
            "know."
        ]
    return [f"{n}. {d.question} ({lesson_link(d.lesson)})" for n, d in enumerate(asked, start=1)]


def write_analysis(
    drafts: Sequence[DraftFinding],
    scores: Scores,
    title: str | None,
    *,
    empty: bool,
    rubric: RubricResult | None = None,
) -> str:
    """Findings come most severe first; the Markdown follows that order."""
    problems = [draft for draft in drafts if draft.severity != "strength"]
    blocks = [
        _summary(drafts, scores, title, empty, rubric),
        "### Strengths\n" + "\n".join(_strengths(drafts)),
        "### Most important problems\n" + "\n".join(_problems(problems)),
        "### Next steps\n" + "\n".join(_steps(problems)),
        "### Lessons to review\n" + "\n".join(_lessons(drafts, problems)),
    ]
    if rubric is not None:
        blocks.append("### Questions an interviewer would ask\n" + "\n".join(_questions(rubric)))
    return "\n\n".join(blocks) + "\n"


def write_assessment(
    drafts: Sequence[DraftFinding],
    scores: Scores,
    title: str | None,
    *,
    empty: bool = False,
    rubric: RubricResult | None = None,
) -> Assessment:
    """What the engine returns: the analysis, the scores and each finding written out."""
    return Assessment(
        analysis=write_analysis(drafts, scores, title, empty=empty, rubric=rubric),
        scores=scores,
        findings=[draft.finding() for draft in drafts],
    )
