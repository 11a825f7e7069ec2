"""The problem set as the API serves it over the real curriculum: summaries in the lists, the
practice material only from the tier-checked detail, and the reference design only after the
user's first assessed attempt."""

from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design

PRACTICE_MATERIAL = {"hints", "follow_ups", "rubric", "reference", "requirements", "lessons"}
REFERENCE = "/api/practice-problems/url-shortener/reference"


def test_the_list_gives_summaries_and_the_detail_the_practice_material(
    curriculum_client: TestClient,
) -> None:
    listed = curriculum_client.get("/api/practice-problems").json()["problems"]
    assert len(listed) >= 25
    assert all(not PRACTICE_MATERIAL & set(problem) for problem in listed)
    session = sign_in(curriculum_client, "Ada", tier=1)
    detail = curriculum_client.get(
        "/api/practice-problems/url-shortener", headers=bearer(session)
    ).json()
    assert 3 <= len(detail["hints"]) <= 5
    assert 4 <= len(detail["follow_ups"]) <= 6
    assert all(lesson["title"] for lesson in detail["lessons"])
    assert detail["rubric"]["flows"]
    assert {q["dimension"] for q in detail["rubric"]["questions"]} == {
        "scalability",
        "consistency",
        "fault_tolerance",
    }
    assert (
        detail["scale"]["reads_per_second"]["peak"]
        >= detail["scale"]["reads_per_second"]["average"]
    )
    assert detail["reference_available"] is False
    assert "reference" not in detail


def test_the_first_five_are_free_and_the_rest_need_tier_one(
    curriculum_client: TestClient,
) -> None:
    listed = curriculum_client.get("/api/practice-problems").json()["problems"]
    assert [p["practice_tier"] for p in listed[:5]] == [0] * 5
    assert all(p["practice_tier"] >= 1 for p in listed[5:])
    free = bearer(sign_in(curriculum_client, "Free", tier=0))
    opened = curriculum_client.get(f"/api/practice-problems/{listed[0]['id']}", headers=free)
    refused = curriculum_client.get(f"/api/practice-problems/{listed[5]['id']}", headers=free)
    assert opened.status_code == 200
    assert refused.status_code == 403
    visitor = curriculum_client.get(f"/api/practice-problems/{listed[0]['id']}")
    assert visitor.status_code == 403


def test_the_reference_opens_after_the_first_assessed_attempt(
    curriculum_client: TestClient,
) -> None:
    assert curriculum_client.get(REFERENCE).status_code == 401
    session = bearer(sign_in(curriculum_client, "Ada", tier=1))
    locked = curriculum_client.get(REFERENCE, headers=session)
    assert locked.status_code == 403
    assert locked.json()["error"] == {
        "code": "reference_locked",
        "message": "The reference design opens after your first assessed attempt at this problem.",
    }
    submitted = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": bare_design()},
        headers=session,
    )
    assert submitted.status_code == 200, submitted.text
    opened = curriculum_client.get(REFERENCE, headers=session)
    assert opened.status_code == 200
    reference = opened.json()
    assert reference["document"]["problem"]["id"] == "url-shortener"
    assert reference["scores"]["total"] >= 13
    detail = curriculum_client.get("/api/practice-problems/url-shortener", headers=session)
    assert detail.json()["reference_available"] is True
    someone_else = bearer(sign_in(curriculum_client, "Grace", tier=1))
    assert curriculum_client.get(REFERENCE, headers=someone_else).status_code == 403


def test_catalogue_only_problems_are_listed_but_have_no_workspace(
    curriculum_client: TestClient,
) -> None:
    catalogue = curriculum_client.get("/api/problems").json()["problems"]
    practice = [p["id"] for p in catalogue if p["practice"]]
    only_listed = [p["id"] for p in catalogue if not p["practice"]]
    assert len(practice) >= 25
    assert len(only_listed) >= 35
    listed = curriculum_client.get("/api/practice-problems").json()["problems"]
    assert [p["id"] for p in listed] == practice
    session = bearer(sign_in(curriculum_client, "Ada", tier=9))
    for path in (f"/api/practice-problems/{only_listed[0]}", f"/api/designs/{only_listed[0]}"):
        assert curriculum_client.get(path, headers=session).status_code == 404, path
