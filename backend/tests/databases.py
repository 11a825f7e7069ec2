"""Real databases for tests: a SQLite file, or a throw-away PostgreSQL database."""

import os
import secrets
import shutil
import sqlite3
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import closing, contextmanager, suppress
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from systemcraft.config import normalise_database_url
from systemcraft.db.migrate import upgrade_to_head
from tests.curriculum.factory import load_content

DEFAULT_TEST_DATABASE_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
KINDS = ("sqlite", "postgresql")
# A commit in a test database does not wait for its log to reach the disk: what the tests see
# is the same (a crash of the shared server is never tested on it; the outage tests run a
# cluster of their own), and each commit's flush no longer waits on this machine's slow disk.
_NO_FLUSH_WAIT = {"options": "-c synchronous_commit=off"}


def selected_kinds() -> list[str]:
    """The databases that every database test runs on: TEST_DATABASES, a comma-separated
    subset of KINDS (`make check` uses sqlite alone); both by default."""
    chosen = [kind.strip() for kind in os.environ.get("TEST_DATABASES", ",".join(KINDS)).split(",")]
    if not chosen or not set(chosen) <= set(KINDS):
        raise pytest.UsageError(f"TEST_DATABASES takes a comma-separated subset of {KINDS}")
    return chosen


def on_one_database(preferred: str) -> pytest.MarkDecorator:
    """Runs a module's database tests on one database, `preferred` when TEST_DATABASES selects
    it (else the first selected), for behaviour the database cannot change whose storage is
    tested on both elsewhere: it narrows the database_url fixture's parameters."""
    kinds = selected_kinds()
    kind = preferred if preferred in kinds else kinds[0]
    return pytest.mark.parametrize("database_url", [kind], indirect=True)


def postgres_admin_url() -> str:
    """The server to create test databases on; skipped locally, fatal in CI, when it is down,
    and skipped when TEST_DATABASES leaves PostgreSQL out."""
    if "postgresql" not in selected_kinds():
        pytest.skip("TEST_DATABASES leaves PostgreSQL out")
    url = normalise_database_url(os.environ.get("TEST_DATABASE_URL", DEFAULT_TEST_DATABASE_URL))
    engine = create_engine(url, connect_args={"connect_timeout": 3})
    try:
        with engine.connect():
            pass
    except OperationalError as exc:
        message = f"PostgreSQL at TEST_DATABASE_URL is not reachable: {exc.orig}"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    finally:
        engine.dispose()
    return url


@contextmanager
def temporary_postgres_database(template: str | None = None) -> Iterator[str]:
    """A new database, empty or copied from `template` (copying a migrated template takes a
    fraction of the time that running every migration again does)."""
    admin_url = postgres_admin_url()
    name = COPIES_AHEAD.take(admin_url, template) if template else _create(admin_url, None)
    try:
        url = make_url(admin_url).set(database=name)
        yield url.update_query_dict(_NO_FLUSH_WAIT).render_as_string(hide_password=False)
    finally:
        # Dropping a database takes the server a while (about 0.1 s here); the next test need
        # not wait for it. The one thread drops them in order, and Python waits for it before
        # it exits.
        _DROPS.submit(_drop, admin_url, name)


def _create(admin_url: str, template: str | None) -> str:
    name = f"systemcraft_test_{secrets.token_hex(6)}"
    copy = f' TEMPLATE "{template}"' if template else ""
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"{copy}'))
    finally:
        admin.dispose()  # no connection stays open while the drop waits its turn
    return name


def _drop(admin_url: str, name: str) -> None:
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


_DROPS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drop-test-database")


class CopiesAhead:
    """Each test's copy of a template is made while the test before it runs. CREATE DATABASE
    mostly waits for the disk (0.45 s here, longer than most of the tests that use it), so the
    wait moves off the tests' path."""

    def __init__(self) -> None:
        self._next: dict[tuple[str, str], Future[str]] = {}
        self._maker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="copy-test-database")

    def take(self, admin_url: str, template: str) -> str:
        key = (admin_url, template)
        ahead = self._next.pop(key, None)
        name = ahead.result() if ahead else _create(admin_url, template)
        self._next[key] = self._maker.submit(_create, admin_url, template)
        return name

    def discard(self, template: str) -> None:
        """Drops the copies made ahead of `template`, before the template itself goes."""
        for key in [key for key in self._next if key[1] == template]:
            with suppress(Exception):  # a copy that failed to be made leaves nothing to drop
                _drop(key[0], self._next.pop(key).result())


COPIES_AHEAD = CopiesAhead()


@contextmanager
def temporary_database(kind: str, directory: Path, template: str | None = None) -> Iterator[str]:
    """A SQLite file or a PostgreSQL database; `template` (a file path or a database name) is
    copied when given."""
    if kind == "sqlite":
        path = directory / "systemcraft-test.db"
        if template:
            shutil.copyfile(template, path)
        yield f"sqlite+pysqlite:///{path}"
    else:
        with temporary_postgres_database(template) as url:
            yield url


@contextmanager
def migrated_template(kind: str, directory: Path, content: Path | None = None) -> Iterator[str]:
    """A database at the migrations' head, to copy for each test: a file path for SQLite, a
    database name for PostgreSQL. With `content`, that curriculum is loaded into it too."""
    with temporary_database(kind, directory) as url:
        upgrade_to_head(url)
        if content:
            load_content(url, content)
        database = make_url(url).database or ""
        if kind == "sqlite":
            # Everything into the main file, which is what gets copied.
            with closing(sqlite3.connect(database)) as connection:
                connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try:
            yield database
        finally:
            if kind == "postgresql":
                COPIES_AHEAD.discard(database)
