"""Starts the real server on a free port with a temporary SQLite database, and drives
Debian's Chromium against it."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import ConsoleMessage, Error, Page

REPO_ROOT = Path(__file__).resolve().parents[1]
FRONTEND_DIST = REPO_ROOT / "frontend" / "dist"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.e2e)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_until_healthy(port: int, server: subprocess.Popen[bytes], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the server exited with code {server.returncode}")
        connection = HTTPConnection("127.0.0.1", port, timeout=1)
        try:
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
        finally:
            connection.close()
    raise RuntimeError(f"the server did not answer on port {port} within {timeout} s")


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not (FRONTEND_DIST / "index.html").is_file():
        pytest.fail("frontend/dist is missing: run `make build` (make test does it for you)")
    data = tmp_path_factory.mktemp("server")
    port = _free_port()
    env = {
        **os.environ,
        "APP_ENV": "test",
        "DATABASE_URL": f"sqlite:///{data / 'e2e.db'}",
        "FRONTEND_DIST": str(FRONTEND_DIST),
    }
    cli = [sys.executable, "-c", "from systemcraft.cli import app; app()"]
    subprocess.run([*cli, "migrate"], env=env, cwd=data, check=True, timeout=60)
    log = (data / "server.log").open("wb")
    server = subprocess.Popen(
        [*cli, "serve", "--port", str(port)], env=env, cwd=data, stdout=log, stderr=log
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(port, server)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    return live_server


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(autouse=True)
def no_console_errors(page: Page) -> Iterator[list[str]]:
    """Fails any browser test during which the page logged an error or threw."""
    problems: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            problems.append(f"console error: {message.text}")

    def on_page_error(error: Error) -> None:
        problems.append(f"uncaught: {error.message}")

    page.on("console", on_console)
    page.on("pageerror", on_page_error)
    yield problems
    assert problems == [], "\n".join(problems)
