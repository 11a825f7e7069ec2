"""A full or read-only disk refuses the write with a message that says so (507 / 503, JSON,
Retry-After) while reading goes on; /readyz stays ready, since the app can still serve.
Both used to be a 503 "database not available", and a read-only PostgreSQL (a primary that
failed over to a standby) a 500."""

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import make_url
from starlette.testclient import TestClient

from systemcraft.app_services import services_of
from systemcraft.config import Settings
from systemcraft.design.notes import NOTE_FIELDS
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.local_client import local_client

# Each note at its limit: a design big enough to need new pages in the database file.
BIG_DESIGN = {"widgets": [], "connections": [], "notes": dict.fromkeys(NOTE_FIELDS, "n" * 2000)}
PROBLEM = "/api/designs/url-shortener"


def _client(database_url: str, directory: Path) -> TestClient:
    settings = Settings(
        app_env="test",
        database_url=database_url,
        frontend_dist=directory / "dist",
        data_dir=directory / "data",
        auth_dev_login=True,
    )
    return local_client(create_app(settings), raise_server_exceptions=False)


@pytest.fixture
def curriculum_file(tmp_path: Path, migrated_templates: dict[str, str]) -> Path:
    """A SQLite copy of the curriculum template, compacted so that no free page is left for a
    write to fill before it must grow the file."""
    path = tmp_path / "systemcraft.db.engine"
    shutil.copyfile(migrated_templates["sqlite+curriculum"], path)
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("VACUUM")
    return path


def assert_refused(response: Any, status: int, code: str, says: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["retry-after"] == "60"
    error = response.json()["error"]
    assert error["code"] == code
    assert says in error["message"]
    assert "Reading still works" in error["message"]


def test_a_full_disk_refuses_a_save_with_507_and_reading_goes_on(
    curriculum_file: Path, tmp_path: Path
) -> None:
    with _client(f"sqlite+pysqlite:///{curriculum_file}", tmp_path) as client:
        user = bearer(sign_in(client, "Ada", tier=3))
        engine = services_of(client.app).engine  # type: ignore[arg-type]

        @event.listens_for(engine, "connect")
        def _no_room_to_grow(connection: Any, _record: Any) -> None:
            # SQLite's own limit on the file's size: past it, SQLITE_FULL, as from a full disk.
            pages = connection.execute("PRAGMA page_count").fetchone()[0]
            connection.execute(f"PRAGMA max_page_count = {pages}")

        engine.dispose()
        saved = client.put(PROBLEM, json={"design": BIG_DESIGN}, headers=user)
        assert_refused(saved, 507, "storage_full", "storage is full")
        assert client.get(PROBLEM, headers=user).json()["design"] is None
        assert client.get("/api/topics").status_code == 200
        assert client.get("/readyz").status_code == 200


def test_a_read_only_database_refuses_a_save_and_reading_goes_on(
    curriculum_file: Path, tmp_path: Path
) -> None:
    with _client(f"sqlite+pysqlite:///{curriculum_file}", tmp_path) as client:
        user = bearer(sign_in(client, "Ada", tier=3))
    read_only = f"sqlite+pysqlite:///file:{curriculum_file}?mode=ro&uri=true"
    with _client(read_only, tmp_path) as client:
        saved = client.put(PROBLEM, json={"design": BIG_DESIGN}, headers=user)
        assert_refused(saved, 503, "storage_read_only", "read-only")
        assert client.get("/api/topics").status_code == 200
        assert client.get(PROBLEM, headers=user).json()["design"] is None
        assert client.get("/readyz").status_code == 200


@pytest.fixture
def read_only_postgres(database_url: str) -> str:
    if make_url(database_url).get_backend_name() != "postgresql":
        pytest.skip("PostgreSQL's read-only transactions")
    engine = create_engine(database_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        name = make_url(database_url).database
        connection.execute(text(f'ALTER DATABASE "{name}" SET default_transaction_read_only = on'))
    engine.dispose()
    return database_url


def test_a_read_only_postgresql_refuses_a_write_with_503_not_500(
    read_only_postgres: str, tmp_path: Path
) -> None:
    with _client(read_only_postgres, tmp_path) as client:
        response = client.post("/api/waitlist", json={"email": "ada@example.com"})
        assert_refused(response, 503, "storage_read_only", "read-only")
        assert client.get("/api/topics").status_code == 200
