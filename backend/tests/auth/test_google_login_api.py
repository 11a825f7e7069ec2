"""The Google sign-in redirect flow through the real app and a local OpenID provider."""

from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from sqlalchemy import select, update
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.auth.models import LoginAttempt
from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.kit.clock import utcnow
from systemcraft.main import create_app
from systemcraft.users.models import User
from tests.auth.helpers import CLIENT_STATE, bearer, fragment_of
from tests.auth.provider_server import CLIENT_ID, CLIENT_SECRET, LocalProvider, running_provider
from tests.local_client import local_client

APP_URL = "http://testserver"


@pytest.fixture
def provider() -> Iterator[LocalProvider]:
    with running_provider() as running:
        yield running


@pytest.fixture
def google_settings(settings: Settings, provider: LocalProvider) -> Settings:
    return Settings.model_validate(
        {
            **settings.model_dump(),
            "google_client_id": CLIENT_ID,
            "google_client_secret": CLIENT_SECRET,
            "oidc_issuer": provider.issuer,
            "public_url": APP_URL,
        }
    )


@pytest.fixture
def visitor(google_settings: Settings) -> Iterator[TestClient]:
    with local_client(create_app(google_settings), base_url=APP_URL) as client:
        yield client


def _start(visitor: TestClient, **extra: str) -> dict[str, str]:
    response = visitor.get(
        "/auth/google/login",
        params={"client_state": CLIENT_STATE, **extra},
        follow_redirects=False,
    )
    assert response.status_code == 302
    query = parse_qs(urlsplit(response.headers["location"]).query)
    return {key: values[0] for key, values in query.items()}


def _callback(visitor: TestClient, **params: str) -> dict[str, str]:
    response = visitor.get("/auth/google/callback", params=params, follow_redirects=False)
    assert response.status_code == 302
    assert response.headers["location"].startswith("/auth/callback#")
    return fragment_of(response.headers["location"])


def _users(settings: Settings) -> list[User]:
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:
            return list(db.scalars(select(User)))
    finally:
        engine.dispose()


def test_login_redirects_with_pkce_state_and_nonce(
    visitor: TestClient, provider: LocalProvider
) -> None:
    response = visitor.get(
        "/auth/google/login", params={"client_state": CLIENT_STATE}, follow_redirects=False
    )
    location = urlsplit(response.headers["location"])
    query = parse_qs(location.query)
    assert f"{location.scheme}://{location.netloc}{location.path}" == f"{provider.issuer}/authorize"
    assert query["response_type"] == ["code"]
    assert query["client_id"] == [CLIENT_ID]
    assert query["redirect_uri"] == [f"{APP_URL}/auth/google/callback"]
    assert query["scope"] == ["openid email profile"]
    assert query["code_challenge_method"] == ["S256"]
    assert len(query["code_challenge"][0]) == 43
    assert len(query["state"][0]) >= 43
    assert len(query["nonce"][0]) >= 43
    cookie = response.headers["set-cookie"]
    assert cookie.startswith("sc_login=")
    for attribute in ("HttpOnly", "SameSite=lax", "Path=/auth/google", "Max-Age=600"):
        assert attribute in cookie


def test_a_verified_sign_in_creates_the_user_and_a_session(
    visitor: TestClient, provider: LocalProvider, google_settings: Settings
) -> None:
    request = _start(visitor)
    provider.grant("code-ok", nonce=request["nonce"])
    session = _callback(visitor, state=request["state"], code="code-ok")
    assert session["token_type"] == "bearer"
    assert session["client_state"] == CLIENT_STATE
    user = visitor.get("/auth/user", headers=bearer(session)).json()
    assert user["email"] == "ada@example.com"
    assert user["display_name"] == "Ada Lovelace"
    assert user["photo_url"] == "https://images.example.com/ada.png"
    assert user["tier_id"] == 0
    assert [u.subject for u in _users(google_settings)] == ["google|1234567890"]


@pytest.mark.parametrize(
    ("return_to", "lands_on"),
    [("/learn/caching#read-through", "/learn/caching#read-through"), ("//evil.example", "/home")],
)
def test_sign_in_returns_to_the_page_it_started_from_on_this_site_only(
    visitor: TestClient, provider: LocalProvider, return_to: str, lands_on: str
) -> None:
    request = _start(visitor, return_to=return_to)
    provider.grant("code-back", nonce=request["nonce"])
    session = _callback(visitor, state=request["state"], code="code-back")
    assert session["return_to"] == lands_on


