"""/api/search-index: the text the course search looks through, per tier."""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.curriculum.factory import load_content, sample_tree, write_problem
from tests.local_client import local_client


@pytest.fixture
def client(settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    content = sample_tree(tmp_path / "content")
    write_problem(content, "url-shortener")
    load_content(settings.database_url, content)
    configured = Settings.model_validate({**settings.model_dump(), "content_dir": content})
    with local_client(create_app(configured)) as client:
        yield client


def _lessons(body: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {lesson["id"]: lesson for lesson in body["lessons"]}


def test_a_visitor_gets_every_section_in_words_under_its_heading(client: TestClient) -> None:
    response = client.get("/api/search-index")
    assert response.status_code == 200
    lessons = _lessons(response.json())
    assert list(lessons) == ["caching", "queues", "sharding"]
    caching = lessons["caching"]
    assert (caching["title"], caching["topic_title"], caching["locked"]) == (
        "Caching",
        "Basics",
        False,
    )
    assert [(s["index"], s["heading"]) for s in caching["sections"]] == [
        (0, ""),
        (1, "Where a cache sits"),
        (2, "Where a cache sits"),
        (3, "Where a cache sits"),
        (4, "Where a cache sits"),
        (5, "Where a cache sits"),
    ]
    texts = [section["text"] for section in caching["sections"]]
    assert texts[0] == "Caches keep hot data close to where it is needed."
    assert texts[1] == "A cache sits between the service and the database."
    assert texts[2] == "Cache what is read often and changes rarely."
    assert texts[3] == "Layer Typical latency Memory 100 ns SSD 100 us"
    # A diagram is found by its caption, not by its source.
    assert texts[4] == "Read path with a cache"
    assert texts[5] == "A cache beside a database Cache-aside"


def test_a_lesson_above_the_readers_tier_is_listed_without_its_text(client: TestClient) -> None:
    visitor = client.get("/api/search-index")
    sharding = _lessons(visitor.json())["sharding"]
    assert (sharding["locked"], sharding["required_tier_id"], sharding["sections"]) == (
        True,
        1,
        [],
    )
    assert b"Caches keep hot data" not in visitor.content.split(b'"sharding"')[1]
    assert visitor.headers["cache-control"] == "public, no-cache"
    free = client.get("/api/search-index", headers=bearer(sign_in(client, "Free", tier=0)))
    assert free.json() == visitor.json()


def test_a_reader_of_that_tier_gets_its_text_in_a_private_copy(client: TestClient) -> None:
    response = client.get("/api/search-index", headers=bearer(sign_in(client, "Paid", tier=1)))
    sharding = _lessons(response.json())["sharding"]
    assert sharding["locked"] is False
    assert sharding["sections"][1]["text"] == "A cache sits between the service and the database."
    assert response.headers["cache-control"] == "private, no-cache"
    assert response.headers["etag"] != client.get("/api/search-index").headers["etag"]


def test_problems_are_found_by_title_and_description(client: TestClient) -> None:
    problems = client.get("/api/search-index").json()["problems"]
    assert problems == [
        {
            "id": "url-shortener",
            "title": "Design Url Shortener",
            "description": "Build it.",
            "practice": True,
        }
    ]


def test_the_index_revalidates_with_a_304(client: TestClient) -> None:
    first = client.get("/api/search-index")
    again = client.get("/api/search-index", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
    assert again.content == b""
