"""The engine agrees with the reviewers' grades on the calibration set, by the targets the
assessment was built to meet. The grades were written before the engine scored any design and
are never changed to fit; the held-out set is only measured (bench/assessment_calibration.py)."""

from tests.assessment.calibration import agreement, engine_total, load_cases

MIN_SPEARMAN = 0.85
MAX_MEAN_DISTANCE = 2.5
MAX_DISTANCE = 5.0


def test_the_engine_ranks_and_scores_designs_as_the_reviewers_graded_them() -> None:
    cases = load_cases()
    totals = {case.key: engine_total(case) for case in cases}
    figures = agreement(cases, lambda case: totals[case.key])
    far = {
        case.key: (case.grade, totals[case.key])
        for case in cases
        if abs(case.grade - totals[case.key]) > MAX_DISTANCE
    }
    assert not far, f"more than {MAX_DISTANCE} points from the grade: {far}"
    assert figures.spearman >= MIN_SPEARMAN
    assert figures.mean_distance <= MAX_MEAN_DISTANCE


def test_excellent_beats_good_and_good_beats_mediocre_on_every_problem() -> None:
    totals: dict[str, dict[str, int]] = {}
    for case in load_cases():
        totals.setdefault(case.problem_id, {})[case.name] = engine_total(case)
    for problem, scored in totals.items():
        assert scored["excellent"] > scored["good"] > scored["mediocre"], problem
        for weak in ("template", "dense-mesh", "wrong-problem", "negation-and-defaults"):
            assert scored[weak] <= 5, (problem, weak)
