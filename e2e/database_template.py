"""One migrated database holding the shipped curriculum, built once per test run and copied
for each server that serves it: loading the curriculum costs each server seconds of CPU, which
the browser tests running beside it on a two-core machine then wait for."""

import fcntl
import os
from pathlib import Path

import pytest

from systemcraft.cli import prepare_database
from systemcraft.config import Settings

TEMPLATE_NAME = "shipped-content.db"


def _build(template: Path) -> None:
    building = template.with_name(template.name + ".building")
    building.unlink(missing_ok=True)
    prepare_database(Settings(_env_file=None, database_url=f"sqlite:///{building}"))
    building.rename(template)


def shipped_content_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The template, built first if no worker of this run has yet. A server started on a copy
    still runs --prepare, which finds nothing left to do."""
    # This run's folder, shared by its xdist workers, whose own folders sit inside it.
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    template = shared / TEMPLATE_NAME
    with (shared / f"{TEMPLATE_NAME}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not template.is_file():
            _build(template)
    return template
