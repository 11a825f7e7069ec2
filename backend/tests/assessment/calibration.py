"""The calibration set: designs for the six problems, each graded by two reviewers briefed as
senior interviewers before the engine ever scored it. `calibration_set/<problem>/` holds the
designs as the canvas exports them (import one to look at it; a few written by hand give some
parts no component type, which only the engine reads) and `grades.json`, the
reviewers' grades out of 15 with their reasons. The grades are never changed to fit the engine.
"""

import json
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from systemcraft.assessment.engine import Expectations, assess
from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.design import read_document

CALIBRATION_SET = Path(__file__).resolve().parent / "calibration_set"
# Graded the same way, later, and never looked at while the engine was changed: it tells whether
# what the engine learned from the calibration set holds for designs it has not seen (its README
# tells which batches are held out now).
HELD_OUT_SET = Path(__file__).resolve().parent / "held_out_set"
# The suffix of the held-out set's eighth batch's design names: its reviewers were told the total
# is their overall grade, which may sit a point from the sum of the three dimensions.
EIGHTH_BATCH = "-8"


@dataclass(frozen=True)
class Review:
    reviewer: str
    total: int
    reasoning: str


@dataclass(frozen=True)
class CalibrationCase:
    problem_id: str
    name: str
    reviews: tuple[Review, ...]
    document: dict[str, Any]

    @property
    def key(self) -> str:
        return f"{self.problem_id}/{self.name}"

    @property
    def grade(self) -> float:
        """The reviewers' mean total out of 15."""
        return statistics.fmean(review.total for review in self.reviews)


def load_cases(graded: Path = CALIBRATION_SET) -> list[CalibrationCase]:
    cases = []
    for folder in sorted(path for path in graded.iterdir() if path.is_dir()):
        grades = json.loads((folder / "grades.json").read_text())
        for name, entry in sorted(grades.items()):
            reviews = tuple(
                Review(review["reviewer"], review["total"], review["reasoning"])
                for review in entry["reviews"]
            )
            document = json.loads((folder / f"{name}.json").read_text())
            cases.append(CalibrationCase(folder.name, name, reviews, document))
    return cases


@cache
def problem_expectations() -> dict[str, Expectations]:
    curriculum = read_curriculum(REPO_ROOT / "content")
    return {
        problem.id: problem.assessment
        for problem in curriculum.problems
        if problem.assessment is not None
    }


def engine_total(case: CalibrationCase) -> int:
    document = read_document(case.document)
    return assess(document, problem_expectations().get(case.problem_id)).scores.total


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda index: values[index])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return result


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation: Pearson's correlation of the ranks."""
    return statistics.correlation(ranks(xs), ranks(ys))


@dataclass(frozen=True)
class Figures:
    spearman: float
    mean_distance: float
    worst: float  # the largest distance between the two scores of one design


def compare(first: Sequence[float], second: Sequence[float]) -> Figures:
    distances = [abs(a - b) for a, b in zip(first, second, strict=True)]
    return Figures(spearman(first, second), statistics.fmean(distances), max(distances))


def agreement(
    cases: Sequence[CalibrationCase], score: Callable[[CalibrationCase], float]
) -> Figures:
    """How far `score` is from the reviewers' grades."""
    return compare([case.grade for case in cases], [score(case) for case in cases])


def reviewer_agreement(cases: Sequence[CalibrationCase]) -> Figures:
    """How far the two reviewers are from each other."""
    first, second = ([case.reviews[i].total for case in cases] for i in (0, 1))
    return compare(first, second)
