"""The engine agrees with the reviewers' grades on the calibration set, by the targets the
assessment was built to meet. The grades were written before the engine scored any design and
are never changed to fit; the held-out set is only measured (bench/assessment_calibration.py)."""

from tests.assessment.calibration import agreement, engine_total, load_cases

MIN_SPEARMAN = 0.88
MAX_MEAN_DISTANCE = 1.3
MAX_DISTANCE = 5.0


# Per problem, designs whose engine totals must come in this order, where the problem has them.
LADDERS = (("excellent", "good", "mediocre"), ("good", "mediocre", "terrible"))
FAILURE_MODES = ("template", "dense-mesh", "wrong-problem", "negation-and-defaults")

# Designs the engine scores more than MAX_DISTANCE from their grades, each with why: a confident
# design whose serious flaws it does not read. Listed, not hidden: each must still be that far
# (an entry goes once the engine reads it), and no other design may be.
KNOWN_MISSES: dict[str, str] = {}


def test_the_engine_ranks_and_scores_designs_as_the_reviewers_graded_them() -> None:
    # One test, so every design is assessed once: the set is the slowest thing the engine
    # tests read.
    cases = load_cases()
    totals = {case.key: engine_total(case) for case in cases}
    figures = agreement(cases, lambda case: totals[case.key])
    far = {
        case.key: (case.grade, totals[case.key])
        for case in cases
        if abs(case.grade - totals[case.key]) > MAX_DISTANCE
    }
    unlisted = {key: scored for key, scored in far.items() if key not in KNOWN_MISSES}
    assert not unlisted, f"more than {MAX_DISTANCE} points from the grade: {unlisted}"
    assert set(KNOWN_MISSES) <= set(far), "a known miss is read now: take it off the list"
    assert figures.spearman >= MIN_SPEARMAN
    assert figures.mean_distance <= MAX_MEAN_DISTANCE

    # Excellent beats good and good beats mediocre on every problem; the failure modes score low.
    by_problem: dict[str, dict[str, int]] = {}
    for case in cases:
        by_problem.setdefault(case.problem_id, {})[case.name] = totals[case.key]
    for problem, scored in by_problem.items():
        for ladder in LADDERS:
            if set(ladder) <= set(scored):
                ranked = [scored[name] for name in ladder]
                assert ranked[0] > ranked[1] > ranked[2], (problem, ladder, ranked)
        for weak in set(FAILURE_MODES) & set(scored):
            assert scored[weak] <= 5, (problem, weak)
