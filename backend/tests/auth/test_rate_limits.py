from collections.abc import Callable
from pathlib import Path

import pytest

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import CLIENT_STATE, bearer, sign_in
from tests.designs import bare_design
from tests.live_server import free_port, live_server
from tests.local_client import local_client
from tests.shared_redis import REDIS_URL, redis_key_prefix

SettingsWith = Callable[..., Settings]


@pytest.fixture
def settings_with(sqlite_url: str, tmp_path: Path, spa_dist: Path) -> SettingsWith:
    """Settings over a migrated SQLite database, with these limits."""

    def make(**overrides: object) -> Settings:
        return Settings(
            database_url=sqlite_url,
            frontend_dist=spa_dist,
            data_dir=tmp_path,
            auth_dev_login=True,
            **overrides,  # type: ignore[arg-type]
        )

    return make


def test_refresh_is_limited_with_a_clear_429(settings_with: SettingsWith) -> None:
    settings = settings_with(refresh_rate_limit="3/minute")
    with local_client(create_app(settings)) as client:
        statuses = [
            client.post("/auth/token/refresh", json={"refresh_token": "y" * 43}).status_code
            for _ in range(4)
        ]
        limited = client.post("/auth/token/refresh", json={"refresh_token": "y" * 43})
    assert statuses == [401, 401, 401, 429]
    assert limited.status_code == 429
    assert limited.json()["error"]["code"] == "rate_limited"
    assert limited.json()["error"]["message"].startswith("Too many attempts. Try again in ")
    assert 1 <= int(limited.headers["retry-after"]) <= 60


def test_sign_in_is_limited(settings_with: SettingsWith) -> None:
    settings = settings_with(auth_rate_limit="2/minute")
    with local_client(create_app(settings)) as client:
        params: dict[str, str | int] = {"name": "Ada", "tier": 0, "client_state": CLIENT_STATE}
        statuses = [
            client.get("/auth/dev-login", params=params, follow_redirects=False).status_code
            for _ in range(3)
        ]
    assert statuses == [302, 302, 429]


def test_processes_sharing_redis_share_the_count(settings_with: SettingsWith) -> None:
    body = {"refresh_token": "z" * 43}
    with redis_key_prefix() as prefix:
        settings = settings_with(
            refresh_rate_limit="3/minute", redis_url=REDIS_URL, redis_key_prefix=prefix
        )
        with (
            local_client(create_app(settings)) as first,
            local_client(create_app(settings)) as second,
        ):
            statuses = [
                first.post("/auth/token/refresh", json=body).status_code,
                second.post("/auth/token/refresh", json=body).status_code,
                first.post("/auth/token/refresh", json=body).status_code,
                second.post("/auth/token/refresh", json=body).status_code,
            ]
    assert statuses == [401, 401, 401, 429]


def test_an_unreachable_redis_still_limits_each_process(settings_with: SettingsWith) -> None:
    """limits raised Redis's ConnectionError: every sign-in and refresh was a 500."""
    settings = settings_with(
        refresh_rate_limit="3/minute", redis_url=f"redis://127.0.0.1:{free_port()}/0"
    )
    body = {"refresh_token": "z" * 43}
    with local_client(create_app(settings)) as client:
        statuses = [client.post("/auth/token/refresh", json=body).status_code for _ in range(4)]
    assert statuses == [401, 401, 401, 429]


@pytest.mark.slow
def test_a_forwarded_for_header_does_not_reset_the_count(
    database_url: str, spa_dist: Path, tmp_path: Path
) -> None:
    """uvicorn believed X-Forwarded-For from loopback, so each made-up address got a fresh
    budget. Proxy headers are now off unless TRUSTED_PROXIES names the proxy."""
    with live_server(database_url, tmp_path, REFRESH_RATE_LIMIT="3/minute") as server:
        statuses = [
            server.request(
                "POST",
                "/auth/token/refresh",
                body=b'{"refresh_token": "zzzzzzzzzzzzzzzzzzzzzzzz"}',
                headers={"Content-Type": "application/json", "X-Forwarded-For": f"203.0.113.{n}"},
            )[0].status
            for n in range(4)
        ]
    assert statuses == [401, 401, 401, 429]


def test_the_engines_limits_count_a_request_once(settings_with: SettingsWith) -> None:
    """Counted before the body and found counted by the route's own check: one request, one
    count (the third of three allowed still passes)."""
    settings = settings_with(coach_rate_limit="3/minute", coach_address_rate_limit="3/minute")
    with local_client(create_app(settings)) as client:
        session = bearer(sign_in(client, "Ada", tier=3))
        statuses = [
            client.post("/api/analyze", json=bare_design(), headers=session).status_code
            for _ in range(4)
        ]
    assert statuses == [200, 200, 200, 429]
