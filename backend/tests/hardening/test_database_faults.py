"""When the database is down or frozen the app answers fast: 503 with Retry-After and a JSON
body, /readyz says so, /healthz still answers, and service resumes by itself when the database
is back. It used to answer 500 to a stopped PostgreSQL, and to hang for 20 to 30 s on a frozen
one until even /healthz stopped answering."""

import sqlite3
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.engine import make_url
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.db.migrate import upgrade_to_head
from systemcraft.main import create_app
from tests.databases import temporary_postgres_database
from tests.hardening.freezable_proxy import FreezableProxy, freezable_proxy
from tests.live_server import free_port
from tests.local_client import local_client

TIMEOUT = 1.0


def assert_unavailable(response: Any) -> None:
    assert response.status_code == 503, response.text
    assert response.headers["retry-after"] == "5"
    assert response.json()["error"]["code"] in {"database_unavailable", "service_unavailable"}


def _client(directory: Path, database_url: str) -> TestClient:
    settings = Settings(
        app_env="test",
        database_url=database_url,
        database_timeout_seconds=TIMEOUT,
        frontend_dist=directory / "dist",
        data_dir=directory / "data",
    )
    return local_client(create_app(settings), raise_server_exceptions=False)


def test_a_database_that_refuses_connections_is_a_503(tmp_path: Path) -> None:
    url = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/nothing-here"
    with _client(tmp_path, url) as client:
        started = time.monotonic()
        assert_unavailable(client.get("/api/topics"))
        assert_unavailable(client.post("/api/waitlist", json={"email": "ada@example.com"}))
        assert_unavailable(client.get("/readyz"))
        assert client.get("/healthz").status_code == 200
        assert time.monotonic() - started < 5


@pytest.fixture
def frozen_postgres() -> Iterator[tuple[FreezableProxy, str]]:
    with temporary_postgres_database() as direct_url:
        upgrade_to_head(direct_url)
        parsed = make_url(direct_url)
        with freezable_proxy((parsed.host or "127.0.0.1", parsed.port or 5432)) as proxy:
            proxied = parsed.set(host="127.0.0.1", port=proxy.port)
            yield proxy, proxied.render_as_string(hide_password=False)


def test_a_frozen_database_fails_fast_and_recovers_by_itself(
    tmp_path: Path, frozen_postgres: tuple[FreezableProxy, str]
) -> None:
    proxy, url = frozen_postgres
    with _client(tmp_path, url) as client:
        assert client.post("/api/waitlist", json={"email": "before@example.com"}).status_code == 202
        proxy.frozen.set()
        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(lambda _: client.get("/api/problems"), range(8)))
            health = client.get("/healthz")
        for answer in answers:
            assert_unavailable(answer)
        assert health.status_code == 200
        assert_unavailable(client.get("/readyz"))
        assert time.monotonic() - started < 4 * TIMEOUT + 5

        proxy.frozen.clear()
        deadline = time.monotonic() + 5
        while client.get("/readyz").status_code != 200:
            assert time.monotonic() < deadline, "the app did not recover within 5 s"
            time.sleep(0.1)
        assert client.post("/api/waitlist", json={"email": "after@example.com"}).status_code == 202


def test_a_locked_sqlite_database_is_a_503_but_a_missing_table_is_a_bug(tmp_path: Path) -> None:
    """SQLite says OperationalError both when it is busy (retry later) and when a table is
    missing (a bug): only the first may promise the client that a retry will help."""
    locked = tmp_path / "locked.db"
    upgrade_to_head(f"sqlite+pysqlite:///{locked}")
    holder = sqlite3.connect(locked, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with _client(tmp_path, f"sqlite+pysqlite:///{locked}") as client:
            assert_unavailable(client.post("/api/waitlist", json={"email": "ada@example.com"}))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with _client(tmp_path, f"sqlite+pysqlite:///{tmp_path / 'unmigrated.db'}") as client:
        response = client.get("/api/problems")
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
