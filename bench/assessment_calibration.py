"""How far the engine's totals are from the reviewers' grades on the calibration set
(backend/tests/assessment/calibration_set): Spearman's rank correlation, the mean distance and
the worst distance, beside their targets, then every design with its grade and total.

Targets: Spearman >= 0.85, mean distance <= 2.5 points, no design more than 5 points off.
"""

import sys
from pathlib import Path

# The calibration set and its statistics live with the assessment's tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.assessment.calibration import agreement, engine_total, load_cases, spearman

TARGETS = {"spearman": 0.85, "mean_distance": 2.5, "worst": 5.0}


def main() -> None:
    cases = load_cases()
    figures = agreement(cases, engine_total)
    print(f"calibration set: {len(cases)} graded designs")
    print(f"  Spearman        {figures.spearman:5.2f}  (target >= {TARGETS['spearman']})")
    print(f"  mean distance   {figures.mean_distance:5.2f}  (target <= {TARGETS['mean_distance']})")
    print(f"  worst distance  {figures.worst:5.1f}  (target <= {TARGETS['worst']})")
    first, second = ([case.reviews[i].total for case in cases] for i in (0, 1))
    gaps = [abs(a - b) for a, b in zip(first, second, strict=True)]
    print(
        f"  the two reviewers against each other: Spearman {spearman(first, second):.2f}, "
        f"mean distance {sum(gaps) / len(gaps):.2f}, worst {max(gaps)}"
    )
    print(f"\n  {'problem':<16} {'design':<28} {'grade':>5} {'engine':>6}")
    for case in cases:
        total = engine_total(case)
        print(f"  {case.problem_id:<16} {case.name:<28} {case.grade:5.1f} {total:6d}")


if __name__ == "__main__":
    main()
