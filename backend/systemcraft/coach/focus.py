"""Which of the engine's findings answer a question about the design: those on the components
it names, or the design's top problems when it asks about the design as a whole. Depends on
findings' components and severities only, never on rule ids or wording, which change. Pure."""

from collections.abc import Sequence
from dataclasses import dataclass

from systemcraft.assessment.engine import Finding
from systemcraft.coach.intent import Intent, Part
from systemcraft.coach.words import tokens
from systemcraft.design.recognition import Role

PARTS_PER_ANSWER = 3
FINDINGS_PER_PART = 2
TOP_PROBLEMS = 3
# Findings about the design as a whole (another brief, a requirement left out) leave room for
# one on its components at least, so the answer always points at something on the canvas.
DESIGN_WIDE_PROBLEMS = 2
_SEVERITY_ORDER = {"critical": 0, "major": 1, "minor": 2, "strength": 3}


@dataclass(frozen=True)
class PartReport:
    """A component the question names, with what the engine found on it."""

    part: Part
    problems: tuple[Finding, ...]
    strengths: tuple[Finding, ...]


@dataclass(frozen=True)
class DesignFocus:
    parts: tuple[Part, ...]  # every component, so the answer only speaks of what is there
    missing: tuple[Role, ...]  # what the question names that the design has none of
    reports: tuple[PartReport, ...]
    top_problems: tuple[Finding, ...]  # when the question is about the design as a whole

    @property
    def findings(self) -> list[Finding]:
        """Every finding the answer uses, most important first, each once."""
        chosen: list[Finding] = []
        for report in self.reports:
            chosen += [f for f in (*report.problems, *report.strengths) if f not in chosen]
        return [*self.top_problems, *chosen]

    @property
    def problems(self) -> list[Finding]:
        return [f for f in self.findings if f.severity != "strength"]


def focus_on(
    question: str, intent: Intent, parts: Sequence[Part], findings: Sequence[Finding]
) -> DesignFocus:
    # The worst first; among equals, the one that shares the most words with the question,
    # then the one about fewer components (it says more about each).
    asked = set(tokens(question))
    ranked = sorted(
        findings,
        key=lambda f: (
            _SEVERITY_ORDER[f.severity],
            -len(asked.intersection(tokens(f"{f.message} {f.why}"))),
            len(f.components),
        ),
    )
    reports: list[PartReport] = []
    shown: list[Finding] = []
    for part in intent.named[:PARTS_PER_ANSWER]:
        report = _report(part, [f for f in ranked if part.id in f.components and f not in shown])
        reports.append(report)
        shown += [*report.problems, *report.strengths]
    asks_in_general = not intent.named and not intent.missing and not intent.sizing
    top = _top_problems(ranked) if asks_in_general else []
    return DesignFocus(tuple(parts), intent.missing, tuple(reports), tuple(top))


def _report(part: Part, findings: list[Finding]) -> PartReport:
    problems = [f for f in findings if f.severity != "strength"][:FINDINGS_PER_PART]
    # A strength fills the room a second problem would take: what the component does well.
    room = FINDINGS_PER_PART - len(problems)
    strengths = [f for f in findings if f.severity == "strength"][: min(room, 1)]
    return PartReport(part, tuple(problems), tuple(strengths))


def _top_problems(ranked: list[Finding]) -> list[Finding]:
    problems = [f for f in ranked if f.severity != "strength"]
    wide = [f for f in problems if not f.components][:DESIGN_WIDE_PROBLEMS]
    return [f for f in problems if f.components or f in wide][:TOP_PROBLEMS]
