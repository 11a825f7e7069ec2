"""What the app writes to its log stream, captured for a test."""

import io
from collections.abc import Iterator
from contextlib import contextmanager

from systemcraft.logging_setup import log_handler


@contextmanager
def log_lines() -> Iterator[list[str]]:
    """The lines written to the app's log while the block runs, filled in when it ends. The
    app must have been created (create_app sets the log up)."""
    handler = log_handler()
    assert handler is not None, "create_app configures the log"
    buffer = io.StringIO()
    previous = handler.setStream(buffer)
    lines: list[str] = []
    try:
        yield lines
    finally:
        handler.setStream(previous)
        lines.extend(buffer.getvalue().splitlines())
