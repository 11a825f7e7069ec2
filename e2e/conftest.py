"""Starts the real server on a free port with a temporary SQLite database, and drives
Debian's Chromium against it."""

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Error, Page

from e2e.database_template import shipped_content_template
from e2e.fixtures.content_tree import write_fixture_content
from e2e.shared_context import SharedContext

REPO_ROOT = Path(__file__).resolve().parents[1]
FRONTEND_DIST = REPO_ROOT / "frontend" / "dist"
OIDC_PROVIDER = Path(__file__).resolve().parent / "oidc-provider"
OIDC_CLIENT_ID = "systemcraft-e2e"
PROVIDER_ORIGINS: set[str] = set()
# Every origin a test's pages may have stored something for: the servers the tests start.
ORIGINS: set[str] = set()
OIDC_CLIENT_SECRET = "e2e-client-secret-not-for-production"  # noqa: S105
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


def _require_build() -> None:
    if not (FRONTEND_DIST / "index.html").is_file():
        pytest.fail("frontend/dist is missing: run `make build` (make test does it for you)")


def _wait_until_listening(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the process exited with code {process.returncode}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"nothing listened on port {port} within 30 s")


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


@contextmanager
def running_server(
    data: Path,
    port: int | None = None,
    template: Path | None = None,
    **settings: str,
) -> Iterator[tuple[str, Path]]:
    """Serves the built app from a fresh SQLite database, migrated and loaded by --prepare
    (a copy of `template` when one is given, so there is little left to do); yields the URL and
    the database file (tests may look inside it, as an operator would)."""
    port = port or _free_port()
    database = data / "e2e.db"
    if template is not None:
        shutil.copyfile(template, database)
    env = {
        **os.environ,
        "APP_ENV": "test",
        "DATABASE_URL": f"sqlite:///{database}",
        "FRONTEND_DIST": str(FRONTEND_DIST),
        "PUBLIC_URL": f"http://127.0.0.1:{port}",
        # Every test signs in from 127.0.0.1; the per-address limits have their own tests.
        "AUTH_RATE_LIMIT": "10000/minute",
        "REFRESH_RATE_LIMIT": "10000/minute",
        "DESIGN_SAVE_RATE_LIMIT": "10000/minute",
        "COACH_RATE_LIMIT": "10000/minute",
        "COACH_ADDRESS_RATE_LIMIT": "10000/minute",
        **settings,
    }
    cli = [sys.executable, "-c", "from systemcraft.cli import app; app()"]
    with (data / "server.log").open("wb") as log:
        server = subprocess.Popen(
            [*cli, "serve", "--prepare", "--port", str(port)],
            env=env,
            cwd=data,
            stdout=log,
            stderr=log,
        )
        try:
            # --prepare on an empty database loads the whole curriculum: slow on a busy machine.
            _wait_until_healthy(port, server, timeout=120)
            ORIGINS.add(f"http://127.0.0.1:{port}")
            yield f"http://127.0.0.1:{port}", database
        finally:
            server.terminate()
            server.wait(timeout=10)


