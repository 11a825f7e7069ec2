"""Values derived from the curriculum, such as the topics list and the coach's lesson index:
built once per content revision and shared by every request after it."""

import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

Source = TypeVar("Source")
Value = TypeVar("Value")


class ContentCache:
    """Holds the values of one content revision; a new revision drops them all."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._revision: str | None = None
        self._values: dict[Hashable, Any] = {}

    def get(self, revision: str, build: Callable[[Source], Value], source: Source) -> Value:
        """`build(source)` for this revision, built at most once while the revision holds.
        `build` is the key, so it must be a module-level function, never a fresh lambda."""
        with self._lock:
            if revision != self._revision:
                self._revision, self._values = revision, {}
            if build in self._values:
                return cast(Value, self._values[build])
        # Built outside the lock: two requests may build at once after a reload, and either
        # result is the same.
        value = build(source)
        with self._lock:
            if revision == self._revision:
                self._values[build] = value
        return value
