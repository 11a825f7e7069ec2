"""The servers and database read_api.py measures: our app as `systemcraft serve --prepare` runs
it in production, the bare Starlette app beside it, and a throw-away database."""

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from http.client import HTTPConnection
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(port: int, path: str) -> bytes:
    """The body exactly as sent to a client that asks for no compression."""
    connection = HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise RuntimeError(f"{path} answered {response.status}: {body[:200]!r}")
        return body
    finally:
        connection.close()


def _wait_until_healthy(port: int, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 300  # --prepare migrates and loads the whole curriculum
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()[-2000:]}")
        try:
            fetch(port, "/healthz")
            return
        except (OSError, RuntimeError):
            time.sleep(0.2)
    raise RuntimeError("the server did not become healthy")


@dataclass(frozen=True)
class Server:
    port: int
    pid: int


@contextmanager
def _serving(command: list[str], env: dict[str, str], log: Path, port: int) -> Iterator[Server]:
    with log.open("wb") as output:
        process = subprocess.Popen(  # noqa: S603
            command, env=env, stdout=output, stderr=output, start_new_session=True
        )
        try:
            _wait_until_healthy(port, process, log)
            yield Server(port, process.pid)
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)


def serve_app(
    database_url: str, directory: Path, jwt_secret: str
) -> AbstractContextManager[Server]:
    """Our app with production settings; its access log goes to a file, as a service's would."""
    port = free_port()
    env = {
        **os.environ,
        "APP_ENV": "production",
        "JWT_SECRET": jwt_secret,
        "DATABASE_URL": database_url,
        "DATA_DIR": str(directory / "data"),
        "HOST": "127.0.0.1",
    }
    cli = [sys.executable, "-c", "from systemcraft.cli import app; app()"]
    command = [*cli, "serve", "--prepare", "--port", str(port)]
    return _serving(command, env, directory / "app.log", port)


def serve_bare(bodies: dict[str, bytes], directory: Path) -> AbstractContextManager[Server]:
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
    return _serving(command, env, directory / "bare.log", port)


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
