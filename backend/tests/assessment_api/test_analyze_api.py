import json
from collections.abc import Iterator
from typing import Any

from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design, starting_design, strong_design


def analyze(client: TestClient, document: Any, session: dict[str, str]) -> Any:
    return client.post("/api/analyze", json=document, headers=bearer(session))


def test_only_tier_three_and_above_may_run_an_assessment(curriculum_client: TestClient) -> None:
    anonymous = curriculum_client.post("/api/analyze", json=bare_design())
    low = analyze(curriculum_client, bare_design(), sign_in(curriculum_client, "Low", tier=2))
    assert anonymous.status_code == 401
    assert low.status_code == 403
    assert low.json()["error"]["message"] == "This requires a Tier 3+ subscription."


def test_an_assessment_is_scored_explained_and_recorded(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    response = analyze(curriculum_client, bare_design(), session)
    assert response.status_code == 200, response.text
    result = response.json()
    scores = result["scores"]
    assert result["status"] == "success"
    assert scores["max_score"] == 15
    assert all(0 <= scores[d] <= 5 for d in ("scalability", "consistency", "fault_tolerance"))
    assert (
        scores["total"] == scores["scalability"] + scores["consistency"] + scores["fault_tolerance"]
    )
    assert "Analysis will be available shortly" not in result["analysis"]
    assert "/learn/" in result["analysis"]
    problems = [f for f in result["findings"] if f["severity"] != "strength"]
    assert problems, "a bare client-server-database design has problems to point out"
    assert all(f["lesson"] and f["components"] is not None for f in problems)

    history = curriculum_client.get(
        "/api/submissions", params={"problem_id": "url-shortener"}, headers=bearer(session)
    ).json()["submissions"]
    assert [(a["id"], a["source"], a["scores"]) for a in history] == [
        (result["submission_id"], "analysis", scores)
    ]


def test_the_untouched_starting_design_is_told_it_is_no_answer_yet(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    result = analyze(curriculum_client, starting_design(), session).json()
    assert result["status"] == "success"
    assert result["scores"]["total"] <= 1
    assert result["analysis"].startswith(
        "**This design for *Design a URL Shortener* does not answer this brief yet"
    )
    # Its defaults earn nothing, and nothing is praised beside a verdict of no answer.
    praised = [f["rule_id"] for f in result["findings"] if f["severity"] == "strength"]
    assert praised == []


def test_a_better_design_scores_higher(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    bare = analyze(curriculum_client, bare_design(), session).json()["scores"]["total"]
    strong = analyze(curriculum_client, strong_design(), session).json()["scores"]["total"]
    assert strong > bare


def test_the_problem_changes_what_a_design_is_judged_against(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    shortener = analyze(curriculum_client, strong_design("url-shortener"), session).json()
    chat = analyze(curriculum_client, strong_design("chat-app"), session).json()
    assert {f["rule_id"] for f in shortener["findings"]} != {f["rule_id"] for f in chat["findings"]}


def test_a_design_for_no_known_problem_gets_the_general_rules(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    response = analyze(curriculum_client, bare_design(problem_id=None), session)
    assert response.status_code == 200
    listed = curriculum_client.get("/api/submissions", headers=bearer(session)).json()
    assert listed["submissions"][0]["problem_id"] is None


def _with_label(document: dict[str, Any], label: str) -> dict[str, Any]:
    document["design"]["components"][0]["label"] = label
    return document


def test_text_a_reader_ignores_may_hold_anything(curriculum_client: TestClient) -> None:
    """Only what is kept must be stored: a NUL or a huge number where the reader looks away
    is no reason to refuse a document."""
    session = sign_in(curriculum_client, "Ada", tier=3)
    document = bare_design()
    document["exported_by"] = {"tool": "other\x00tool", "build": 10**30}
    document["design"]["core_user_journey"] = "starts\x00here"  # read leniently: dropped
    response = analyze(curriculum_client, document, session)
    assert response.status_code == 200, response.text


def test_invalid_documents_get_a_400_that_says_what_is_wrong(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    dangling = bare_design()
    dangling["design"]["connections"][0]["end"] = "nowhere"
    duplicate = bare_design()
    duplicate["design"]["components"][1]["id"] = "client"
    cases = {
        "dangling": (json.dumps(dangling).encode(), 409, "design_conflict"),
        "duplicate": (json.dumps(duplicate).encode(), 409, "design_conflict"),
        "not json": (b"{not json", 400, "invalid_design"),
        "not an object": (b"[1, 2]", 400, "invalid_design"),
        "NUL kept": (
            json.dumps(_with_label(bare_design(), "a\x00b")).encode(),
            400,
            "invalid_design",
        ),
    }
    for name, (body, status, code) in cases.items():
        response = curriculum_client.post(
            "/api/analyze",
            content=body,
            headers={**bearer(session), "content-type": "application/json"},
        )
        assert response.status_code == status, (name, response.text)
        error = response.json()["error"]
        assert error["code"] == code, name
        assert error["message"], name
    too_large = curriculum_client.post(
        "/api/analyze",
        content=json.dumps({"padding": "x" * 2_100_000}).encode(),
        headers={**bearer(session), "content-type": "application/json"},
    )
    assert too_large.status_code == 413
    assert too_large.json()["error"]["code"] == "payload_too_large"
    message = analyze(curriculum_client, dangling, session).json()["error"]["message"]
    assert "nowhere" in message
    assert curriculum_client.get("/api/submissions", headers=bearer(session)).json() == {
        "submissions": []
    }


def test_sign_in_is_checked_before_the_body_is_read(curriculum_client: TestClient) -> None:
    response = curriculum_client.post(
        "/api/analyze", content=b"[" * 50_000, headers={"content-type": "application/json"}
    )
    assert response.status_code == 401


def test_hostile_bodies_are_refused_without_a_server_error(
    curriculum_client: TestClient,
) -> None:
    headers = {**bearer(sign_in(curriculum_client, "Ada", tier=3))}
    nested = curriculum_client.post(
        "/api/analyze", content=b"[" * 50_000 + b"]" * 50_000, headers=headers
    )
    assert nested.status_code == 400

    def chunks() -> Iterator[bytes]:  # no content-length: the size is only known by reading
        yield b'{"padding": "'
        for _ in range(25):
            yield b"x" * 100_000
        yield b'"}'

    streamed = curriculum_client.post("/api/analyze", content=chunks(), headers=headers)
    assert streamed.status_code == 413
    assert streamed.json()["error"]["message"] == "The request body is too large."
    huge_id = curriculum_client.get(f"/api/submissions/{10**18}", headers=headers)
    assert huge_id.status_code == 404
