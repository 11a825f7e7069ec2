from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design, strong_design


def test_a_submission_is_stored_with_its_real_assessment(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": strong_design()},
        headers=bearer(session),
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["status"] == "success"
    assert (
        result["analysis"] != "Your design has been submitted! Analysis will be available shortly."
    )
    assert result["findings"]
    assert result["feedback_included"] is True
    detail = curriculum_client.get(
        f"/api/submissions/{result['submission_id']}", headers=bearer(session)
    )
    assert detail.json() == result


def test_submissions_need_sign_in_and_the_problems_tier(curriculum_client: TestClient) -> None:
    # Chat opens at tier 1; the URL shortener is one of the problems free to every account.
    body = {"problem_id": "chat-app", "playground_state": bare_design("chat-app")}
    tier_zero = sign_in(curriculum_client, "Zero", tier=0)
    tier_one = sign_in(curriculum_client, "One", tier=1)
    assert curriculum_client.post("/api/submissions", json=body).status_code == 401
    refused = curriculum_client.post("/api/submissions", json=body, headers=bearer(tier_zero))
    assert refused.status_code == 403
    assert refused.json()["error"]["message"] == "This problem requires a higher tier subscription."
    unknown = curriculum_client.post(
        "/api/submissions",
        json={**body, "problem_id": "no-such-problem"},
        headers=bearer(tier_one),
    )
    assert unknown.status_code == 404


def test_an_invalid_playground_state_is_refused_and_stores_nothing(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=1)
    broken = bare_design()
    broken["design"]["connections"][1]["end"] = "missing"
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": broken},
        headers=bearer(session),
    )
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "design_conflict"
    unreadable = bare_design()
    unreadable["design"]["components"] = "none"
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": unreadable},
        headers=bearer(session),
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_design"
    listed = curriculum_client.get("/api/submissions", headers=bearer(session))
    assert listed.json() == {"submissions": []}


def test_an_empty_design_is_not_assessed_or_recorded(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=1)
    empty = bare_design()
    empty["design"]["components"], empty["design"]["connections"] = [], []
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": empty},
        headers=bearer(session),
    )
    assert response.status_code == 200
    assert response.json()["status"] == "error"
    assert response.json()["analysis"].startswith("There is nothing to assess yet.")
    assert curriculum_client.get("/api/submissions", headers=bearer(session)).json() == {
        "submissions": []
    }


def test_nobody_reads_another_users_submissions(curriculum_client: TestClient) -> None:
    ada, bob = (sign_in(curriculum_client, name, tier=1) for name in ("Ada", "Bob"))
    post = curriculum_client.post
    first = post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": bare_design()},
        headers=bearer(ada),
    ).json()
    second = post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": strong_design()},
        headers=bearer(ada),
    ).json()
    post(
        "/api/submissions",
        json={"problem_id": "pastebin", "playground_state": bare_design("pastebin")},
        headers=bearer(ada),
    )
    theirs = post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": bare_design()},
        headers=bearer(bob),
    ).json()

    listed = curriculum_client.get(
        "/api/submissions", params={"problem_id": "url-shortener"}, headers=bearer(ada)
    ).json()["submissions"]
    assert [a["id"] for a in listed] == [second["submission_id"], first["submission_id"]]
    assert listed[0]["scores"] == second["scores"]
    everything = curriculum_client.get("/api/submissions", headers=bearer(ada)).json()
    assert len(everything["submissions"]) == 3
    peek = curriculum_client.get(f"/api/submissions/{theirs['submission_id']}", headers=bearer(ada))
    assert peek.status_code == 404
