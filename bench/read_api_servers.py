"""The servers and database read_api.py measures: our app as `systemcraft serve --prepare` runs
it in production, the bare Starlette app beside it, and a throw-away database."""

import json
import os
import secrets
import sys
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from tests.live_server import LiveServer, free_port, live_server, serving

BENCH = Path(__file__).resolve().parent
POSTGRES_ADMIN_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
# The flags `systemcraft serve` gives uvicorn, so the two servers differ only in the app.
UVICORN_FLAGS = [
    "--no-access-log",
    "--log-level",
    "warning",
    "--no-server-header",
    "--no-proxy-headers",
]


def serve_app(
    database_url: str, directory: Path, jwt_secret: str
) -> AbstractContextManager[LiveServer]:
    """Our app with production settings; its log goes to a file, as a service's would."""
    return live_server(
        database_url, directory, "--prepare", APP_ENV="production", JWT_SECRET=jwt_secret
    )


def serve_bare(bodies: dict[str, bytes], directory: Path) -> AbstractContextManager[LiveServer]:
    """The bare app (bare_app.py) answering each path with its body, as application/json."""
    bare = directory / "bare"
    bare.mkdir()
    manifest = {}
    for number, (path, body) in enumerate(bodies.items()):
        (bare / f"{number}.body").write_bytes(body)
        manifest[path] = [f"{number}.body", "application/json"]
    (bare / "manifest.json").write_text(json.dumps(manifest))
    port = free_port()
    uvicorn = [sys.executable, "-m", "uvicorn", "--factory", "bare_app:create_app"]
    command = [*uvicorn, "--app-dir", str(BENCH), "--port", str(port), *UVICORN_FLAGS]
    env = {**os.environ, "BARE_BODIES": str(bare)}
    return serving(command, port, directory / "bare.log", env=env)


@contextmanager
def temporary_database(kind: str, directory: Path) -> Iterator[str]:
    """A SQLite file in `directory`, or a new PostgreSQL database dropped afterwards."""
    if kind == "sqlite":
        yield f"sqlite:///{directory / 'bench.db'}"
        return
    if kind != "postgresql":
        raise ValueError(f"unknown database {kind!r}: sqlite or postgresql")
    name = f"systemcraft_bench_{secrets.token_hex(4)}"
    admin = create_engine(POSTGRES_ADMIN_URL, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        try:
            yield make_url(POSTGRES_ADMIN_URL).set(database=name).render_as_string(False)
        finally:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()
