import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from systemcraft.config import REPO_ROOT, Settings, cpu_quota, normalise_database_url
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


@pytest.mark.parametrize(
    ("v2", "v1", "cpus"),
    [
        ("200000 100000\n", None, 2),  # --cpus=2
        ("150000 100000\n", None, 2),  # 1.5 CPUs: a second worker has half a CPU
        ("max 100000\n", None, None),  # no quota
        (None, ("-1", "100000"), None),
        (None, ("50000", "100000"), 1),
        (None, None, None),  # not in a container
    ],
)
def test_the_engine_workers_follow_a_containers_cpu_quota(
    tmp_path: Path, v2: str | None, v1: tuple[str, str] | None, cpus: int | None
) -> None:
    """Affinity shows a host's 64 CPUs to a container limited to two; the work gate then
    bounded nothing."""
    limits = (tmp_path / "cpu.max", tmp_path / "cpu" / "cpu.cfs_quota_us")
    if v2 is not None:
        limits[0].write_text(v2)
    if v1 is not None:
        limits[1].parent.mkdir()
        limits[1].write_text(v1[0])
        (limits[1].parent / "cpu.cfs_period_us").write_text(v1[1])
    assert cpu_quota(limits) == cpus


def test_the_example_environment_file_is_whole_and_accepted() -> None:
    """Each line a comment, blank or NAME=value (a merge once left conflict markers in it), and
    the settings take every value it sets."""
    example = REPO_ROOT / ".env.example"
    values: dict[str, str] = {}
    for number, line in enumerate(example.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        name, equals, value = line.partition("=")
        assert equals, (number, line)
        assert re.fullmatch(r"[A-Z][A-Z0-9_]*", name), (number, line)
        values[name.lower()] = value
    assert "database_url" in values
    Settings.model_validate(values)
