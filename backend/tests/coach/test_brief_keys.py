"""An idea asked about in the terms of the problem's own note on how its data splits is answered
with that note: why merging each shard's top 100 gives the true top 100 is the problem's own
account of its counts, split by song."""

import json

from starlette.testclient import TestClient

from tests.assessment.calibration import CALIBRATION_SET
from tests.coach.test_chat_api import ask, what_the_coach_says

QUESTION = (
    "Can you explain why taking each ClickHouse shard's top 100 and merging them gives me the "
    "real global top 100? I keep reading that merging partial top-k lists is only approximate."
)


@what_the_coach_says
def test_an_idea_asked_in_the_terms_of_the_problems_keys_is_answered_with_them(
    curriculum_client: TestClient,
) -> None:
    design = json.loads((CALIBRATION_SET / "top-k-heavy-hitters/unusual-11.json").read_text())
    answer, _ = ask(curriculum_client, QUESTION, design)
    # An explanation, not a count of shards for the writes.
    assert "writes need about" not in answer
    assert (
        "**How this problem's data splits (its own notes, not a reading of your design):** "
        "play counts per song"
    ) in answer, answer
    assert "since each song lives on one worker" in answer
