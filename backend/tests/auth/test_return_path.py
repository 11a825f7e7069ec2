"""After signing in, back to the page sign-in started from, on this site only."""

import pytest
from starlette.testclient import TestClient

from systemcraft.auth.return_path import safe_return_path
from tests.auth.helpers import CLIENT_STATE, fragment_of


@pytest.mark.parametrize(
    "path",
    ["/home", "/practice/url-shortener", "/learn/caching?tab=quiz#read-through", "/problems"],
)
def test_a_page_of_this_site_is_kept(path: str) -> None:
    assert safe_return_path(path) == path


@pytest.mark.parametrize(
    "path",
    [
        None,
        "",
        "https://evil.example/home",
        "//evil.example",
        "//evil.example/learn",
        "/\\evil.example",
        "\\\\evil.example",
        "javascript:alert(1)",
        "learn/caching",
        "/learn\n/x",
        "/learn caching",
        "/auth/callback",
        "/" + "a" * 600,
    ],
)
def test_anything_else_goes_home(path: str | None) -> None:
    assert safe_return_path(path) == "/home"


@pytest.mark.parametrize(
    ("return_to", "lands_on"),
    [
        ("/learn/caching", "/learn/caching"),
        ("https://evil.example/", "/home"),
        ("//evil.example", "/home"),
        (None, "/home"),
    ],
)
def test_development_sign_in_echoes_the_checked_path(
    client: TestClient, return_to: str | None, lands_on: str
) -> None:
    query = {"name": "Ada", "client_state": CLIENT_STATE}
    if return_to is not None:
        query["return_to"] = return_to
    response = client.get("/auth/dev-login", params=query, follow_redirects=False)
    assert response.status_code == 302
    assert fragment_of(response.headers["location"])["return_to"] == lands_on
