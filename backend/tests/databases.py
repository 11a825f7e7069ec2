"""Real databases for tests: a SQLite file, or a throw-away PostgreSQL database."""

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError

from systemcraft.config import normalise_database_url

DEFAULT_TEST_DATABASE_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def postgres_admin_url() -> str:
    """The server to create test databases on; skipped locally, fatal in CI, when it is down."""
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
def temporary_postgres_database() -> Iterator[str]:
    admin_url = postgres_admin_url()
    name = f"systemcraft_test_{secrets.token_hex(6)}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@contextmanager
def temporary_database(kind: str, directory: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite+pysqlite:///{directory / 'systemcraft-test.db'}"
    else:
        with temporary_postgres_database() as url:
            yield url
