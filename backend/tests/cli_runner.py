"""The `systemcraft` command run in-process, the way a shell would run it, without paying for
a new Python process per test."""

import os
from pathlib import Path

from typer.testing import CliRunner, Result

from systemcraft.cli import app
from systemcraft.config import get_settings


def run_cli(directory: Path, *args: str, **env: str) -> Result:
    """Runs the command in `directory` with `env` added, reading the settings afresh (they are
    cached for the life of a real process)."""
    previous = Path.cwd()
    os.chdir(directory)
    get_settings.cache_clear()
    try:
        return CliRunner().invoke(app, list(args), env=env)
    finally:
        get_settings.cache_clear()
        os.chdir(previous)
