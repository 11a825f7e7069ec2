"""Two app processes behind one load balancer, on one PostgreSQL and one Redis: whichever
process answers, a user's session, rate limits and saved work are the same. They share the
settings docs/deploy.md lists (JWT_SECRET, PUBLIC_URL, DATABASE_URL, REDIS_URL)."""

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from systemcraft.design.notes import empty_notes
from tests.auth.helpers import CLIENT_STATE, end_reuse_grace, fragment_of
from tests.databases import temporary_postgres_database
from tests.live_server import LiveServer, live_server
from tests.shared_redis import REDIS_URL, redis_key_prefix

SIGN_INS_PER_MINUTE = 4


def call(server: LiveServer, method: str, path: str, token: str = "", body: Any = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    payload = json.dumps(body).encode() if body is not None else None
    if payload:
        headers["Content-Type"] = "application/json"
    response, raw = server.request(method, path, payload, headers)
    return response.status, json.loads(raw) if raw else None


def sign_in(server: LiveServer, name: str) -> tuple[int, dict[str, str]]:
    query = urlencode({"name": name, "tier": 3, "client_state": CLIENT_STATE})
    response, _ = server.request("GET", f"/auth/dev-login?{query}")
    return response.status, fragment_of(str(response.getheader("location") or ""))


def refresh(server: LiveServer, session: dict[str, str]) -> Any:
    return call(
        server, "POST", "/auth/token/refresh", body={"refresh_token": session["refresh_token"]}
    )


@pytest.mark.slow
def test_two_processes_agree_on_sessions_limits_and_saved_work(
    tmp_path: Path, migrated_templates: dict[str, str]
) -> None:
    template = migrated_templates["postgresql+curriculum"]
    with redis_key_prefix() as prefix, temporary_postgres_database(template) as url:
        shared = {
            "JWT_SECRET": "a-secret-both-processes-share-0123456789",
            "PUBLIC_URL": "http://127.0.0.1:8000",
            "REDIS_URL": REDIS_URL,
            "REDIS_KEY_PREFIX": prefix,
            "AUTH_RATE_LIMIT": f"{SIGN_INS_PER_MINUTE}/minute",
        }
        (tmp_path / "a").mkdir()
        (tmp_path / "b").mkdir()
        with (
            live_server(url, tmp_path / "a", **shared) as a,
            live_server(url, tmp_path / "b", **shared) as b,
        ):
            status, first = sign_in(a, "Ada")
            assert status == 302

            # An access token from A works on B.
            assert call(b, "GET", "/auth/user", first["access_token"])[0] == 200

            # A refresh token from A rotates on B; the old one, replayed on A later, ends the
            # whole session everywhere.
            status, second = call(
                b, "POST", "/auth/token/refresh", body={"refresh_token": first["refresh_token"]}
            )
            assert status == 200
            end_reuse_grace(url)
            assert (
                call(
                    a, "POST", "/auth/token/refresh", body={"refresh_token": first["refresh_token"]}
                )[0]
                == 401
            )
            assert (
                call(
                    b,
                    "POST",
                    "/auth/token/refresh",
                    body={"refresh_token": second["refresh_token"]},
                )[0]
                == 401
            )
            assert call(b, "GET", "/auth/user", second["access_token"])[0] == 401

            # Work saved on A is read on B; saves are last-write-wins, so a later save on B is
            # what both read (there is no version check to refuse it).
            status, linus = sign_in(a, "Linus")
            token = linus["access_token"]
            problem = call(b, "GET", "/api/practice-problems")[1]["problems"][0]["id"]
            on_a, on_b = design("saved on A"), design("saved on B")
            assert call(a, "PUT", f"/api/designs/{problem}", token, {"design": on_a})[0] == 200
            assert call(b, "GET", f"/api/designs/{problem}", token)[1]["design"] == on_a
            assert call(b, "PUT", f"/api/designs/{problem}", token, {"design": on_b})[0] == 200
            assert call(a, "GET", f"/api/designs/{problem}", token)[1]["design"] == on_b

            # One sign-in budget across both: the rest of it spent on A, the next on B is refused.
            for _ in range(SIGN_INS_PER_MINUTE - 2):
                assert sign_in(a, "Grace")[0] == 302
            assert sign_in(b, "Grace")[0] == 429


def design(estimates: str) -> dict[str, Any]:
    return {"widgets": [], "connections": [], "notes": {**empty_notes(), "estimates": estimates}}
