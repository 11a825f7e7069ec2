"""Input PostgreSQL cannot store, refused with a 422 on both databases before it reaches one:
NUL characters, unpaired surrogates, NaN and Infinity, numbers past any float, absurd nesting.
Before these checks PostgreSQL answered 500, or 200 while storing nothing."""

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design

JSON = {"content-type": "application/json"}


def assert_refused(response: Any, *reasons: str) -> None:
    assert response.status_code == 422, response.text
    error = response.json()["error"]
    assert error["code"] == "validation_error"
    assert any(reason in error["message"] for reason in reasons), error["message"]


@pytest.mark.parametrize(
    "path",
    ["/api/content/a%00b", "/api/quizzes/a%00b", "/api/practice-problems/a%00b", "/api/x%00"],
)
def test_a_nul_in_the_address_is_a_422_for_visitors(client: TestClient, path: str) -> None:
    assert_refused(client.get(path), "NUL")


def test_a_nul_in_the_query_is_a_422(client: TestClient) -> None:
    session = sign_in(client, "Ada", tier=1)
    response = client.get("/api/submissions?problem_id=a%00b", headers=bearer(session))
    assert_refused(response, "NUL")


def test_a_nul_in_a_json_string_is_a_422(client: TestClient) -> None:
    body = b'{"email": "ada\\u0000@example.com"}'
    assert_refused(client.post("/api/waitlist", content=body, headers=JSON), "NUL")
    assert client.post("/api/waitlist", json={"email": "ada@example.com"}).status_code == 202


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999", "1" * 40])
def test_numbers_json_cannot_carry_are_a_422(client: TestClient, number: str) -> None:
    session = sign_in(client, "Ada", tier=0)
    body = f'{{"subtopic_id": "caching", "answers": [true, {number}]}}'.encode()
    response = client.post("/api/quiz-scores", content=body, headers={**JSON, **bearer(session)})
    assert_refused(response, "number")


def test_a_chat_message_with_a_nul_is_refused_not_silently_dropped(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    body = b'{"message": "What is a cache?\\u0000", "session_id": "1732190000000-k3j9x2"}'
    response = curriculum_client.post(
        "/api/chat", content=body, headers={**JSON, **bearer(session)}
    )
    assert_refused(response, "NUL")


@pytest.mark.parametrize(
    "body",
    [b"[" * 5000 + b"]" * 5000, b'{"a":' * 100 + b"1" + b"}" * 100, b"\xff\xfe{}", b"{"],
)
def test_deep_nesting_bad_utf8_and_broken_json_are_a_422(client: TestClient, body: bytes) -> None:
    response = client.post("/api/waitlist", content=body, headers=JSON)
    assert_refused(response, "not valid JSON")


def test_the_analyzer_refuses_unstorable_documents_with_its_own_400(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    text = json.dumps(bare_design()).replace('"Client"', '"Client\\u0000"')
    response = curriculum_client.post(
        "/api/analyze", content=text.encode(), headers={**JSON, **bearer(session)}
    )
    assert response.status_code == 400
    assert "NUL" in response.json()["error"]["message"]


def test_a_body_of_more_lists_than_any_design_holds_is_refused_unparsed(
    client: TestClient,
) -> None:
    """Parsing 660,000 empty lists held the interpreter for a tenth of a second, which every
    other request waited through; no valid design holds a third as many objects and lists."""
    session = sign_in(client, "Ada", tier=1)
    body = b'{"design": [' + b"[]," * 660_000 + b"0]}"
    response = client.put(
        "/api/designs/url-shortener", content=body, headers={**JSON, **bearer(session)}
    )
    assert_refused(response, "more than 200,000 objects and lists")


@pytest.mark.parametrize("path", ["/api/submissions", "/api/chat"])
def test_an_integer_too_long_to_read_in_an_ignored_field_is_a_422_that_says_so(
    curriculum_client: TestClient, path: str
) -> None:
    """Python reads no integer past 4,300 digits; the parser that lets ignored fields hold any
    number answered FastAPI's generic 400 for it."""
    session = sign_in(curriculum_client, "Ada", tier=3)
    document = {**bare_design(), "ignored": 0}
    body = json.dumps(document).replace('"ignored": 0', '"ignored": ' + "7" * 5000)
    if path == "/api/chat":
        body = f'{{"message": "Hi", "session_id": "1732190000000-k3j9x2", "design": {body}}}'
    response = curriculum_client.post(
        path, content=body.encode(), headers={**JSON, **bearer(session)}
    )
    assert_refused(response, "digits")
