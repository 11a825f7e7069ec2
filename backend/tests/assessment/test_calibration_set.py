"""The calibration set is whole: every design reads, every grade adds up, every problem and
every failure mode the assessment must get right is in it."""

import json
from pathlib import Path

import pytest

from systemcraft.design import read_document
from tests.assessment.calibration import (
    CALIBRATION_SET,
    EIGHTH_BATCH,
    HELD_OUT_SET,
    load_cases,
    problem_expectations,
)

GRADED = [path for path in (CALIBRATION_SET, HELD_OUT_SET) if path.is_dir()]

FAILURE_MODES = (
    "template",
    "dense-mesh",
    "wrong-problem",
    "negation-and-defaults",
    "excellent-unconventional",
)
LADDER = ("good", "mediocre", "terrible")


@pytest.mark.parametrize("graded", GRADED, ids=lambda path: path.name)
def test_every_design_reads_and_has_two_reviews_that_add_up(graded: Path) -> None:
    cases = load_cases(graded)
    assert len(cases) >= (40 if graded == CALIBRATION_SET else 20)
    for case in cases:
        read_document(case.document)
        assert len(case.reviews) == 2, case.name
        assert all(0 <= review.total <= 15 and review.reasoning for review in case.reviews)
    for folder in graded.iterdir():
        if folder.is_dir():
            for name, entry in json.loads((folder / "grades.json").read_text()).items():
                slack = 1 if graded == HELD_OUT_SET and name.endswith(EIGHTH_BATCH) else 0
                for review in entry["reviews"]:
                    parts = (
                        review["scalability"] + review["consistency"] + review["fault_tolerance"]
                    )
                    assert abs(parts - review["total"]) <= slack, (folder.name, name)


def test_each_problem_has_the_failure_modes_and_a_quality_ladder() -> None:
    cases = load_cases()
    problems = {case.problem_id for case in cases}
    assert problems == set(problem_expectations())
    for problem in problems:
        names = {case.name for case in cases if case.problem_id == problem}
        # The first six problems carry every failure mode; each later one at least a ladder.
        whole = {*FAILURE_MODES, "first-attempt", "excellent"} <= names
        assert whole or set(LADDER) <= names, problem
    named = [{c.name for c in cases if c.problem_id == problem} for problem in problems]
    assert sum(set(FAILURE_MODES) <= names for names in named) >= 6
    assert any(not case.document["design"]["components"] for case in cases)  # an empty canvas
    assert any(len(case.document["design"]["components"]) == 500 for case in cases)
