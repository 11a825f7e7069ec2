"""Starts the real server on a free port with a temporary SQLite database, and drives
Debian's Chromium against it."""

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Error, Page
from tests import live_server as launcher

from e2e.chromium import CHROMIUM, CHROMIUM_ARGS
from e2e.database_template import shipped_content_template
from e2e.fixtures.content_tree import write_fixture_content
from e2e.shared_context import SharedContext

OIDC_PROVIDER = Path(__file__).resolve().parent / "oidc-provider"
OIDC_CLIENT_ID = "systemcraft-e2e"
PROVIDER_ORIGINS: set[str] = set()
# Every origin a test's pages may have stored something for: the servers the tests start.
ORIGINS: set[str] = set()
OIDC_CLIENT_SECRET = "e2e-client-secret-not-for-production"  # noqa: S105


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.e2e)


def _require_build() -> None:
    if not (launcher.BUILT_FRONT_END / "index.html").is_file():
        pytest.fail("frontend/dist is missing: run `make build` (make test does it for you)")


@dataclass(frozen=True)
class Server:
    url: str
    database: Path


@contextmanager
def running_server(data: Path, template: Path | None = None, **settings: str) -> Iterator[Server]:
    """Serves the built app from a fresh SQLite database, migrated and loaded by --prepare
    (a copy of `template` when one is given, so there is little left to do), without
    development sign-in unless asked; tests may look inside the database, as an operator would."""
    database = data / "e2e.db"
    if template is not None:
        shutil.copyfile(template, database)
    settings = {
        "FRONTEND_DIST": str(launcher.BUILT_FRONT_END),
        "AUTH_DEV_LOGIN": "false",
        **settings,
    }
    with launcher.live_server(f"sqlite:///{database}", data, "--prepare", **settings) as server:
        ORIGINS.add(server.url)
        yield Server(server.url, database)


@contextmanager
def running_openid_provider(redirect_uri: str, directory: Path) -> Iterator[str]:
    """panva/oidc-provider, a certified OpenID provider, standing in for Google."""
    if not (OIDC_PROVIDER / "node_modules").is_dir():
        pytest.fail("e2e/oidc-provider is not installed: run `make test`")
    port = launcher.free_port()
    env = {
        **os.environ,
        "PORT": str(port),
        "CLIENT_ID": OIDC_CLIENT_ID,
        "CLIENT_SECRET": OIDC_CLIENT_SECRET,
        "REDIRECT_URI": redirect_uri,
    }
    with launcher.serving(
        ["node", "provider.mjs"],  # node from PATH, as make test uses it
        port,
        directory / f"provider-{port}.log",
        env=env,
        cwd=OIDC_PROVIDER,
        ready="/.well-known/openid-configuration",
    ) as provider:
        PROVIDER_ORIGINS.add(provider.url)
        ORIGINS.add(provider.url)
        yield provider.url


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Configured as in production: Google sign-in (here a real local provider), no dev login."""
    _require_build()
    data = tmp_path_factory.mktemp("live")
    port = launcher.free_port()
    with (
        running_openid_provider(f"http://127.0.0.1:{port}/auth/google/callback", data) as issuer,
        running_server(
            data,
            shipped_content_template(tmp_path_factory),
            PORT=str(port),
            OIDC_ISSUER=issuer,
            GOOGLE_CLIENT_ID=OIDC_CLIENT_ID,
            GOOGLE_CLIENT_SECRET=OIDC_CLIENT_SECRET,
        ) as server,
    ):
        yield server


@pytest.fixture(scope="session")
def guest_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """No sign-in configured at all: guest mode."""
    _require_build()
    template = shipped_content_template(tmp_path_factory)
    with running_server(tmp_path_factory.mktemp("guest"), template) as server:
        yield server


@pytest.fixture(scope="session")
def fixture_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Serves the test-only curriculum of e2e/fixtures/content_tree.py, with dev sign-in."""
    _require_build()
    content = write_fixture_content(tmp_path_factory.mktemp("fixture-content"))
    with running_server(
        tmp_path_factory.mktemp("fixtures"), CONTENT_DIR=str(content), AUTH_DEV_LOGIN="true"
    ) as server:
        yield server


@pytest.fixture(scope="session")
def dev_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Development sign-in on, with access tokens shortened to 100 seconds."""
    _require_build()
    with running_server(
        tmp_path_factory.mktemp("dev"),
        template=shipped_content_template(tmp_path_factory),
        AUTH_DEV_LOGIN="true",
        ACCESS_TOKEN_TTL_SECONDS="100",  # noqa: S106 - a lifetime, not a password
    ) as server:
        yield server


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