def test_a_returning_user_keeps_their_account_and_tier(
    visitor: TestClient, provider: LocalProvider, google_settings: Settings
) -> None:
    for code, name in [("first", "Ada"), ("second", "Ada King")]:
        request = _start(visitor)
        provider.grant(code, nonce=request["nonce"], name=name)
        _callback(visitor, state=request["state"], code=code)
    users = _users(google_settings)
    assert [(u.subject, u.display_name) for u in users] == [("google|1234567890", "Ada King")]


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"code": "c"}, "incomplete"),
        ({"state": "s"}, "incomplete"),
        ({"state": "made-up", "code": "c"}, "expired"),
        ({"error": "access_denied"}, "cancelled"),
        ({"error": "<img src=x onerror=alert(1)>"}, "login_failed"),
    ],
)
def test_a_callback_without_a_valid_state_is_refused(
    visitor: TestClient, google_settings: Settings, params: dict[str, str], message: str
) -> None:
    _start(visitor)
    # Only a code goes back to the page, never text the provider or anyone else supplied.
    assert _callback(visitor, **params) == {"error": message}
    assert _users(google_settings) == []


def test_a_state_works_once(visitor: TestClient, provider: LocalProvider) -> None:
    request = _start(visitor)
    provider.grant("code-once", nonce=request["nonce"])
    assert "access_token" in _callback(visitor, state=request["state"], code="code-once")
    replay = _callback(visitor, state=request["state"], code="code-once")
    assert replay == {"error": "expired"}


def test_a_state_from_another_browser_is_refused(
    visitor: TestClient, provider: LocalProvider, google_settings: Settings
) -> None:
    request = _start(visitor)
    provider.grant("code-stolen", nonce=request["nonce"])
    with local_client(create_app(google_settings), base_url=APP_URL) as other_visitor:
        refused = _callback(other_visitor, state=request["state"], code="code-stolen")
    assert refused == {"error": "other_browser"}
    # The attempt is spent: the rightful visitor cannot finish it either now.
    late = _callback(visitor, state=request["state"], code="code-stolen")
    assert late == {"error": "expired"}
    assert _users(google_settings) == []


@pytest.mark.parametrize(
    "claims",
    [{"nonce": "not-the-nonce-we-sent"}, {"aud": "someone-else"}, {"iss": "https://evil.test"}],
    ids=["wrong-nonce", "wrong-audience", "wrong-issuer"],
)
def test_an_id_token_that_does_not_verify_is_refused(
    visitor: TestClient,
    provider: LocalProvider,
    google_settings: Settings,
    claims: dict[str, Any],
) -> None:
    request = _start(visitor)
    provider.grant("code-bad", nonce=request["nonce"])
    signed_claims: dict[str, Any] = {"nonce": request["nonce"], **claims}
    provider.grants["code-bad"]["id_token"] = provider.id_token(**signed_claims)
    refused = _callback(visitor, state=request["state"], code="code-bad")
    assert refused == {"error": "not_confirmed"}
    assert _users(google_settings) == []


def test_a_tampered_id_token_is_refused(visitor: TestClient, provider: LocalProvider) -> None:
    request = _start(visitor)
    provider.grant("code-tampered", nonce=request["nonce"])
    header, payload, signature = provider.grants["code-tampered"]["id_token"].split(".")
    provider.grants["code-tampered"]["id_token"] = f"{header}.{payload}.{signature[::-1]}"
    refused = _callback(visitor, state=request["state"], code="code-tampered")
    assert refused == {"error": "not_confirmed"}


def test_a_code_used_twice_is_refused(visitor: TestClient, provider: LocalProvider) -> None:
    first = _start(visitor)
    provider.grant("code-twice", nonce=first["nonce"])
    assert "access_token" in _callback(visitor, state=first["state"], code="code-twice")
    second = _start(visitor)
    refused = _callback(visitor, state=second["state"], code="code-twice")
    assert refused == {"error": "not_confirmed"}


def test_a_slow_sign_in_expires(
    visitor: TestClient, provider: LocalProvider, google_settings: Settings
) -> None:
    request = _start(visitor)
    provider.grant("code-slow", nonce=request["nonce"])
    engine = create_db_engine(google_settings.database_url)
    try:
        with Session(engine) as db:
            db.execute(update(LoginAttempt).values(expires_at=utcnow() - timedelta(seconds=1)))
            db.commit()
    finally:
        engine.dispose()
    refused = _callback(visitor, state=request["state"], code="code-slow")
    assert refused == {"error": "expired"}


def test_google_sign_in_is_announced_when_configured(visitor: TestClient) -> None:
    assert visitor.get("/auth/config").json() == {"google": True, "dev_login": True}
