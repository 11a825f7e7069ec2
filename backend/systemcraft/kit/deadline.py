"""A time budget for work on what a user sent (an assessment, a coach answer). The work checks
it between steps and stops with DeadlineExceededError once the budget is spent, so no piece of
work holds a worker for longer than its budget, whatever its design or message holds (a coach
answer is a few such pieces, each with its own).

The budget lives in a context variable: the caller sets it around the work, in the thread that
runs it; code run without one never stops early."""

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_DEADLINE: ContextVar[float | None] = ContextVar("deadline", default=None)


class DeadlineExceededError(Exception):
    """The work ran past its time budget and stopped."""


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Run the block with `seconds` to spend (None: no limit). A budget already set outside
    stays in force when it ends sooner."""
    outer = _DEADLINE.get()
    ends = None if seconds is None else time.monotonic() + seconds
    if outer is not None and (ends is None or outer < ends):
        ends = outer
    token = _DEADLINE.set(ends)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def check_deadline() -> None:
    """Raise DeadlineExceededError when the budget set around this work is spent."""
    ends = _DEADLINE.get()
    if ends is not None and time.monotonic() > ends:
        raise DeadlineExceededError
