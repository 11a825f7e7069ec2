from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.curriculum.loading.errors import ContentError
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.curriculum.factory import load_content, write_problem
from tests.local_client import local_client


@pytest.fixture
def practice(settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    content = tmp_path / "content"
    write_problem(content, "url-shortener", "Easy", tier=1)
    write_problem(content, "video-streaming", "Hard", tier=2)
    write_problem(content, "chat-app", "Medium", tier=1)
    load_content(settings.database_url, content)
    with local_client(create_app(settings)) as client:
        yield client


def test_the_playground_list_is_open_to_visitors(practice: TestClient) -> None:
    """The list shows what a card shows; the requirements come only with the gated detail."""
    response = practice.get("/api/practice-problems")
    assert response.status_code == 200
    problems = response.json()["problems"]
    assert [p["id"] for p in problems] == ["url-shortener", "chat-app", "video-streaming"]
    assert problems[0] == {
        "id": "url-shortener",
        "title": "Design Url Shortener",
        "description": "Build it.",
        "difficulty": "Easy",
        "estimatedTime": "45 mins",
        "companies": ["Google", "Amazon", "Meta"],
        "tags": ["caching", "databases"],
        "required_tier_id": 1,
        "practice_tier": 1,
    }
    assert problems[2]["practice_tier"] == 2
    etag = response.headers["etag"]
    cached = practice.get("/api/practice-problems", headers={"If-None-Match": etag})
    assert cached.status_code == 304


def test_the_catalogue_has_the_catalogue_fields(practice: TestClient) -> None:
    problems = practice.get("/api/problems").json()["problems"]
    assert set(problems[0]) == {
        "id",
        "title",
        "description",
        "difficulty",
        "requirements",
        "tags",
        "practice",
    }
    assert len(problems) == 3


def test_one_problem_needs_its_tier(practice: TestClient) -> None:
    tier_one, tier_two = sign_in(practice, "One", tier=1), sign_in(practice, "Two", tier=2)
    assert practice.get("/api/practice-problems/url-shortener", headers=bearer(tier_one)).is_success
    refused = practice.get("/api/practice-problems/video-streaming", headers=bearer(tier_one))
    assert refused.status_code == 403
    assert refused.json()["error"]["message"] == "This problem requires a higher tier subscription."
    allowed = practice.get("/api/practice-problems/video-streaming", headers=bearer(tier_two))
    assert allowed.json()["estimatedTime"] == "45 mins"


@pytest.mark.parametrize("tier", [None, 0])
def test_visitors_and_tier_zero_cannot_open_a_problem(
    practice: TestClient, tier: int | None
) -> None:
    headers = bearer(sign_in(practice, "Zero", tier=0)) if tier is not None else {}
    response = practice.get("/api/practice-problems/url-shortener", headers=headers)
    assert response.status_code == 403


def test_a_free_problem_opens_to_every_account_but_not_to_visitors(
    settings: Settings, tmp_path: Path
) -> None:
    """The card's action and the workspace follow one rule: a tier-0 problem needs an account."""
    write_problem(tmp_path / "content", "warm-up", tier=0)
    load_content(settings.database_url, tmp_path / "content")
    with local_client(create_app(settings)) as client:
        [summary] = client.get("/api/practice-problems").json()["problems"]
        path = "/api/practice-problems/warm-up"
        visitor = client.get(path)
        tier_zero = client.get(path, headers=bearer(sign_in(client, "Zero", tier=0)))
    assert (summary["required_tier_id"], summary["practice_tier"]) == (0, 0)
    assert visitor.status_code == 403
    assert tier_zero.status_code == 200


def test_an_unknown_problem_is_404(practice: TestClient) -> None:
    response = practice.get(
        "/api/practice-problems/nope", headers=bearer(sign_in(practice, tier=3))
    )
    assert response.status_code == 404
    assert response.json()["error"]["message"] == "No practice problem has the id 'nope'."


def test_problem_mistakes_are_reported(tmp_path: Path) -> None:
    path = write_problem(tmp_path, "good")
    path.rename(tmp_path / "problems" / "renamed.yaml")
    bad = write_problem(tmp_path, "bad")
    bad.write_text(bad.read_text().replace("difficulty: Easy", "difficulty: Trivial"))
    with pytest.raises(ContentError) as caught:
        read_curriculum(tmp_path)
    assert [str(p) for p in caught.value.problems] == [
        "problems/bad.yaml:5: difficulty: Input should be 'Easy', 'Medium' or 'Hard'",
        "problems/renamed.yaml:1: id 'good' must match the file name 'renamed'",
    ]
