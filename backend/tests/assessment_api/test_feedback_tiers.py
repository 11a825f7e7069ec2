"""What each tier sees of an assessment, as the API sends it (the server never sends more):
tier 3 everything; tiers 1 and 2 the scores, why, and the single most important finding with
its lesson; tier 0 the scores, why, and the next thing to do. And what changed since the
previous attempt, per dimension, quoted for tier 3 and counted below it."""

from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.designs import bare_design

PROBLEM = "url-shortener"  # free to every account
# What the server leaves out for each tier; the attempts it reads are stored on both databases
# in test_submissions_api.py and test_attempt_storage.py.
pytestmark = on_one_database("sqlite")


def submit(client: TestClient, session: dict[str, str], document: dict[str, Any]) -> Any:
    body = {"problem_id": PROBLEM, "playground_state": document}
    response = client.post("/api/submissions", json=body, headers=bearer(session))
    assert response.status_code == 200, response.text
    return response.json()


def with_a_standby() -> dict[str, Any]:
    """The bare design, its database given a replica and two copies."""
    document = bare_design(PROBLEM)
    database = next(c for c in document["design"]["components"] if c["id"] == "database")
    database["metadata"]["customProperties"] = [
        {"key": "replication", "value": "primary-replica, async"},
        {"key": "replicas", "value": "2"},
    ]
    return document


@pytest.fixture
def full(curriculum_client: TestClient) -> Any:
    """Tier 3's view of the bare design: everything."""
    return submit(curriculum_client, sign_in(curriculum_client, "Three", tier=3), bare_design())


def test_tier_three_sees_the_whole_assessment(full: Any) -> None:
    assert full["feedback_level"] == "full"
    assert full["feedback_included"] is True
    assert len(full["findings"]) > 1
    assert full["analysis"].startswith("**This design for *Design a URL Shortener*")
    assert set(full["lessons"]) == {finding["lesson"] for finding in full["findings"]}


@pytest.mark.parametrize("tier", [1, 2])
def test_tiers_one_and_two_see_the_scores_and_the_most_important_finding(
    curriculum_client: TestClient, full: Any, tier: int
) -> None:
    session = sign_in(curriculum_client, f"Tier {tier}", tier=tier)
    shown = submit(curriculum_client, session, bare_design())
    assert shown["scores"] == full["scores"]
    assert shown["feedback_level"] == "top_finding"
    assert shown["feedback_included"] is False
    # The single most important finding, the most severe one, with its lesson's title.
    top = full["findings"][0]
    assert top["severity"] == "critical"
    assert shown["findings"] == [top]
    assert shown["lessons"] == {top["lesson"]: full["lessons"][top["lesson"]]}
    # Why it scored so, in words; not the analysis, nor any other finding.
    assert f"It scores {full['scores']['total']} of 15" in shown["analysis"]
    assert "does not answer this brief yet" in shown["analysis"]
    assert f"the {len(full['findings']) - 1} other findings" in shown["analysis"]
    others = [finding["message"] for finding in full["findings"][1:]]
    assert not [message for message in others if message in str(shown)]
    assert "### Next steps" not in shown["analysis"]
    detail = curriculum_client.get(
        f"/api/submissions/{shown['submission_id']}", headers=bearer(session)
    )
    assert detail.json() == shown


def test_tier_zero_sees_the_scores_why_and_what_to_do_next(
    curriculum_client: TestClient, full: Any
) -> None:
    session = sign_in(curriculum_client, "Zero", tier=0)
    shown = submit(curriculum_client, session, bare_design())
    assert shown["scores"] == full["scores"]
    assert shown["feedback_level"] == "summary"
    assert shown["findings"] == []
    assert shown["lessons"] == {}
    assert "does not answer this brief yet" in shown["analysis"]
    assert "is the weakest at" in shown["analysis"]
    lesson = full["findings"][0]["lesson"]
    assert f"Next, read [{full['lessons'][lesson]}](/learn/{lesson})" in shown["analysis"]
    assert "Tier 1 shows the most important finding" in shown["analysis"]
    messages = [finding["message"] for finding in full["findings"]]
    assert not [message for message in messages if message in str(shown)]


def test_each_attempt_after_the_first_says_what_changed_and_why(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Three", tier=3)
    first = submit(curriculum_client, session, bare_design())
    second = submit(curriculum_client, session, with_a_standby())
    assert first["changes"] is None
    changes = second["changes"]
    assert changes["previous_id"] == first["submission_id"]
    assert changes["total_delta"] == second["scores"]["total"] - first["scores"]["total"] > 0
    by_dimension = {change["dimension"]: change for change in changes["dimensions"]}
    fault_tolerance = by_dimension["fault_tolerance"]
    gained = second["scores"]["fault_tolerance"] - first["scores"]["fault_tolerance"]
    assert fault_tolerance["delta"] == gained > 0
    assert fault_tolerance["summary"].startswith(f"+{gained} fault tolerance: resolved “If ")
    assert "Database" in fault_tolerance["summary"]
    # The list carries the same, newest first; the first attempt has nothing to compare with.
    listed = curriculum_client.get(
        "/api/submissions", params={"problem_id": PROBLEM}, headers=bearer(session)
    ).json()["submissions"]
    assert [item["changes"] for item in listed] == [changes, None]


def test_below_tier_three_the_changes_count_the_findings_without_quoting_them(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "One", tier=1)
    submit(curriculum_client, session, bare_design())
    second = submit(curriculum_client, session, with_a_standby())
    summaries = [change["summary"] for change in second["changes"]["dimensions"]]
    assert any(summary.startswith("+") for summary in summaries)
    assert all("“" not in summary for summary in summaries)
    assert "+2 fault tolerance: 1 problem resolved" in summaries
