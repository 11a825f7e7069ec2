"""The problem set in content/: 25 practice problems, each a complete exercise (numbers,
lessons, hints, follow-ups, rubric and a reference design that answers it), and at least 35
more in the catalogue."""

import json
from functools import cache

import pytest

from systemcraft.assessment.engine import assess
from systemcraft.assessment.engine.scoring.caps import REQUIREMENT_MISSING_CAP
from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.parsed import Curriculum
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.design import read_document

FREE = 5
# A reference must answer its own brief at the top of the rubric and not pass for another.
OWN_AT_LEAST = 13
OTHERS_AT_MOST = 6
# Briefs that overlap by nature, and how high the one's reference may score on the other: no
# higher than a design that leaves out a requirement of that brief.
SIBLINGS = {
    # Instagram's home feed is a news feed of photos: the reference carries every flow of the
    # news feed and leaves out only likes and comments.
    ("photo-sharing", "news-feed"): REQUIREMENT_MISSING_CAP,
}


@cache
def curriculum() -> Curriculum:
    return read_curriculum(REPO_ROOT / "content")


PROBLEM_IDS = [problem.id for problem in curriculum().problems]


def test_there_are_25_practice_problems_and_35_more_in_the_catalogue() -> None:
    problems = curriculum().problems
    assert len(problems) >= 25
    assert len(curriculum().catalogue) >= 35
    assert [p.required_tier_id for p in problems[:FREE]] == [0] * FREE
    assert all(p.required_tier_id >= 1 for p in problems[FREE:])
    assert [p.difficulty for p in problems[:FREE]] == ["Easy"] * FREE
    assert len({p.order for p in problems}) == len(problems)


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_each_practice_problem_is_a_complete_exercise(problem_id: str) -> None:
    [problem] = [p for p in curriculum().problems if p.id == problem_id]
    assert problem.scale is not None
    assert 3 <= len(problem.hints) <= 5
    assert 4 <= len(problem.follow_ups) <= 6
    assert 3 <= len(problem.lessons) <= 6
    assert len(problem.companies) >= 2
    assert problem.assessment is not None
    assert problem.assessment.rubric is not None
    assert problem_id in curriculum().references


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_reference_answers_its_own_problem_and_no_other(problem_id: str) -> None:
    document = read_document(json.loads(json.dumps(curriculum().references[problem_id])))
    totals = {
        problem.id: assess(document, problem.assessment).scores.total
        for problem in curriculum().problems
    }
    own = totals.pop(problem_id)
    assert own >= OWN_AT_LEAST, own
    too_high = {
        other: total
        for other, total in totals.items()
        if total > SIBLINGS.get((problem_id, other), OTHERS_AT_MOST)
    }
    assert not too_high
