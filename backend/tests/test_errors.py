import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.local_client import local_client


@pytest.mark.parametrize("method", ["GET", "POST", "DELETE"])
@pytest.mark.parametrize("path", ["/api/nope", "/api", "/api/waitlist/extra", "/auth/unknown"])
def test_unknown_server_paths_get_a_json_404_not_the_app(
    web_client: TestClient, method: str, path: str
) -> None:
    response = web_client.request(method, path)
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == "not_found"
    assert path in response.json()["error"]["message"]


def test_a_wrong_method_on_a_real_route_is_a_json_405(web_client: TestClient) -> None:
    response = web_client.get("/api/waitlist")
    assert response.status_code == 405
    assert response.json() == {
        "error": {"code": "method_not_allowed", "message": "Method Not Allowed"}
    }


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("OPTIONS", "/api/designs/url-shortener", "GET, PUT"),
        ("DELETE", "/api/submissions", "GET, POST"),
        ("PATCH", "/api/waitlist", "POST"),
    ],
)
def test_a_405_names_every_method_the_path_takes(
    web_client: TestClient, method: str, path: str, allowed: str
) -> None:
    """Two routes on one path (a GET and a PUT): the answer named only the first one's."""
    response = web_client.request(method, path)
    assert response.status_code == 405
    assert response.headers["allow"] == allowed


def test_validation_errors_use_the_same_shape_and_say_what_is_wrong(web_client: TestClient) -> None:
    response = web_client.post("/api/waitlist", json={})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "validation_error"
    assert error["message"] == "Invalid request: email: Field required"
    assert error["details"][0]["loc"] == ["body", "email"]


def test_malformed_json_is_a_422_not_a_500(web_client: TestClient) -> None:
    response = web_client.post(
        "/api/waitlist", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert "not valid JSON" in response.json()["error"]["message"]


def test_an_unexpected_exception_is_a_json_500_without_internals(app: FastAPI) -> None:
    """Runs on both databases: the handler must not depend on a database error type."""

    @app.get("/api/explode")
    def explode() -> None:
        raise RuntimeError("secret internals")

    with local_client(app, raise_server_exceptions=False) as client:
        response = client.get("/api/explode")
    assert response.status_code == 500
    assert response.json() == {
        "error": {"code": "internal_error", "message": "Something went wrong on our side."}
    }
    assert "secret" not in response.text
