"""The engine's output, pinned: each corpus design assessed against each problem (and against
none) gives, byte for byte, the assessment recorded in pinned_output.json: its findings in
order, the scores and the written analysis.

After a deliberate change to what the engine says, record the new output with
`cd backend && .venv/bin/python -m tests.assessment.test_pinned_output` and review the cases
the test named."""

import hashlib
import json
from pathlib import Path

from tests.assessment.corpus import assessments

PINNED = Path(__file__).with_name("pinned_output.json")


def digests() -> dict[str, str]:
    """Case name -> SHA-256 of the assessment as JSON."""
    return {
        case: hashlib.sha256(result.model_dump_json().encode()).hexdigest()
        for case, result in assessments().items()
    }


def test_the_engine_says_exactly_what_was_pinned() -> None:
    pinned = json.loads(PINNED.read_text())
    current = digests()
    assert sorted(current) == sorted(pinned)
    changed = [case for case in current if current[case] != pinned[case]]
    assert not changed, f"the assessment changed for {changed}"


if __name__ == "__main__":
    PINNED.write_text(json.dumps(digests(), indent=1, sort_keys=True) + "\n")
