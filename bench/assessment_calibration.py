"""How far the engine's totals are from the reviewers' grades on the calibration set
(backend/tests/assessment/calibration_set): Spearman's rank correlation, the mean distance and
the worst distance, beside their targets, then every design with its grade and total.

Targets: Spearman >= 0.85, mean distance <= 2.5 points, no design more than 5 points off.
"""

import sys
from pathlib import Path

# The calibration set and its statistics live with the assessment's tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.assessment.calibration import (
    HELD_OUT_SET,
    Figures,
    agreement,
    engine_total,
    judged_total,
    load_cases,
    spearman,
)

TARGETS = {"spearman": 0.85, "mean_distance": 2.5, "worst": 5.0}


def show(title: str, figures: Figures) -> None:
    print(title)
    print(f"  Spearman        {figures.spearman:5.2f}  (target >= {TARGETS['spearman']})")
    print(f"  mean distance   {figures.mean_distance:5.2f}  (target <= {TARGETS['mean_distance']})")
    print(f"  worst distance  {figures.worst:5.1f}  (target <= {TARGETS['worst']})")


def main() -> None:
    cases = load_cases()
    print(f"calibration set: {len(cases)} graded designs")
    show("the engine's scores:", agreement(cases, engine_total))
    with_rubric = [case for case in cases if judged_total(case) is not None]
    if with_rubric:
        show(
            f"the rubric judge (in progress), on the {len(with_rubric)} with a rubric:",
            agreement(with_rubric, lambda case: judged_total(case) or 0),
        )
    first, second = ([case.reviews[i].total for case in cases] for i in (0, 1))
    gaps = [abs(a - b) for a, b in zip(first, second, strict=True)]
    print(
        f"  the two reviewers against each other: Spearman {spearman(first, second):.2f}, "
        f"mean distance {sum(gaps) / len(gaps):.2f}, worst {max(gaps)}"
    )
    if HELD_OUT_SET.is_dir():
        held_out = load_cases(HELD_OUT_SET)
        print(f"\nheld-out set: {len(held_out)} graded designs the engine was never tuned on")
        show("the engine's scores:", agreement(held_out, engine_total))
        show("the rubric judge:", agreement(held_out, lambda case: judged_total(case) or 0))
    print(f"\n  {'problem':<16} {'design':<28} {'grade':>5} {'engine':>6} {'rubric':>6}")
    for case in cases:
        judged = judged_total(case)
        print(
            f"  {case.problem_id:<16} {case.name:<28} {case.grade:5.1f} {engine_total(case):6d}"
            f" {'-' if judged is None else judged:>6}"
        )


if __name__ == "__main__":
    main()
