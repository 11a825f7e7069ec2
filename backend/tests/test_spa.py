import pytest
from starlette.testclient import TestClient

from tests.conftest import HASHED_ASSET, INDEX_HTML


@pytest.mark.parametrize(
    "path", ["/", "/home", "/learn", "/practice/url-shortener", "/auth/callback", "/no/such/page"]
)
def test_client_routes_fall_back_to_the_app_shell(web_client: TestClient, path: str) -> None:
    response = web_client.get(path)
    assert response.status_code == 200
    assert response.content == INDEX_HTML
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    assert response.headers["cache-control"] == "no-cache"


def test_the_shell_revalidates_cheaply_with_its_etag(web_client: TestClient) -> None:
    etag = web_client.get("/learn").headers["etag"]
    response = web_client.get("/pricing", headers={"If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""


def test_hashed_assets_are_cached_forever(web_client: TestClient) -> None:
    response = web_client.get(f"/{HASHED_ASSET}")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "javascript" in response.headers["content-type"]


def test_unhashed_public_files_are_revalidated(web_client: TestClient) -> None:
    response = web_client.get("/favicon.svg")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "no-cache"


def test_a_missing_asset_is_a_404_not_the_shell(web_client: TestClient) -> None:
    response = web_client.get("/assets/index-deadbeef.js")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("path", ["/..%2f..%2fetc/passwd", "/assets/..%2f..%2f..%2fetc/passwd"])
def test_paths_cannot_escape_the_build_folder(web_client: TestClient, path: str) -> None:
    response = web_client.get(path)
    assert b"root:" not in response.content


def test_writes_to_client_routes_are_refused(web_client: TestClient) -> None:
    response = web_client.post("/learn")
    assert response.status_code == 405
    assert response.json()["error"]["code"] == "method_not_allowed"
