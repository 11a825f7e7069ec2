"""The analysis text: the engine's own Markdown, or the optional model's wording of the same
findings. Scores never come from the model."""

from systemcraft.assessment.engine import LESSONS, Assessment, lesson_link
from systemcraft.kit.llm import ChatTurn, LlmClient

INSTRUCTIONS = """You are a senior engineer giving written feedback on a system design interview.
Rewrite the assessment below as feedback for an early-career engineer, in Markdown:
a one-sentence verdict, then "### Strengths", "### Most important problems" (most severe first,
naming the components in bold), "### Next steps" (numbered, concrete) and "### Lessons to review".
Use only the findings given; do not invent components, numbers or scores. Link lessons exactly
as given, for example [Caching](/learn/caching)."""


def lesson_links(result: Assessment) -> list[str]:
    cited = dict.fromkeys(finding.lesson for finding in result.findings)
    return [lesson_link(lesson) for lesson in cited if lesson in LESSONS]


def _findings_brief(result: Assessment) -> str:
    lines = [
        f"- [{f.severity}, {f.dimension}] {f.message} Why: {f.why} Lesson: /learn/{f.lesson}"
        for f in result.findings
    ]
    return "\n".join(lines) or "- No findings."


def word_analysis(llm: LlmClient | None, result: Assessment, problem_title: str | None) -> str:
    if llm is None:
        return result.analysis
    subject = f"Problem: {problem_title}" if problem_title else "No specific problem."
    scores = result.scores
    brief = (
        f"{subject}\nScores (out of 5): scalability {scores.scalability}, consistency "
        f"{scores.consistency}, fault tolerance {scores.fault_tolerance}.\nFindings:\n"
        f"{_findings_brief(result)}\nLessons: {', '.join(lesson_links(result)) or 'none'}"
    )
    text = llm.complete([ChatTurn("system", INSTRUCTIONS), ChatTurn("user", brief)])
    if text is None:
        return result.analysis
    missing = [link for link in lesson_links(result) if link.split("](")[1] not in text]
    if missing:
        text += "\n\n### Lessons to review\n" + "\n".join(f"- {link}" for link in missing)
    return text
