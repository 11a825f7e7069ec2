"""Small factories for sign-in tests: real users, real sessions, through the real app."""

from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

from sqlalchemy import update
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.auth.models import RefreshToken
from systemcraft.auth.sessions import REUSE_GRACE
from systemcraft.db.engine import create_db_engine
from systemcraft.kit.clock import utcnow


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


def end_reuse_grace(database_url: str) -> None:
    """Moves every rotation back past the grace window, as if the replay came later."""
    engine = create_db_engine(database_url)
    try:
        with Session(engine) as db:
            earlier = utcnow() - REUSE_GRACE - timedelta(seconds=1)
            db.execute(
                update(RefreshToken)
                .where(RefreshToken.used_at.is_not(None))
                .values(used_at=earlier)
            )
            db.commit()
    finally:
        engine.dispose()
