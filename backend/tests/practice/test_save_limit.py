"""Saves of designs are limited per account, counted before the body is read."""

from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.local_client import local_client

EMPTY_CANVAS: dict[str, list[object]] = {"widgets": [], "connections": []}
SAVE = "/api/designs/url-shortener"


def test_saves_past_the_limit_are_refused_before_their_body_is_read(
    curriculum_settings: Settings,
) -> None:
    """A save past the account's limit is a 429 whatever its body holds, so that saves sent in
    parallel cannot keep the work gate's places busy parsing what is refused anyway."""
    settings = curriculum_settings.model_copy(update={"design_save_rate_limit": "2/minute"})
    client: TestClient
    with local_client(create_app(settings)) as client:
        session = bearer(sign_in(client, "Ada", tier=1))
        saved = [
            client.put(SAVE, json={"design": EMPTY_CANVAS}, headers=session).status_code
            for _ in range(2)
        ]
        unreadable = client.put(
            SAVE,
            content=b'{"design": [' + b"[]," * 10 + b"not json",
            headers={**session, "content-type": "application/json"},
        )
        other = bearer(sign_in(client, "Grace", tier=1))
        theirs = client.put(SAVE, json={"design": EMPTY_CANVAS}, headers=other)
    assert saved == [200, 200]
    assert unreadable.status_code == 429, unreadable.text
    assert unreadable.json()["error"]["code"] == "rate_limited"
    assert theirs.status_code == 200  # each account has its own count
