"""A problem's rubric is checked when the content loads: roles, regular expressions, sizes."""

import re

import pytest
from pydantic import ValidationError

from systemcraft.assessment.engine import Expectations

DECISION = {
    "id": "code-generation",
    "dimension": "consistency",
    "question": "How are codes made unique?",
    "evidence": [r"base ?62", r"\bsnowflake\b"],
    "lesson": "sharding",
}
RUBRIC = {
    "terms": ["short", "redirect", "alias"],
    "subject": "short link",
    "flows": [{"id": "redirect", "name": "Redirect", "path": ["client", ["cache", "database"]]}],
    "data": [{"what": "link mappings", "roles": ["database"]}],
    "decisions": [DECISION],
}


def with_rubric(**changes: object) -> Expectations:
    return Expectations.model_validate({"rubric": {**RUBRIC, **changes}})


def test_a_flow_step_is_a_role_or_its_alternatives() -> None:
    rubric = with_rubric().rubric
    assert rubric is not None
    assert rubric.flows[0].steps() == (frozenset({"client"}), frozenset({"cache", "database"}))


@pytest.mark.parametrize(
    ("changes", "complaint"),
    [
        ({"flows": [{"id": "x", "name": "X", "path": ["client", "mainframe"]}]}, "path.1"),
        ({"decisions": [{**DECISION, "evidence": ["(unclosed"]}]}, "(unclosed"),
        ({"data": []}, "data"),
        ({"terms": ["x", "short"]}, "terms.0"),
        ({"figures": [{"what": "peak", "value": 10, "unit": "furlongs"}]}, "unit"),
        ({"decisions": [{**DECISION, "lesson": "quantum-caching"}]}, "neither a written"),
        (
            {"figures": [{"what": "disk", "value": 9, "unit": "bytes", "loads": ["database"]}]},
            "only a rate or a number of connections loads components",
        ),
        ({"subject": "(short"}, "(short"),
        (
            {"figures": [{"what": "peak", "value": 9, "unit": "per second", "flow": "upload"}]},
            "names no flow of this rubric: 'upload'",
        ),
        (
            {
                "decisions": [
                    {**DECISION, "pitfalls": [{"pattern": "[a", "problem": "p", "fix": "f"}]}
                ]
            },
            "'[a' is not a pattern RE2 reads",
        ),
    ],
)
def test_a_mistake_is_refused_with_where_it_is(changes: dict[str, object], complaint: str) -> None:
    with pytest.raises(ValidationError, match=re.escape(complaint)):
        with_rubric(**changes)
