"""The server reads component types as the canvas's import does: one table, shared cases."""

import json
from pathlib import Path

import pytest

from systemcraft.design.recognition import recognise_type

CASES = json.loads((Path(__file__).parent / "recognition_cases.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case['declared']}|{case['label']}")
def test_each_shared_case_is_recognised(case: dict[str, str | None]) -> None:
    assert recognise_type(case["declared"], case["label"] or "") == case["expected"]
