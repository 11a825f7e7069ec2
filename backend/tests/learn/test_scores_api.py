from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in


def _score(correct: int, total: int = 2, **overrides: Any) -> dict[str, Any]:
    body = {
        "subtopic_id": "caching",
        "score": correct,
        "correct": correct,
        "total": total,
        "percentage": round(correct * 100 / total) if total else 0,
    }
    body.update(overrides)
    return body


def test_a_saved_score_comes_back_as_stored(learn: TestClient) -> None:
    session = sign_in(learn)
    response = learn.post("/api/quiz-scores", json=_score(1), headers=bearer(session))
    assert response.status_code == 201
    saved = response.json()
    assert {k: saved[k] for k in ("subtopic_id", "score", "correct", "total", "percentage")} == {
        "subtopic_id": "caching",
        "score": 1,
        "correct": 1,
        "total": 2,
        "percentage": 50,
    }
    assert saved["passed"] is False


def test_progress_keeps_best_and_latest(learn: TestClient) -> None:
    session = sign_in(learn)
    for correct in (1, 2, 1):
        learn.post("/api/quiz-scores", json=_score(correct), headers=bearer(session))
    progress = learn.get("/api/progress", headers=bearer(session)).json()
    assert progress["pass_mark"] == 60
    [caching] = progress["subtopics"]
    assert {k: caching[k] for k in caching if k != "last_attempt_at"} == {
        "subtopic_id": "caching",
        "best_percentage": 100,
        "latest_percentage": 50,
        "attempts": 3,
        "passed": True,
    }
    other = sign_in(learn, "Someone Else")
    assert learn.get("/api/progress", headers=bearer(other)).json()["subtopics"] == []


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (_score(-1, percentage=0), "score: Input should be greater than or equal to 0"),
        (_score(3, percentage=150), "percentage: Input should be less than or equal to 100"),
        (_score(0, total=0, percentage=0), "total: Input should be greater than or equal to 1"),
        (_score(1, answers=[True]), "answers: Extra inputs are not permitted"),
        (_score(1, subtopic_id="Caching!"), "subtopic_id: String should match pattern"),
    ],
)
def test_a_malformed_score_is_refused(
    learn: TestClient, body: dict[str, Any], message: str
) -> None:
    response = learn.post("/api/quiz-scores", json=body, headers=bearer(sign_in(learn)))
    assert response.status_code == 422
    assert message in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (_score(3, total=2, percentage=100), "correct cannot be more than total"),
        (_score(1, score=2), "score must equal correct (the number of correct answers)"),
        (_score(1, percentage=75), "percentage does not match correct / total"),
    ],
)
def test_a_score_that_does_not_add_up_does_not_fit_the_quiz(
    learn: TestClient, body: dict[str, Any], message: str
) -> None:
    """JSON Schema cannot say how the fields relate, so these pass the schema and conflict with
    the quiz instead."""
    response = learn.post("/api/quiz-scores", json=body, headers=bearer(sign_in(learn)))
    assert response.status_code == 409
    assert response.json()["error"] == {"code": "score_mismatch", "message": message}


def test_a_total_that_is_not_the_quiz_length_conflicts_with_it(learn: TestClient) -> None:
    """The quiz changed since it was loaded (content is reloaded while someone answers)."""
    response = learn.post(
        "/api/quiz-scores", json=_score(3, total=5, percentage=60), headers=bearer(sign_in(learn))
    )
    assert response.status_code == 409
    assert response.json()["error"] == {
        "code": "quiz_changed",
        "message": "This quiz has 2 questions now, but the score is out of 5. "
        "Please take it again.",
    }


def test_an_unknown_lesson_is_404(learn: TestClient) -> None:
    response = learn.post(
        "/api/quiz-scores", json=_score(1, subtopic_id="nope"), headers=bearer(sign_in(learn))
    )
    assert response.status_code == 404


def test_a_tier_locked_lesson_cannot_be_scored_from_below(learn: TestClient) -> None:
    body = _score(1, subtopic_id="sharding")
    response = learn.post("/api/quiz-scores", json=body, headers=bearer(sign_in(learn, tier=0)))
    assert response.status_code == 403


def test_scores_and_progress_need_sign_in(learn: TestClient) -> None:
    assert learn.post("/api/quiz-scores", json=_score(1)).status_code == 401
    assert learn.get("/api/progress").status_code == 401
