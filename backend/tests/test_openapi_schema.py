"""The OpenAPI schema the client is generated from says what each route takes and answers:
sign-in where it is needed and optional where a visitor may call, the one error shape for a
422, and a redirect where sign-in redirects."""

from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.kit.strict_json import STORABLE_TEXT

BEARER: dict[str, list[str]] = {"HTTPBearer": []}
VISITOR_OR_BEARER = [BEARER, {}]


@pytest.fixture
def schema(web_client: TestClient) -> dict[str, Any]:
    document: dict[str, Any] = web_client.get("/api/openapi.json").json()
    return document


def _operations(schema: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        f"{method.upper()} {path}": operation
        for path, item in schema["paths"].items()
        for method, operation in item.items()
    }


@pytest.mark.parametrize(
    ("operation", "security"),
    [
        ("GET /api/content/{subtopic_id}", VISITOR_OR_BEARER),
        ("GET /api/quizzes/{subtopic_id}", VISITOR_OR_BEARER),
        ("GET /api/practice-problems/{problem_id}", VISITOR_OR_BEARER),
        ("GET /auth/user", [BEARER]),
        ("POST /auth/signout-everywhere", [BEARER]),
        ("GET /api/topics", None),
    ],
)
def test_sign_in_is_declared_as_each_route_needs_it(
    schema: dict[str, Any], operation: str, security: list[dict[str, Any]] | None
) -> None:
    assert _operations(schema)[operation].get("security") == security
    assert list(schema["components"]["securitySchemes"]) == ["HTTPBearer"]


def test_every_422_is_the_one_error_shape(schema: dict[str, Any]) -> None:
    error = {"$ref": "#/components/schemas/ErrorResponse"}
    answers = {
        name: operation["responses"]["422"]["content"]["application/json"]["schema"]
        for name, operation in _operations(schema).items()
        if "422" in operation["responses"]
    }
    assert answers
    assert {name: body for name, body in answers.items() if body != error} == {}
    assert "HTTPValidationError" not in schema["components"]["schemas"]


@pytest.mark.parametrize("operation", ["GET /auth/dev-login", "GET /auth/google/login"])
def test_sign_in_answers_with_a_redirect(schema: dict[str, Any], operation: str) -> None:
    responses = _operations(schema)[operation]["responses"]
    assert "200" not in responses
    assert "content" not in responses["302"]
    assert "Location" in responses["302"]["headers"]


def test_every_free_text_says_it_holds_no_nul(schema: dict[str, Any]) -> None:
    """What strict_json refuses in any text, the schema says: each string with no pattern,
    format, enum or const of its own is declared without NUL."""
    pending: list[Any] = [schema]
    free = 0
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            if item.get("type") == "string" and not {"format", "enum", "const"} & set(item):
                assert "pattern" in item, item
                free += item["pattern"] == STORABLE_TEXT
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    assert free > 20


def test_optional_parameters_are_left_out_not_null(schema: dict[str, Any]) -> None:
    """No header, query or path can carry a null: an optional one is simply not sent."""
    for operation in _operations(schema).values():
        for parameter in operation.get("parameters", []):
            assert {"type": "null"} not in parameter["schema"].get("anyOf", []), parameter
