from pathlib import Path

from starlette.testclient import TestClient
from typer.testing import Result

from systemcraft.config import Settings
from tests.auth.helpers import bearer, sign_in
from tests.cli_runner import run_cli


def _cli(settings: Settings, *args: str) -> Result:
    return run_cli(Path(settings.data_dir).parent, *args, DATABASE_URL=settings.database_url)


def test_list_and_set_tier(client: TestClient, settings: Settings) -> None:
    session = sign_in(client, "Ada", tier=0)
    listed = _cli(settings, "users", "list")
    assert listed.exit_code == 0, listed.stderr
    assert "ada@dev.systemcraft.local\ttier 0\tAda" in listed.stdout

    changed = _cli(settings, "users", "set-tier", "ADA@dev.systemcraft.local", "3")
    assert changed.exit_code == 0, changed.stderr
    assert changed.stdout.strip() == "ada@dev.systemcraft.local is now tier 3."
    assert client.get("/auth/user", headers=bearer(session)).json()["tier_id"] == 3


def test_set_tier_explains_an_unknown_email(client: TestClient, settings: Settings) -> None:
    result = _cli(settings, "users", "set-tier", "nobody@example.com", "1")
    assert result.exit_code == 1
    assert result.stderr.strip() == "No user has the email nobody@example.com."


def test_list_says_when_there_is_nobody(client: TestClient, settings: Settings) -> None:
    assert _cli(settings, "users", "list").stdout.strip() == "No users yet."
