"""The reading limit: one assessment weighs at most READING_LIMIT mentions (each an excerpt or a
match read closely), so a design that negates the same words ten thousand times costs no more
than a few hundred."""

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from systemcraft.kit.deadline import check_deadline

# How many mentions one assessment weighs (each an excerpt or a match read closely). Designs
# written by people stay far below it (the largest in the calibration sets weigh a few hundred);
# past it, a mention still unread does not count.
READING_LIMIT = 1_024


class _Reading:
    """What is left of one assessment's READING_LIMIT."""

    def __init__(self, limit: int) -> None:
        self.left = limit

    def weigh(self) -> bool:
        """Take one mention from what is left; False once nothing is."""
        check_deadline()
        self.left -= 1
        return self.left >= 0


_READING: ContextVar[_Reading | None] = ContextVar("reading_limit", default=None)


@contextmanager
def reading_limit(limit: int = READING_LIMIT) -> Iterator[None]:
    """One assessment's reading: what runs inside weighs at most `limit` mentions."""
    token = _READING.set(_Reading(limit))
    try:
        yield
    finally:
        _READING.reset(token)


def may_weigh() -> bool:
    """Whether one more mention may be read closely (outside an assessment, always)."""
    current = _READING.get()
    return current is None or current.weigh()
