"""An answer for one caller is never kept by a browser or a proxy (Cache-Control: no-store);
what every visitor may read keeps its caching, revalidated by ETag. On SQLite and PostgreSQL."""

import pytest
from starlette.testclient import TestClient

from tests.auth.helpers import CLIENT_STATE, bearer, sign_in

NO_STORE = "no-store"
FREE_LESSON = "what-is-system-design"
TIER_ONE_LESSON = "interview-levels"


def _first_problem(client: TestClient) -> str:
    problem_id: str = client.get("/api/practice-problems").json()["problems"][0]["id"]
    return problem_id


def test_token_responses_are_not_stored(curriculum_client: TestClient) -> None:
    params: dict[str, str | int] = {"name": "Ada", "tier": 1, "client_state": CLIENT_STATE}
    signed_in = curriculum_client.get("/auth/dev-login", params=params, follow_redirects=False)
    assert signed_in.status_code == 302  # the tokens ride in its Location
    assert signed_in.headers["cache-control"] == NO_STORE
    session = sign_in(curriculum_client)
    refreshed = curriculum_client.post(
        "/auth/token/refresh", json={"refresh_token": session["refresh_token"]}
    )
    assert refreshed.status_code == 200
    assert refreshed.headers["cache-control"] == NO_STORE


def test_private_json_is_not_stored(curriculum_client: TestClient) -> None:
    client = curriculum_client
    auth = bearer(sign_in(client, "Ada", tier=3))
    problem = _first_problem(client)
    quiz = client.get(f"/api/quizzes/{FREE_LESSON}").json()["questions"]
    score = {"subtopic_id": FREE_LESSON, "answers": [True] * len(quiz)}
    answers = [
        client.get("/auth/user", headers=auth),
        client.get("/api/progress", headers=auth),
        client.get("/api/submissions", headers=auth),
        client.get(f"/api/designs/{problem}", headers=auth),
        client.post("/api/quiz-scores", json=score, headers=auth),  # 201, the score stored
        client.post("/api/waitlist", json={"email": "ada@example.com"}),
        client.get("/auth/user"),  # an error is an answer to one caller too
    ]
    for answer in answers:
        assert answer.headers["cache-control"] == NO_STORE, answer.request.url


@pytest.mark.parametrize(
    "path",
    [
        "/api/topics",
        f"/api/content/{FREE_LESSON}",
        f"/api/quizzes/{FREE_LESSON}",
        "/api/practice-problems",
        "/api/problems",
    ],
)
def test_public_reads_keep_their_caching(curriculum_client: TestClient, path: str) -> None:
    auth = bearer(sign_in(curriculum_client, "Ada", tier=0))
    for headers in ({}, auth):
        first = curriculum_client.get(path, headers=headers)
        assert first.headers["cache-control"] == "public, no-cache"
        revalidate = {**headers, "If-None-Match": first.headers["etag"]}
        again = curriculum_client.get(path, headers=revalidate)
        assert again.status_code == 304
        assert again.headers["cache-control"] == "public, no-cache"


def test_a_locked_lesson_stays_in_the_browsers_cache_only(curriculum_client: TestClient) -> None:
    auth = bearer(sign_in(curriculum_client, "Ada", tier=1))
    lesson = curriculum_client.get(f"/api/content/{TIER_ONE_LESSON}", headers=auth)
    assert lesson.status_code == 200
    assert lesson.headers["cache-control"] == "private, no-cache"
