"""The wrong answers each problem's rubric knows: every pitfall is recognised in the way a
candidate writes it, the words that mend it excuse it, and no strong answer falls into one."""

import pytest

from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.rubric.coverage import falls_into
from tests.assessment.builders import expectations
from tests.assessment.test_rubric_evidence import PROBLEM_IDS, rubric, sentences, strong


def fallen(problem_id: str, decision_id: str, sentence: str) -> list[str]:
    """The patterns of the decision's pitfalls that the sentence falls into."""
    (found,) = [d for d in rubric(problem_id).decisions if d.id == decision_id]
    return [pitfall.pattern for pitfall in found.pitfalls if falls_into(pitfall, sentence)]


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_every_pitfall_is_recognised_and_every_sentence_falls_into_one(problem_id: str) -> None:
    for found in rubric(problem_id).decisions:
        written = sentences(problem_id).get("wrong", {}).get(found.id, [])
        assert bool(found.pitfalls) == bool(written), found.id
        for sentence in written:
            assert fallen(problem_id, found.id, sentence), sentence
        used = {p for sentence in written for p in fallen(problem_id, found.id, sentence)}
        assert used == {pitfall.pattern for pitfall in found.pitfalls}, found.id


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_words_that_mend_a_pitfall_excuse_it(problem_id: str) -> None:
    for decision_id, written in sentences(problem_id).get("mended", {}).items():
        for sentence in written:
            assert not fallen(problem_id, decision_id, sentence), sentence


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_no_strong_answer_falls_into_a_pitfall(problem_id: str) -> None:
    for decision_id, written in strong(problem_id).items():
        for sentence in written:
            assert not fallen(problem_id, decision_id, sentence), sentence


def test_every_pitfall_compiles_and_says_what_to_do() -> None:
    for problem_id in PROBLEM_IDS:
        for found in rubric(problem_id).decisions:
            for pitfall in found.pitfalls:
                compiled(pitfall.pattern)
                assert pitfall.problem.endswith("."), pitfall.problem
                assert pitfall.fix.endswith("."), pitfall.fix


def test_what_is_written_on_a_part_is_read_with_its_name() -> None:
    """A year's TTL is a stale cache on a cache, and a kept history on a table of versions."""
    rubric = expectations("proximity-search").rubric
    assert rubric is not None
    pitfall = next(
        pitfall
        for decision in rubric.decisions
        for pitfall in decision.pitfalls
        if falls_into(pitfall, "ttl: 730 days")
    )
    assert falls_into(pitfall, "ttl: 730 days", "Place card cache")
    assert not falls_into(pitfall, "ttl: 730 days", "Version history (2 years)")
