"""What the app writes to its log, captured for a test."""

import io
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr


@contextmanager
def log_lines() -> Iterator[list[str]]:
    """The lines written to stderr (where the app logs) while the block runs, filled in when
    it ends."""
    buffer = io.StringIO()
    lines: list[str] = []
    try:
        with redirect_stderr(buffer):
            yield lines
    finally:
        lines.extend(buffer.getvalue().splitlines())
