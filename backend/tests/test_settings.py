from pathlib import Path

import pytest
from pydantic import ValidationError

from systemcraft.config import Settings, normalise_database_url
from tests.cli_runner import run_cli


@pytest.mark.parametrize(
    ("pasted", "expected"),
    [
        ("sqlite:///./data/app.db", "sqlite+pysqlite:///./data/app.db"),
        ("sqlite:////var/lib/app.db", "sqlite+pysqlite:////var/lib/app.db"),
        (
            "postgres://u:p@db.example.com:5432/app",
            "postgresql+psycopg://u:p@db.example.com:5432/app",
        ),
        ("postgresql://u@db/app", "postgresql+psycopg://u@db/app"),
        ("postgresql+psycopg://u@db/app", "postgresql+psycopg://u@db/app"),
        ("  postgres://u@db/app  ", "postgresql+psycopg://u@db/app"),
    ],
)
def test_pasted_database_urls_map_to_the_shipped_drivers(pasted: str, expected: str) -> None:
    assert normalise_database_url(pasted) == expected


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ("not a url", "must look like"),
        ("mysql://u@db/app", "unsupported database scheme 'mysql'"),
        ("postgresql://", "must look like"),
        ("postgresql://u@db", "needs a host and a database name"),
        ("sqlite://", "must look like"),
        ("postgresql://u@db:notaport/app", "cannot be parsed"),
    ],
)
def test_malformed_database_urls_are_refused_with_a_reason(bad: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        normalise_database_url(bad)


def test_settings_validate_their_values() -> None:
    with pytest.raises(ValidationError, match="port"):
        Settings(port=70000)
    with pytest.raises(ValidationError, match="app_env"):
        Settings(app_env="staging")


@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("DATABASE_URL", "mysql://root@localhost/app", "unsupported database scheme"),
        ("DATABASE_URL", "bogus", "must look like"),
        ("PORT", "eighty", "valid integer"),
        ("APP_ENV", "staging", "'development', 'test' or 'production'"),
    ],
)
def test_the_app_refuses_to_start_with_one_clear_line(
    tmp_path: Path, variable: str, value: str, says: str
) -> None:
    result = run_cli(tmp_path, "serve", **{variable: value})
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"systemcraft: invalid setting {variable}: ")
    assert says in lines[0]
    assert "Traceback" not in result.stderr


def test_a_command_line_address_passes_the_same_checks(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "serve", "--host", "0.0.0.0", AUTH_DEV_LOGIN="true")  # noqa: S104
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "systemcraft: invalid settings: AUTH_DEV_LOGIN only works when HOST is a loopback address"
    )
