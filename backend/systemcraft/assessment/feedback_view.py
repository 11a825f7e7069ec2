"""What of a recorded assessment a tier shows. Tier 3 sees it all; tiers 1 and 2 see the scores,
why the design scored so and the single most important finding with its lesson; below that, the
scores, why, and the next thing to do. Written here, on the server, so the API never sends
what the tier may not see."""

from dataclasses import dataclass

from systemcraft.assessment.engine import Finding, Scores
from systemcraft.assessment.engine.lessons import lesson_link
from systemcraft.assessment.engine.results import DIMENSIONS, Dimension
from systemcraft.kit.patterns import Pattern
from systemcraft.users.tiers import FeedbackLevel

DIMENSION_NAMES: dict[Dimension, str] = {
    "scalability": "scalability",
    "consistency": "consistency",
    "fault_tolerance": "fault tolerance",
}
_TOP_MARK = 5
# The engine's analysis opens with its verdict in bold: the reason in one sentence.
_VERDICT = Pattern(r"^\*\*(.+?)\*\*")


@dataclass(frozen=True)
class FeedbackShown:
    analysis: str
    findings: list[Finding]


def top_finding(findings: list[Finding]) -> Finding | None:
    """The most important problem (the engine lists the most severe first), else the first
    strength."""
    problems = [finding for finding in findings if finding.severity != "strength"]
    ranked = problems or findings
    return ranked[0] if ranked else None


def feedback_shown(
    level: FeedbackLevel, analysis: str, findings: list[Finding], scores: Scores
) -> FeedbackShown:
    if level == "full":
        return FeedbackShown(analysis, findings)
    reason = _reason(analysis, findings, scores)
    top = top_finding(findings)
    if level == "top_finding":
        more = len(findings) - (top is not None)
        tail = (
            f"Tier 3 adds the full written analysis and the {more} other "
            f"finding{'' if more == 1 else 's'}."
            if more
            else "Tier 3 adds the full written analysis."
        )
        lead = (
            "The most important finding is below, with the lesson that explains it."
            if top is None or top.severity != "strength"
            else "The assessment found no problems; the design's main strength is below."
        )
        return FeedbackShown(f"{reason}\n\n{lead} {tail}", [top] if top else [])
    return FeedbackShown(f"{reason}\n\n{_next_step(top)}", [])


def _reason(analysis: str, findings: list[Finding], scores: Scores) -> str:
    """Why the design scored as it did: the engine's verdict, the weakest dimension and how many
    problems were found, none of which names a finding."""
    verdict = _VERDICT.search(analysis)
    weakest = min(DIMENSIONS, key=lambda dimension: getattr(scores, dimension))
    counted = _problem_count(findings)
    sentences = [verdict[1] or ""] if verdict else []
    lowest = getattr(scores, weakest)
    sentences.append(
        f"It scores {scores.total} of {scores.max_score}, the top mark in every dimension{counted}."
        if lowest == _TOP_MARK
        else f"It scores {scores.total} of {scores.max_score}; {DIMENSION_NAMES[weakest]} is the "
        f"weakest at {lowest}/{_TOP_MARK}{counted}."
    )
    return " ".join(sentences)


def _problem_count(findings: list[Finding]) -> str:
    problems = [finding for finding in findings if finding.severity != "strength"]
    if not problems:
        return ""
    critical = sum(finding.severity == "critical" for finding in problems)
    counted = f", and the assessment found {len(problems)} problem{'s' * (len(problems) != 1)}"
    return f"{counted} ({critical} critical)" if critical else counted


def _next_step(top: Finding | None) -> str:
    read = (
        f"Next, read {lesson_link(top.lesson)}: it explains what this design needs most. "
        if top and top.severity != "strength"
        else ""
    )
    return (
        f"{read}Tier 1 shows the most important finding with its lesson; Tier 3 the full "
        "written analysis and every finding."
    )
