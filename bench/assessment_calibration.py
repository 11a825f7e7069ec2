"""How far the engine's totals are from the reviewers' grades on the calibration set
(backend/tests/assessment/calibration_set): Spearman's rank correlation, the mean distance and
the worst distance, beside their targets, then every design with its grade and total.

Targets (issue 30, on the held-out set): Spearman >= 0.90, mean distance <= 1.5 points, no design
scored 5 or more above a grade of 6 or less, and none graded 12 or more scored 5 or more below.
"""

import sys
from pathlib import Path

# The calibration set and its statistics live with the assessment's tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.assessment.calibration import (
    EIGHTH_BATCH,
    HELD_OUT_SET,
    CalibrationCase,
    Figures,
    agreement,
    engine_total,
    load_cases,
    reviewer_agreement,
)

TARGETS = {"spearman": 0.90, "mean_distance": 1.5}
FAR = 5.0  # points: a weak design scored this much above its grade, or a strong one below


def show(title: str, figures: Figures) -> None:
    print(title)
    print(f"  Spearman        {figures.spearman:5.2f}  (target >= {TARGETS['spearman']})")
    print(f"  mean distance   {figures.mean_distance:5.2f}  (target <= {TARGETS['mean_distance']})")
    print(f"  worst distance  {figures.worst:5.1f}")


def report(title: str, cases: list[CalibrationCase]) -> dict[str, int]:
    """Prints the engine's agreement with the grades; returns each design's total."""
    totals = {case.key: engine_total(case) for case in cases}
    print(f"\n{title}: {len(cases)} graded designs")
    if len(cases) < 2:  # between batches: the old one has joined, the new one is not graded yet
        return totals
    show("the engine's scores:", agreement(cases, lambda case: totals[case.key]))
    over = [c for c in cases if c.grade <= 6 and totals[c.key] - c.grade >= FAR]
    under = [c for c in cases if c.grade >= 12 and c.grade - totals[c.key] >= FAR]
    print(f"  weak designs scored {FAR:g}+ above their grade: {len(over)} (target 0)")
    print(f"  strong designs scored {FAR:g}+ below their grade: {len(under)} (target 0)")
    reviewers = reviewer_agreement(cases)
    print(
        f"the two reviewers against each other: Spearman {reviewers.spearman:.2f}, "
        f"mean distance {reviewers.mean_distance:.2f}, worst {reviewers.worst:g}"
    )
    return totals


def main() -> None:
    cases = load_cases()
    totals = report("calibration set", cases)
    held_out = load_cases(HELD_OUT_SET)
    held_out_totals = report("held-out set, never tuned on", held_out)
    # Its batches, each written and graded after the engine it was first measured on.
    eighth = [case for case in held_out if case.name.endswith(EIGHTH_BATCH)]
    report("  its seventh batch", [case for case in held_out if case not in eighth])
    report("  its eighth batch", eighth)
    print(f"\n  {'set':<10} {'problem':<16} {'design':<28} {'grade':>5} {'engine':>6}")
    for name, shown, scored in (("tuning", cases, totals), ("held-out", held_out, held_out_totals)):
        for case in shown:
            print(
                f"  {name:<10} {case.problem_id:<16} {case.name:<28} {case.grade:5.1f}"
                f" {scored[case.key]:6d}"
            )


if __name__ == "__main__":
    main()
