import pytest
from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in


def test_topics_list_every_lesson_in_order(learn: TestClient) -> None:
    response = learn.get("/api/topics")
    assert response.status_code == 200
    topics = response.json()["topics"]
    assert [(t["id"], t["order"], t["icon"]) for t in topics] == [
        ("basics", 1, "layers"),
        ("data", 2, "layers"),
    ]
    assert topics[0]["subtopics"] == [
        {
            "id": "caching",
            "title": "Caching",
            "order": 1,
            "required_tier_id": 0,
            "open_to_visitors": True,
        },
        {
            "id": "queues",
            "title": "Queues",
            "order": 2,
            "required_tier_id": 0,
            "open_to_visitors": True,
        },
    ]
    assert topics[1]["subtopics"][0]["required_tier_id"] == 1
    # The sidebar marks this lesson with its tier because the policy says visitors cannot read it.
    assert topics[1]["subtopics"][0]["open_to_visitors"] is False


def test_topics_revalidate_with_a_304(learn: TestClient) -> None:
    first = learn.get("/api/topics")
    etag = first.headers["etag"]
    assert first.headers["cache-control"] == "public, no-cache"
    again = learn.get("/api/topics", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.content == b""


def test_a_lesson_has_its_sections(learn: TestClient) -> None:
    response = learn.get("/api/content/caching")
    assert response.status_code == 200
    lesson = response.json()
    assert lesson["title"] == "Caching"
    assert lesson["topic_title"] == "Basics"
    assert [s["type"] for s in lesson["sections"]] == [
        "text",
        "text",
        "highlight",
        "table",
        "diagram",
        "image",
    ]
    etag = response.headers["etag"]
    assert learn.get("/api/content/caching", headers={"If-None-Match": etag}).status_code == 304


def test_unknown_lessons_and_quizzes_are_404(learn: TestClient) -> None:
    for path in ("/api/content/nope", "/api/quizzes/nope"):
        response = learn.get(path)
        assert response.status_code == 404
        assert response.json()["error"]["message"] == "No lesson has the id 'nope'."


@pytest.mark.parametrize("path", ["/api/content/sharding", "/api/quizzes/sharding"])
def test_a_tier_one_lesson_is_403_below_tier_one(learn: TestClient, path: str) -> None:
    guest = learn.get(path)
    free = learn.get(path, headers=bearer(sign_in(learn, "Free", tier=0)))
    paid = learn.get(path, headers=bearer(sign_in(learn, "Paid", tier=1)))
    for refused in (guest, free):
        assert refused.status_code == 403
        assert refused.json()["error"] == {
            "code": "forbidden",
            "message": "This content requires a higher tier subscription.",
        }
    assert paid.status_code == 200
    assert paid.headers["cache-control"] == "private, no-cache"


def test_a_quiz_has_its_questions_and_choices(learn: TestClient) -> None:
    quiz = learn.get("/api/quizzes/caching").json()
    assert quiz["subtopic_id"] == "caching"
    first = quiz["questions"][0]
    assert first == {
        "id": "caching-q1",
        "question_text": "What does a cache trade for speed?",
        "explanation": "Cached copies can be stale.",
        "question_choices": [
            {"id": "caching-q1-a", "choice_text": "Freshness", "is_correct": True},
            {"id": "caching-q1-b", "choice_text": "Nothing", "is_correct": False},
        ],
    }
    assert quiz["questions"][1]["explanation"] is None


def test_a_lesson_without_a_quiz_has_no_questions(learn: TestClient) -> None:
    assert learn.get("/api/quizzes/queues").json() == {"subtopic_id": "queues", "questions": []}


def test_lesson_images_are_served_from_content_assets(learn: TestClient) -> None:
    image = learn.get("/lesson-assets/cache.svg")
    assert image.status_code == 200
    assert image.headers["content-type"].startswith("image/svg+xml")
    assert learn.get("/lesson-assets/missing.svg").status_code == 404
    assert learn.get("/lesson-assets/..%2F..%2Fetc%2Fpasswd").status_code == 404
