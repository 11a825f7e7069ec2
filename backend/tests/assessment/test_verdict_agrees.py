"""The verdict never contradicts the strengths beside it. A plain Client → Load Balancer →
Server → Cache and Database, with the canvas's names and defaults, once read "Critical: does
not read as an answer" beside the strength "carries every flow the brief needs": the flows were
found by the kinds of its parts, which any generic sketch has. A design that does not read as
an answer, or cannot be read, is praised for nothing, and is told which of the brief's words
to use."""

from typing import Any

import pytest

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.design import read_document
from tests.assessment.builders import PROBLEMS, Sketch, expectations
from tests.assessment.corpus import assessments
from tests.designs import add_as_the_palette_does

PROBLEM_IDS = sorted(path.stem for path in PROBLEMS.glob("*.yaml"))
NO_ANSWER = ("brief-off-topic", "brief-dense-mesh")


def plain_design(problem_id: str) -> dict[str, Any]:
    """Client → Load Balancer → Server → Cache and Database, as the palette adds them."""
    sketch = Sketch()
    for kind in ("client", "load-balancer", "server", "cache", "database"):
        add_as_the_palette_does(sketch, kind)
    sketch.chain("client", "load-balancer", "server", "database").link("server", "cache")
    return sketch.document(problem_id)


def contradicts_itself(result: Assessment) -> bool:
    no_answer = any(f.rule_id in NO_ANSWER for f in result.findings)
    return no_answer and any(f.severity == "strength" for f in result.findings)


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_plain_design_is_not_praised_beside_a_verdict_of_no_answer(problem_id: str) -> None:
    result = assess(read_document(plain_design(problem_id)), expectations(problem_id))
    assert any(f.rule_id == "brief-off-topic" for f in result.findings)
    assert not contradicts_itself(result)
    assert "carries every flow" not in result.analysis
    # What to do next names words of this brief.
    rubric = expectations(problem_id).rubric
    assert rubric is not None
    assert any(f"such as “{term}”" in result.analysis for term in rubric.terms)


def test_no_pinned_assessment_contradicts_itself() -> None:
    contradictions = [case for case, result in assessments().items() if contradicts_itself(result)]
    assert contradictions == []