@contextmanager
def running_openid_provider(redirect_uri: str) -> Iterator[str]:
    """panva/oidc-provider, a certified OpenID provider, standing in for Google."""
    if not (OIDC_PROVIDER / "node_modules").is_dir():
        pytest.fail("e2e/oidc-provider is not installed: run `make test`")
    port = _free_port()
    env = {
        **os.environ,
        "PORT": str(port),
        "CLIENT_ID": OIDC_CLIENT_ID,
        "CLIENT_SECRET": OIDC_CLIENT_SECRET,
        "REDIRECT_URI": redirect_uri,
    }
    provider = subprocess.Popen(
        ["node", "provider.mjs"],  # noqa: S607 - node from PATH, as make test uses it
        cwd=OIDC_PROVIDER,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_until_listening(port, provider)
        PROVIDER_ORIGINS.add(f"http://127.0.0.1:{port}")
        ORIGINS.add(f"http://127.0.0.1:{port}")
        yield f"http://127.0.0.1:{port}"
    finally:
        provider.terminate()
        provider.wait(timeout=10)


@dataclass(frozen=True)
class Server:
    url: str
    database: Path


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Configured as in production: Google sign-in (here a real local provider), no dev login."""
    _require_build()
    port = _free_port()
    with (
        running_openid_provider(f"http://127.0.0.1:{port}/auth/google/callback") as issuer,
        running_server(
            tmp_path_factory.mktemp("live"),
            port,
            shipped_content_template(tmp_path_factory),
            OIDC_ISSUER=issuer,
            GOOGLE_CLIENT_ID=OIDC_CLIENT_ID,
            GOOGLE_CLIENT_SECRET=OIDC_CLIENT_SECRET,
        ) as (url, database),
    ):
        yield Server(url, database)


@pytest.fixture(scope="session")
def guest_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """No sign-in configured at all: guest mode."""
    _require_build()
    template = shipped_content_template(tmp_path_factory)
    with running_server(tmp_path_factory.mktemp("guest"), template=template) as (url, database):
        yield Server(url, database)


@pytest.fixture(scope="session")
def fixture_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Serves the test-only curriculum of e2e/fixtures/content_tree.py, with dev sign-in."""
    _require_build()
    content = write_fixture_content(tmp_path_factory.mktemp("fixture-content"))
    with running_server(
        tmp_path_factory.mktemp("fixtures"), CONTENT_DIR=str(content), AUTH_DEV_LOGIN="true"
    ) as (url, database):
        yield Server(url, database)


@pytest.fixture(scope="session")
def dev_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Development sign-in on, with access tokens shortened to 100 seconds."""
    _require_build()
    with running_server(
        tmp_path_factory.mktemp("dev"),
        template=shipped_content_template(tmp_path_factory),
        AUTH_DEV_LOGIN="true",
        ACCESS_TOKEN_TTL_SECONDS="100",  # noqa: S106 - a lifetime, not a password
    ) as (url, database):
        yield Server(url, database)


@pytest.fixture(scope="session")
def base_url(live_server: Server) -> str:
    return live_server.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def shared_context(
    browser: Browser, browser_context_args: dict[str, Any]
) -> Iterator[SharedContext]:
    shared = SharedContext(browser.new_context(**browser_context_args))
    yield shared
    shared.context.close()


@pytest.fixture
def context(
    request: pytest.FixtureRequest, new_context: Any, shared_context: SharedContext
) -> Iterator[BrowserContext]:
    """The worker's shared context, wiped after each test (see shared_context.py); a test
    that changes a context for good (an installed clock) or measures a first visit gets a
    new one."""
    if "installed_clock" in request.fixturenames or request.node.get_closest_marker("own_context"):
        yield new_context()
        return
    yield shared_context.context
    shared_context.wipe(ORIGINS)


@pytest.fixture
def installed_clock(page: Page) -> None:
    """The page's timers run as usual, but the test may skip ahead (page.clock.fast_forward)
    instead of sitting through a wait the page makes on purpose."""
    page.clock.install()


class ConsoleWatch:
    """Collects what the page logged as an error or threw; a test may expect some of it."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.expected: list[str] = []

    def expect(self, fragment: str) -> None:
        """An error containing `fragment` is what the test provokes, not a defect."""
        self.expected.append(fragment)

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(e in p for e in self.expected)]


@pytest.fixture(autouse=True)
def no_console_errors(page: Page) -> Iterator[ConsoleWatch]:
    """Fails any browser test during which the page logged an unexpected error or threw."""
    watch = ConsoleWatch()

    def on_console(message: ConsoleMessage) -> None:
        # The stand-in identity provider's own pages are not ours to judge.
        on_provider = any(page.url.startswith(origin) for origin in PROVIDER_ORIGINS)
        if message.type == "error" and not on_provider:
            watch.problems.append(f"console error: {message.text} (on {page.url})")

    def on_page_error(error: Error) -> None:
        watch.problems.append(f"uncaught: {error.message}")

    page.on("console", on_console)
    page.on("pageerror", on_page_error)
    yield watch
    unexpected = watch.unexpected()
    assert unexpected == [], "\n".join(unexpected)
