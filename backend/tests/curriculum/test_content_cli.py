from pathlib import Path

from typer.testing import Result

from systemcraft.config import Settings
from tests.cli_runner import run_cli
from tests.curriculum.factory import sample_tree, write_lesson, write_topic


def _content(settings: Settings, content: Path, *args: str) -> Result:
    return run_cli(
        content.parent,
        "content",
        *args,
        DATABASE_URL=settings.database_url,
        CONTENT_DIR=str(content),
    )


def test_check_counts_what_it_read(tmp_path: Path, settings: Settings) -> None:
    result = _content(settings, sample_tree(tmp_path / "content"), "check")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == (
        "Content is valid: 2 topics, 3 lessons, 0 practice problems (0 with a reference design), "
        "0 more in the catalogue."
    )


def test_load_stores_once_then_skips(tmp_path: Path, settings: Settings) -> None:
    content = sample_tree(tmp_path / "content")
    first = _content(settings, content, "load")
    assert first.exit_code == 0, first.stderr
    assert first.stdout.strip() == "Content loaded: 9 created, 0 updated, 0 deleted."
    assert _content(settings, content, "load").stdout.strip() == "Content is up to date."
    forced = _content(settings, content, "load", "--force")
    assert forced.stdout.strip() == "Content loaded: nothing changed."


def test_a_mistake_is_reported_and_nothing_loaded(tmp_path: Path, settings: Settings) -> None:
    content = tmp_path / "content"
    (content / "topics" / "01-basics").mkdir(parents=True)
    write_lesson(write_topic(content, "more", 2), "caching", 1, body="ok\n", quiz="questions: [\n")
    for command in ("check", "load"):
        result = _content(settings, content, command)
        assert result.exit_code == 1
        assert result.stderr.splitlines()[-1] == "2 problem(s) in the content; nothing was loaded."
