"""`systemcraft migrate` and `serve --prepare` that cannot write their database or data
directory stop with one line saying what and where, not a traceback."""

from pathlib import Path

import pytest

from tests.cli_runner import run_cli
from tests.live_server import free_port


def assert_one_line(stderr: str, *says: str) -> None:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("systemcraft: ")
    for words in says:
        assert words in lines[0]


@pytest.mark.parametrize("command", [["migrate"], ["serve", "--prepare"]])
def test_a_database_directory_that_cannot_be_made_is_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "a-file").write_text("not a directory")
    url = f"sqlite:///{tmp_path}/a-file/systemcraft.db.engine"
    result = run_cli(tmp_path, *command, DATABASE_URL=url)
    assert result.exit_code == 1
    assert_one_line(result.stderr, f"cannot write {tmp_path}/a-file", "File exists")


@pytest.mark.parametrize("command", [["migrate"], ["serve", "--prepare"]])
def test_a_database_file_that_cannot_be_opened_is_one_line(
    tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "systemcraft.db.engine").mkdir()  # a directory where the file should be
    url = f"sqlite:///{tmp_path}/systemcraft.db.engine"
    result = run_cli(tmp_path, *command, DATABASE_URL=url)
    assert result.exit_code == 1
    assert_one_line(result.stderr, "cannot open or reach the database", "unable to open")


def test_a_database_that_does_not_answer_is_one_line(tmp_path: Path) -> None:
    url = f"postgresql://postgres:secret@127.0.0.1:{free_port()}/nothing"
    result = run_cli(tmp_path, "migrate", DATABASE_URL=url)
    assert result.exit_code == 1
    assert_one_line(result.stderr, "cannot open or reach the database", "Connection refused")
    assert "secret" not in result.stderr


def test_a_data_directory_that_cannot_be_made_is_one_line(
    tmp_path: Path, sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("JWT_SECRET", raising=False)  # the secret's file is what DATA_DIR holds
    (tmp_path / "a-file").write_text("not a directory")
    # serve stops while the app is built, before it would listen.
    result = run_cli(tmp_path, "serve", DATABASE_URL=sqlite_url, DATA_DIR=f"{tmp_path}/a-file/d")
    assert result.exit_code == 1
    assert_one_line(result.stderr, f"cannot write {tmp_path}/a-file/d", "DATA_DIR")
