"""Start-up failures an operator fixes on the machine (a data directory that cannot be written,
a database file that cannot be opened, a full or read-only disk, a database that does not
answer) as one line on stderr and exit code 1, not a traceback."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

import typer
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from systemcraft.db.errors import DatabaseTrouble, classify

_TROUBLE_WORDS = {
    DatabaseTrouble.UNAVAILABLE: "cannot open or reach the database",
    DatabaseTrouble.FULL: "the database's disk is full",
    DatabaseTrouble.READ_ONLY: "the database is read-only",
}


@contextmanager
def storage_errors_in_one_line(database_url: str) -> Iterator[None]:
    try:
        yield
    except OSError as exc:
        where = f" {exc.filename}" if exc.filename else ""
        _stop(
            f"cannot write{where}: {exc.strerror or exc}. DATA_DIR and the directory of a "
            "SQLite DATABASE_URL must exist (or be creatable) and be writable by this user"
        )
    except DBAPIError as exc:
        trouble = classify(exc)
        if trouble is None:
            raise  # a bug, not the machine: the traceback is what a developer needs
        shown = make_url(database_url).render_as_string(hide_password=True)
        _stop(f"{_TROUBLE_WORDS[trouble]} at {shown}: {_first_line(exc.orig)}")


def _first_line(error: BaseException | None) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def _stop(message: str) -> NoReturn:
    typer.echo(f"systemcraft: {message}", err=True)
    raise typer.Exit(code=1) from None
