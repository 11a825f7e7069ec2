from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from systemcraft.config import REPO_ROOT, Settings
from systemcraft.main import create_app
from tests.databases import migrated_template, selected_kinds, temporary_database
from tests.local_client import local_client

INDEX_HTML = b"<!doctype html><title>Systemcraft</title><div id=root></div>"
HASHED_ASSET = "assets/index-1a2b3c4d.js"


@pytest.fixture(params=selected_kinds())
def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Every test that takes a database runs once on SQLite and once on PostgreSQL (or on
    those TEST_DATABASES names)."""
    with temporary_database(request.param, tmp_path) as url:
        yield url


@pytest.fixture(scope="session")
def migrated_templates(tmp_path_factory: pytest.TempPathFactory) -> Iterator["LazyTemplates"]:
    """One migrated database per kind for the whole run, made on first use; "<kind>+curriculum"
    also holds the real curriculum (loading it took longer than the rest of most tests)."""
    with ExitStack() as stack:
        yield LazyTemplates(stack, tmp_path_factory)


class LazyTemplates(dict[str, str]):
    def __init__(self, stack: ExitStack, factory: pytest.TempPathFactory) -> None:
        super().__init__()
        self.stack, self.factory = stack, factory

    def __missing__(self, key: str) -> str:
        kind, _, extra = key.partition("+")
        content = REPO_ROOT / "content" if extra == "curriculum" else None
        directory = self.factory.mktemp(f"template-{kind}")
        self[key] = self.stack.enter_context(migrated_template(kind, directory, content))
        return self[key]


@pytest.fixture(params=selected_kinds())
def database_url(
    request: pytest.FixtureRequest, tmp_path: Path, migrated_templates: dict[str, str]
) -> Iterator[str]:
    """A database at the migrations' head, copied from a template, on each database; for a
    test that uses curriculum_settings, one that holds the real curriculum as well."""
    kind = request.param
    key = f"{kind}+curriculum" if "curriculum_settings" in request.fixturenames else kind
    with temporary_database(kind, tmp_path, migrated_templates[key]) as url:
        yield url


@pytest.fixture
def sqlite_url(tmp_path: Path, migrated_templates: dict[str, str]) -> Iterator[str]:
    """A migrated SQLite database alone, for behaviour that does not depend on the database."""
    with temporary_database("sqlite", tmp_path, migrated_templates["sqlite"]) as url:
        yield url


@pytest.fixture
def spa_dist(tmp_path: Path) -> Path:
    """A small stand-in for `vite build` output, so server tests need no front-end build."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_bytes(INDEX_HTML)
    (dist / HASHED_ASSET).write_text("console.log('app');")
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    return dist


@pytest.fixture
def settings(database_url: str, spa_dist: Path, tmp_path: Path) -> Settings:
    return Settings(
        app_env="test",
        database_url=database_url,
        frontend_dist=spa_dist,
        data_dir=tmp_path / "data",
        auth_dev_login=True,
    )


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with local_client(app, raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def curriculum_settings(settings: Settings) -> Settings:
    """The settings, over a database that already holds the real curriculum: its problems,
    their expectations and the lessons (database_url copies it from its own template)."""
    return settings


@pytest.fixture
def curriculum_client(curriculum_settings: Settings) -> Iterator[TestClient]:
    """The app over the real curriculum."""
    app = create_app(curriculum_settings)
    with local_client(app, raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def web_client(sqlite_url: str, tmp_path: Path, spa_dist: Path) -> Iterator[TestClient]:
    """A client over SQLite only, for behaviour that does not depend on the database."""
    settings = Settings(
        app_env="test", database_url=sqlite_url, frontend_dist=spa_dist, data_dir=tmp_path / "data"
    )
    with local_client(create_app(settings), raise_server_exceptions=False) as test_client:
        yield test_client
