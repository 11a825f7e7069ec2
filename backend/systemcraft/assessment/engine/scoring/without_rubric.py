"""The scorer for designs whose problem has no rubric (the playground, or a problem without
one), and for an empty canvas: scores from the general rules' findings, by a rule simple enough
to explain to the person being scored. A design with a rubric is scored by
scoring/against_rubric.py instead.

Each dimension starts at 2 of 5: a design that works but shows nothing in particular.
- Each rule with a strength in the dimension adds 1, up to 3.
- Problems subtract: minor 0.5, major 1, critical 2; one rule takes away at most 2, so a
  repeated mistake counts, but does not bury everything else.
- The result is rounded half up and kept within 0 to 5.
- A critical finding means the design does not work end to end yet: every dimension is then
  capped at 1. An empty design scores 0.
Capabilities the problem rates as essential turn their absence into major findings, so
expectations shape the scores through the findings rather than through hidden weights.
"""

import math
from collections import defaultdict
from collections.abc import Sequence

from systemcraft.assessment.engine.results import DIMENSIONS, Dimension, Finding, Scores

BASE = 2.0
STRENGTH_POINTS = 1.0
MAX_STRENGTH_POINTS = 3.0
PENALTY = {"minor": 0.5, "major": 1.0, "critical": 2.0}
MAX_PENALTY_PER_RULE = 2.0
CAP_WHEN_BROKEN = 1
TOP = 5


def dimension_points(findings: Sequence[Finding], dimension: Dimension) -> float:
    strengths = {
        f.rule_id for f in findings if f.dimension == dimension and f.severity == "strength"
    }
    penalties: defaultdict[str, float] = defaultdict(float)
    for finding in findings:
        if finding.dimension == dimension and finding.severity != "strength":
            penalties[finding.rule_id] += PENALTY[finding.severity]
    lost = sum(min(points, MAX_PENALTY_PER_RULE) for points in penalties.values())
    return BASE + min(STRENGTH_POINTS * len(strengths), MAX_STRENGTH_POINTS) - lost


def score_without_rubric(findings: Sequence[Finding], *, empty: bool) -> Scores:
    broken = any(finding.severity == "critical" for finding in findings)
    ceiling = 0 if empty else CAP_WHEN_BROKEN if broken else TOP
    values = {
        dimension: min(max(math.floor(dimension_points(findings, dimension) + 0.5), 0), ceiling)
        for dimension in DIMENSIONS
    }
    return Scores.of(values)
