"""What a new workspace opens on (Client, DNS, Server and Database with the canvas's defaults,
wired) is not the learner's work: assessed untouched, its defaults count for nothing, and it
reads as no answer to any brief."""

from typing import Any

import pytest

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.design import read_document
from tests.assessment.builders import PROBLEMS, expectations
from tests.designs import starting_design

PROBLEM_IDS = sorted(path.stem for path in PROBLEMS.glob("*.yaml"))


def judged(document: dict[str, Any], problem_id: str) -> Assessment:
    return assess(read_document(document), expectations(problem_id))


def nothing_written(document: dict[str, Any]) -> dict[str, Any]:
    """The same parts and wiring with no description and no property on any part."""
    for component in document["design"]["components"]:
        component["metadata"]["customLogic"] = ""
        component["metadata"]["customProperties"] = []
    return document


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_untouched_start_is_judged_as_its_bare_wiring(problem_id: str) -> None:
    seeded = judged(starting_design(problem_id), problem_id)
    bare = judged(nothing_written(starting_design(problem_id)), problem_id)
    # The catalogue's names, descriptions and default properties add nothing at all.
    assert seeded.scores == bare.scores
    assert seeded.findings == bare.findings
    # It answers no brief, scores next to nothing, and nothing in it is praised.
    assert any(f.rule_id == "brief-off-topic" and f.severity == "critical" for f in seeded.findings)
    assert seeded.scores.total <= 2
    praised = {f.rule_id for f in seeded.findings if f.severity == "strength"}
    assert praised == set()
