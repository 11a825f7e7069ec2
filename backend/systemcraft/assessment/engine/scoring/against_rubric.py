"""The scorer for designs whose problem has a rubric (every practice problem): each dimension is
the weighted share of its rubric checks the design passes, out of 5, less a part for the flows
it leaves out and points for the wrong answers an interviewer would catch. The caps
(scoring/caps.py) then hold the total down. bench/assessment_calibration.py compares the result
with the reviewers' grades."""

import math
from collections import Counter

from systemcraft.assessment.engine.results import DIMENSIONS, Dimension
from systemcraft.assessment.engine.rubric.result import RubricResult

POINTS = 5
# A missing flow costs half of what the checks on it would have given, then a cap applies.
FLOW_WEIGHT = 0.5
# A client wired straight to a store costs a point of consistency and of fault tolerance.
BYPASS_POINTS = 1
# A wrong answer an interviewer catches costs its dimension more than an unanswered question:
# reviewers mark a broken guarantee (a lost acknowledged write, a limit that admits twice its
# rate) down by a point or two, where a question left open costs a fraction of one.
PITFALL_POINTS = 1.5
# A point is rounded up only from .6: a design that shows most of a dimension, but not all of it,
# keeps the gap an interviewer would press on (chosen on the calibration set).
ROUNDING = 0.4
# A store of record that runs as one copy is the fault an interviewer stops on first: reviewers
# put such designs' fault tolerance at 3 or below however well the rest is protected (chosen on
# the calibration set: no design is now scored more than 5 from its grade).
SOLE_RECORD_MOST = 3


def score_against_rubric(result: RubricResult) -> dict[Dimension, int]:
    """Each dimension's points, 0 to 5, before the caps."""
    coverage = 1 - FLOW_WEIGHT + FLOW_WEIGHT * result.flows_present
    wrong_in = Counter(found.decision.dimension for found in result.pitfalls)
    scores: dict[Dimension, int] = {}
    for dimension in DIMENSIONS:
        mine = [c for c in result.checks if c.dimension == dimension]
        weight = sum(c.weight for c in mine)
        share = sum(c.weight * c.share for c in mine) / weight if weight else 0.0
        bypass = BYPASS_POINTS if result.bypasses and dimension != "scalability" else 0
        points = POINTS * share * coverage - bypass
        points -= PITFALL_POINTS * wrong_in[dimension]
        scores[dimension] = min(POINTS, max(0, math.floor(points + ROUNDING)))
    if result.sole_records:
        scores["fault_tolerance"] = min(scores["fault_tolerance"], SOLE_RECORD_MOST)
    return scores
