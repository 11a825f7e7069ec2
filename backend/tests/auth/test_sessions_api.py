"""Sessions over the real API on SQLite and PostgreSQL: rotation, reuse, sign-out, tiers."""

import logging
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.app_services import services_of
from systemcraft.auth.dependencies import TierThreeUser
from systemcraft.auth.models import AuthSession
from systemcraft.auth.sessions import UnauthorizedError, rotate_refresh_token
from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.kit.clock import utcnow
from systemcraft.users.models import User
from tests.auth.helpers import bearer, end_reuse_grace, refresh, sign_in
from tests.local_client import local_client


def test_sign_in_returns_a_complete_session(client: TestClient) -> None:
    session = sign_in(client, "Ada Lovelace", tier=2)
    assert set(session) == {
        "access_token",
        "refresh_token",
        "expires_in",
        "expires_at",
        "token_type",
        "return_to",
    }
    assert session["token_type"] == "bearer"
    assert session["return_to"] == "/home"
    assert session["expires_in"] == "3600"
    user = client.get("/auth/user", headers=bearer(session))
    assert user.status_code == 200
    assert user.json() == {
        "id": user.json()["id"],
        "email": "ada-lovelace@dev.systemcraft.local",
        "display_name": "Ada Lovelace",
        "photo_url": None,
        "tier_id": 2,
        "capabilities": {"practice": True, "coach": False, "simulate": True},
    }


@pytest.mark.parametrize(
    ("tier", "practice", "coach", "simulate"),
    [(0, True, False, False), (1, True, False, True), (3, True, True, True)],
)
def test_the_user_says_what_its_tier_may_do(
    client: TestClient, tier: int, practice: bool, coach: bool, simulate: bool
) -> None:
    """The front end shows the coach, Run Assessment or Submit Design from these, never from
    the tier number; a refreshed session's user carries them too."""
    session = sign_in(client, "Ada", tier=tier)
    expected = {"practice": practice, "coach": coach, "simulate": simulate}
    assert client.get("/auth/user", headers=bearer(session)).json()["capabilities"] == expected
    status, refreshed = refresh(client, session["refresh_token"])
    assert status == 200
    assert isinstance(user := refreshed["user"], dict)
    assert user["capabilities"] == expected


def test_the_user_endpoint_needs_a_valid_bearer_token(client: TestClient) -> None:
    missing = client.get("/auth/user")
    assert missing.status_code == 401
    assert missing.headers["www-authenticate"] == "Bearer"
    assert missing.json()["error"]["code"] == "unauthorized"
    garbage = client.get("/auth/user", headers={"Authorization": "Bearer not.a.jwt"})
    assert garbage.status_code == 401


