"""Small factories for sign-in tests: real users, real sessions, through the real app."""

from urllib.parse import parse_qs, urlsplit

from starlette.testclient import TestClient


def fragment_of(location: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(location).fragment).items()}


# What a browser tab keeps in sessionStorage when it starts sign-in.
CLIENT_STATE = "tab-state-0123456789abcdef"


def sign_in(client: TestClient, name: str = "Ada", tier: int = 0) -> dict[str, str]:
    """Signs in through development sign-in and returns the session from the redirect."""
    response = client.get(
        "/auth/dev-login",
        params={"name": name, "tier": tier, "client_state": CLIENT_STATE},
        follow_redirects=False,
    )
    assert response.status_code == 302, response.text
    assert response.headers["location"].startswith("/auth/callback#")
    session = fragment_of(response.headers["location"])
    assert session.pop("client_state") == CLIENT_STATE
    return session


def bearer(session: dict[str, str]) -> dict[str, str]:
    return {"Authorization": f"Bearer {session['access_token']}"}


def refresh(client: TestClient, refresh_token: str) -> tuple[int, dict[str, object]]:
    response = client.post("/auth/token/refresh", json={"refresh_token": refresh_token})
    body: dict[str, object] = response.json()
    return response.status_code, body
