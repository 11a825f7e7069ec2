import os
import subprocess
import sys
from pathlib import Path

from starlette.testclient import TestClient

from systemcraft.config import Settings
from tests.auth.helpers import bearer, sign_in


def _cli(settings: Settings, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from systemcraft.cli import app; app()", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "DATABASE_URL": settings.database_url},
        cwd=Path(settings.data_dir).parent,
        timeout=60,
        check=False,
    )


def test_list_and_set_tier(client: TestClient, settings: Settings) -> None:
    session = sign_in(client, "Ada", tier=0)
    listed = _cli(settings, "users", "list")
    assert listed.returncode == 0, listed.stderr
    assert "ada@dev.systemcraft.local\ttier 0\tAda" in listed.stdout

    changed = _cli(settings, "users", "set-tier", "ADA@dev.systemcraft.local", "3")
    assert changed.returncode == 0, changed.stderr
    assert changed.stdout.strip() == "ada@dev.systemcraft.local is now tier 3."
    assert client.get("/auth/user", headers=bearer(session)).json()["tier_id"] == 3


def test_set_tier_explains_an_unknown_email(client: TestClient, settings: Settings) -> None:
    result = _cli(settings, "users", "set-tier", "nobody@example.com", "1")
    assert result.returncode == 1
    assert result.stderr.strip() == "No user has the email nobody@example.com."


def test_list_says_when_there_is_nobody(client: TestClient, settings: Settings) -> None:
    assert _cli(settings, "users", "list").stdout.strip() == "No users yet."
