"""Each problem's rubric, read against sentences people write: the evidence of every decision
recognises the ways a strong candidate puts it, every pattern is needed by at least one such
sentence, and sentences about something else are recognised as nothing."""

from functools import cache
from itertools import chain
from pathlib import Path
from typing import Any

import pytest
import yaml

from systemcraft.assessment.engine.lessons import LESSONS
from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.rubric.schema import Decision, Rubric
from tests.assessment.builders import PROBLEMS, expectations, problem

PROBLEM_IDS = sorted(path.stem for path in PROBLEMS.glob("*.yaml"))

# Per problem, in rubric_sentences/<problem>.yaml: what a strong candidate writes for each
# decision (`strong`), restatements of the brief that decide nothing (`restated`), sentences close
# to a decision's words that do not make it (`near_misses`), and the pitfall sentences
# (`wrong`, `mended`) that test_rubric_pitfalls.py reads.
SENTENCES = Path(__file__).resolve().parent / "rubric_sentences"


@cache
def sentences(problem_id: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((SENTENCES / f"{problem_id}.yaml").read_text())
    return loaded


def strong(problem_id: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = sentences(problem_id)["strong"]
    return found


# About something else, or the generic parts of any design: no decision of any problem may take
# these as evidence.
UNRELATED = [
    "Users sign in with email and a password.",
    "The frontend is a React single-page app.",
    "We write unit tests for every endpoint.",
    "The team deploys twice a week.",
    "Profile pictures can be changed from the settings page.",
    "The service is written in Go.",
    "A load balancer distributes traffic across app servers.",
    "Load is spread across servers by the load balancer.",
    "We use Redis as a cache in front of Postgres.",
    "The service is stateless and horizontally scalable.",
    "We store data in a NoSQL database for scalability.",
    "Requests go through the API gateway to the backend services.",
    "Monitoring with Prometheus and Grafana.",
    "Docker containers on Kubernetes.",
    "Authentication uses JWT tokens.",
]


def rubric(problem_id: str) -> Rubric:
    found = expectations(problem_id).rubric
    assert found is not None, f"{problem_id} has no rubric"
    return found


def decision(problem_id: str, decision_id: str) -> Decision:
    return next(d for d in rubric(problem_id).decisions if d.id == decision_id)


def recognised(found: Decision, sentence: str) -> list[str]:
    return [p for p in found.evidence if compiled(p).search(sentence)]


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_each_rubric_keeps_to_the_brief_for_rubrics(problem_id: str) -> None:
    found = rubric(problem_id)
    assert 2 <= len(found.flows) <= 5
    assert 6 <= len(found.decisions) <= 12
    assert {d.dimension for d in found.decisions} == {
        "scalability",
        "consistency",
        "fault_tolerance",
    }
    assert len({d.id for d in found.decisions}) == len(found.decisions)
    assert len({f.id for f in found.flows}) == len(found.flows)
    assert {d.lesson for d in found.decisions} <= set(LESSONS)
    assert 10 <= len(found.terms) <= 25
    assert all(term == term.lower() for term in found.terms)
    assert len(set(found.terms)) == len(found.terms)
    assert found.figures


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_every_decision_has_sentences_to_test_it_with(problem_id: str) -> None:
    assert set(strong(problem_id)) == {d.id for d in rubric(problem_id).decisions}


CASES = [
    (problem_id, decision_id, sentence)
    for problem_id in PROBLEM_IDS
    for decision_id, written in strong(problem_id).items()
    for sentence in written
]


@pytest.mark.parametrize(("problem_id", "decision_id", "sentence"), CASES)
def test_a_strong_answer_is_recognised(problem_id: str, decision_id: str, sentence: str) -> None:
    assert recognised(decision(problem_id, decision_id), sentence), sentence


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_every_pattern_recognises_one_of_the_sentences(problem_id: str) -> None:
    for found in rubric(problem_id).decisions:
        used = set(chain.from_iterable(recognised(found, s) for s in strong(problem_id)[found.id]))
        unused = [p for p in found.evidence if p not in used]
        assert not unused, f"{found.id}: no sentence needs {unused}"


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_sentences_about_something_else_are_not_evidence(problem_id: str) -> None:
    for found in rubric(problem_id).decisions:
        for sentence in UNRELATED:
            assert not recognised(found, sentence), (found.id, sentence)


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_brief_itself_is_not_evidence(problem_id: str) -> None:
    # A candidate who pastes the requirements into a note has not decided anything yet.
    brief = problem(problem_id)
    lines = [
        brief.description,
        *brief.requirements.functional,
        *brief.requirements.non_functional,
    ]
    for found in rubric(problem_id).decisions:
        for line in lines:
            assert not recognised(found, line), (found.id, line)


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_restating_the_brief_is_not_evidence(problem_id: str) -> None:
    for found in rubric(problem_id).decisions:
        for sentence in sentences(problem_id)["restated"]:
            assert not recognised(found, sentence), (found.id, sentence)


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_a_near_miss_is_not_evidence(problem_id: str) -> None:
    for decision_id, written in sentences(problem_id).get("near_misses", {}).items():
        for sentence in written:
            assert not recognised(decision(problem_id, decision_id), sentence), sentence


@pytest.mark.parametrize(
    ("problem_id", "requirement_id", "sentence"),
    [
        # A fixed interval is a poor answer to when a page is due, but it does download again.
        (
            "web-crawler",
            "recrawl",
            "A job re-queues pages whose last_crawled is older than 2 weeks.",
        ),
    ],
)
def test_a_requirement_is_recognised_in_how_a_design_says_it(
    problem_id: str, requirement_id: str, sentence: str
) -> None:
    found = next(r for r in rubric(problem_id).requirements if r.id == requirement_id)
    assert any(compiled(p).search(sentence) for p in found.evidence)
