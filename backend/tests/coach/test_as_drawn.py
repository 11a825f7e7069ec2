"""A question about something the design lacks is told so, then shown what the parts it names
by label are as drawn, in the learner's own words; parts named only by role are not listed."""

import json

from starlette.testclient import TestClient

from tests.assessment.calibration import CALIBRATION_SET
from tests.coach.test_chat_api import ask, what_the_coach_says


@what_the_coach_says
def test_a_sketch_the_design_lacks_is_met_with_what_the_named_part_does(
    curriculum_client: TestClient,
) -> None:
    design = json.loads((CALIBRATION_SET / "top-k-heavy-hitters/good.json").read_text())
    question = "What width and depth did I give the count-min sketch in my Chart job (Flink)?"
    answer, _ = ask(curriculum_client, question, design)
    assert answer.startswith("Your design has no count-min sketch yet.")
    assert "What your design does have:\n- **Chart job (Flink)**, as drawn: It runs 24" in answer
    assert "per-minute counts per (song, country) held in RocksDB state" in answer


@what_the_coach_says
def test_parts_named_only_by_role_are_not_listed(curriculum_client: TestClient) -> None:
    design = json.loads((CALIBRATION_SET / "payment-system/good.json").read_text())
    answer, _ = ask(curriculum_client, "Which ML model should my Fraud Service use?", design)
    assert answer.startswith("Your design has no Fraud Service yet")
    assert "What your design does have" not in answer


@what_the_coach_says
def test_a_client_is_never_counted_as_one_copy(curriculum_client: TestClient) -> None:
    design = json.loads((CALIBRATION_SET / "ride-sharing/buzzword-weak-6.json").read_text())
    question = (
        "how many partitions should my kafka location topic have so the matching service keeps "
        "up with 250k driver pings a second?"
    )
    answer, _ = ask(curriculum_client, question, design)
    assert "**Mobile App (Rider + Driver)**, as drawn: It is the client" in answer
    assert "runs as one copy" not in answer