def test_refresh_rotates_and_a_replayed_token_revokes_the_family(
    client: TestClient, settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    first = sign_in(client)
    tokens = [first["refresh_token"]]
    for _ in range(3):
        status, body = refresh(client, tokens[-1])
        assert status == 200
        assert body["refresh_token"] not in tokens
        tokens.append(str(body["refresh_token"]))
    latest_access = str(body["access_token"])
    assert client.get("/auth/user", headers=bearer({"access_token": latest_access})).is_success

    security = logging.getLogger("systemcraft.security")
    security.addHandler(caplog.handler)
    end_reuse_grace(settings.database_url)
    try:
        status, body = refresh(client, tokens[0])
    finally:
        security.removeHandler(caplog.handler)
    assert status == 401
    assert "refresh token reuse detected" in caplog.text

    # Every token of the family is now dead: the newest refresh token and access token too.
    for token in tokens:
        assert refresh(client, token)[0] == 401
    revoked = client.get("/auth/user", headers=bearer({"access_token": latest_access}))
    assert revoked.status_code == 401


def test_a_reused_token_does_not_touch_other_sign_ins(
    client: TestClient, settings: Settings
) -> None:
    laptop, phone = sign_in(client), sign_in(client)
    assert refresh(client, laptop["refresh_token"])[0] == 200
    end_reuse_grace(settings.database_url)
    assert refresh(client, laptop["refresh_token"])[0] == 401
    assert refresh(client, phone["refresh_token"])[0] == 200


def test_concurrent_refreshes_of_one_token_keep_the_user_signed_in(
    client: TestClient, settings: Settings, app: FastAPI
) -> None:
    """Two tabs or a retried request refreshing at once: the racer gets working tokens too,
    once, and no copy signs the user out by revoking the winner's new tokens."""
    session = sign_in(client)
    token = session["refresh_token"]
    engine = create_db_engine(settings.database_url)

    def attempt() -> str | None:
        with Session(engine) as db:
            try:
                issued = rotate_refresh_token(db, token, services_of(app).auth.signer)
                db.commit()
            except UnauthorizedError:
                return None
            return issued.access_token

    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            outcomes = list(pool.map(lambda _: attempt(), range(4)))
    finally:
        engine.dispose()
    issued = [access for access in outcomes if access is not None]
    assert len(issued) == 2  # the rotation, and one grace reuse; the rest are refused
    for access_token in issued:
        user = client.get("/auth/user", headers=bearer({"access_token": access_token}))
        assert user.is_success


def test_a_grace_reuse_is_granted_once(client: TestClient) -> None:
    """A copy stolen and replayed inside the grace window gets at most one pair of tokens."""
    token = sign_in(client)["refresh_token"]
    first_status, first = refresh(client, token)
    second_status, second = refresh(client, token)
    assert (first_status, second_status) == (200, 200)
    assert refresh(client, token)[0] == 401
    for body in (first, second):
        user = client.get("/auth/user", headers=bearer({"access_token": str(body["access_token"])}))
        assert user.is_success  # refusing the third copy did not end the session


def test_sign_out_ends_the_session_at_once(client: TestClient) -> None:
    session = sign_in(client)
    assert client.post("/auth/signout", headers=bearer(session)).status_code == 204
    assert client.get("/auth/user", headers=bearer(session)).status_code == 401
    assert refresh(client, session["refresh_token"])[0] == 401
    assert client.post("/auth/signout").status_code == 401


def test_a_session_past_its_absolute_lifetime_cannot_refresh(
    client: TestClient, settings: Settings
) -> None:
    session = sign_in(client)
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:
            db.execute(update(AuthSession).values(expires_at=utcnow() - timedelta(seconds=1)))
            db.commit()
    finally:
        engine.dispose()
    assert refresh(client, session["refresh_token"])[0] == 401
    assert client.get("/auth/user", headers=bearer(session)).status_code == 401


@pytest.mark.parametrize("body", [{}, {"refresh_token": "short"}, {"refresh_token": 42}])
def test_a_malformed_refresh_request_is_a_422(client: TestClient, body: object) -> None:
    response = client.post("/auth/token/refresh", json=body)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "validation_error"


def test_an_unknown_refresh_token_is_a_401(client: TestClient) -> None:
    assert refresh(client, "x" * 43)[0] == 401


def test_require_tier_lets_only_high_enough_tiers_through(app: FastAPI) -> None:
    @app.get("/api/tier-three-only")
    def tier_three_only(user: TierThreeUser) -> dict[str, int]:
        assert isinstance(user, User)
        return {"tier": user.tier_id}

    with local_client(app) as client:
        low, high = sign_in(client, "Low", tier=2), sign_in(client, "High", tier=3)
        forbidden = client.get("/api/tier-three-only", headers=bearer(low))
        allowed = client.get("/api/tier-three-only", headers=bearer(high))
        anonymous = client.get("/api/tier-three-only")
    assert forbidden.status_code == 403
    assert forbidden.json()["error"] == {
        "code": "forbidden",
        "message": "This requires a Tier 3+ subscription.",
    }
    assert allowed.json() == {"tier": 3}
    assert anonymous.status_code == 401
