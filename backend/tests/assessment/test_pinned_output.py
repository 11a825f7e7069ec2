"""The engine's output, pinned: each corpus design assessed against each problem (and against
none) gives, byte for byte, the assessment recorded in pinned_output.json: its findings in
order, the scores and the written analysis.

After a deliberate change to what the engine says, record the new output with
`cd backend && .venv/bin/python -m tests.assessment.test_pinned_output` and review the cases
the test named."""

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from systemcraft.assessment.engine import assess, parse_document
from tests.assessment.builders import PROBLEMS, Sketch, expectations
from tests.assessment.corpus import DESIGNS
from tests.designs import bare_design, strong_design

PINNED = Path(__file__).with_name("pinned_output.json")
PROBLEM_IDS: list[str | None] = [None, *sorted(path.stem for path in PROBLEMS.glob("*.yaml"))]

Document = Callable[[str | None], dict[str, Any]]


def sketched(make: Callable[[], Sketch]) -> Document:
    return lambda problem_id: make().document(problem_id)


DOCUMENTS: dict[str, Document] = {
    **{name: sketched(make) for name, make in DESIGNS.items()},
    "bare-design": bare_design,
    "strong-design": strong_design,
}


def assessed(document: Document, problem_id: str | None) -> str:
    chosen = expectations(problem_id) if problem_id else None
    return assess(parse_document(document(problem_id)), chosen).model_dump_json()


def outputs() -> dict[str, str]:
    """Case name -> SHA-256 of the assessment as JSON."""
    return {
        f"{name} @ {problem_id or 'no problem'}": hashlib.sha256(
            assessed(document, problem_id).encode()
        ).hexdigest()
        for name, document in DOCUMENTS.items()
        for problem_id in PROBLEM_IDS
    }


def test_the_engine_says_exactly_what_was_pinned() -> None:
    pinned = json.loads(PINNED.read_text())
    current = outputs()
    assert sorted(current) == sorted(pinned)
    changed = [case for case in current if current[case] != pinned[case]]
    assert not changed, f"the assessment changed for {changed}"


if __name__ == "__main__":
    PINNED.write_text(json.dumps(outputs(), indent=1, sort_keys=True) + "\n")
