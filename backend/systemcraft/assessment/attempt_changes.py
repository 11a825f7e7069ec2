"""What changed from one attempt to the next, and why, per dimension: the score's move and the
findings resolved and new there ("+1 fault tolerance: resolved “Database keeps a single copy
of its data”"). Computed from the two stored assessments; below the tier that sees findings the
reasons are counted, not quoted."""

from collections.abc import Iterable

from systemcraft.assessment.engine import Finding, Scores
from systemcraft.assessment.engine.results import DIMENSIONS, Dimension
from systemcraft.assessment.feedback_view import DIMENSION_NAMES
from systemcraft.assessment.schemas import AttemptChanges, DimensionChange

# How many findings a reason quotes on each side before it counts the rest.
MAX_QUOTED = 2

FindingKey = tuple[str, str, tuple[str, ...], str]


def _key(finding: Finding) -> FindingKey:
    """The same finding in two attempts: the same rule, severity and components (ids stay as
    the user renames them); a finding about no component, by its words."""
    words = "" if finding.components else finding.message
    return (finding.rule_id, finding.severity, tuple(finding.components), words)


def attempt_changes(
    previous_id: int,
    before: tuple[Scores, list[Finding]],
    after: tuple[Scores, list[Finding]],
    quote: bool,
) -> AttemptChanges:
    (old_scores, old_findings), (new_scores, new_findings) = before, after
    old = {_key(f): f for f in old_findings}
    new = {_key(f): f for f in new_findings}
    gone = [f for key, f in old.items() if key not in new]
    came = [f for key, f in new.items() if key not in old]
    dimensions = [
        change
        for dimension in DIMENSIONS
        if (change := _dimension_change(dimension, old_scores, new_scores, gone, came, quote))
    ]
    return AttemptChanges(
        previous_id=previous_id,
        total_delta=new_scores.total - old_scores.total,
        dimensions=dimensions,
    )


def _dimension_change(
    dimension: Dimension,
    old_scores: Scores,
    new_scores: Scores,
    gone: list[Finding],
    came: list[Finding],
    quote: bool,
) -> DimensionChange | None:
    delta = getattr(new_scores, dimension) - getattr(old_scores, dimension)
    gone = [f for f in gone if f.dimension == dimension]
    came = [f for f in came if f.dimension == dimension]
    if not (delta or gone or came):
        return None
    reasons = [
        *_reason("resolved", [f for f in gone if f.severity != "strength"], quote),
        *_reason("new strength", [f for f in came if f.severity == "strength"], quote),
        *_reason("new problem", [f for f in came if f.severity != "strength"], quote),
        *_reason("strength lost", [f for f in gone if f.severity == "strength"], quote),
    ]
    why = "; ".join(reasons) or "no finding here changed: the brief's checks as a whole moved"
    name = DIMENSION_NAMES[dimension]
    moved = f"{'+' if delta > 0 else '−'}{abs(delta)} {name}" if delta else f"{name} unchanged"
    return DimensionChange(dimension=dimension, delta=delta, summary=f"{moved}: {why}")


def _reason(what: str, findings: list[Finding], quote: bool) -> Iterable[str]:
    """ "resolved “…”" for a tier that sees findings; "1 problem resolved" for one that does not."""
    if not findings:
        return []
    if not quote:
        count = len(findings)
        return [COUNTED[what].format(count=count, s="" if count == 1 else "s")]
    quoted = ", ".join(f"“{f.message.rstrip('.')}”" for f in findings[:MAX_QUOTED])
    rest = len(findings) - MAX_QUOTED
    return [f"{what} {quoted}" + (f" and {rest} more" if rest > 0 else "")]


# The reasons counted, for a tier that does not see the findings.
COUNTED = {
    "resolved": "{count} problem{s} resolved",
    "new strength": "{count} new strength{s}",
    "new problem": "{count} new problem{s}",
    "strength lost": "{count} strength{s} lost",
}
