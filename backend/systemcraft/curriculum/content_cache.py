"""Values derived from the curriculum, such as the topics list, the lessons' serialised bodies
and the coach's lesson index: built once per content revision and shared by every request
after it."""

import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

Source = TypeVar("Source")
Value = TypeVar("Value")


class ContentCache:
    """Holds the values of one content revision; a new revision drops them all."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # The revision and its values as one object, swapped at once, so a reader never pairs
        # one revision with another's values.
        self._state: tuple[str | None, dict[Hashable, Any]] = (None, {})

    def peek(self, revision: str, key: Hashable) -> Any:
        """The value stored under `key` for this revision, else None; no lock taken."""
        held, values = self._state
        return values.get(key) if held == revision else None

    def put(self, revision: str, key: Hashable, value: Any) -> None:
        with self._lock:
            held, values = self._state
            if held != revision:
                values = {}
                self._state = (revision, values)
            values[key] = value

    def kept(self, revision: str, key: Hashable, make: Callable[[], Value]) -> Value:
        """`make()` for this revision, kept under `key` while the revision holds."""
        held, values = self._state
        if held == revision and key in values:
            return cast(Value, values[key])
        # Built outside the lock: two requests may build at once after a reload, and either
        # result is the same.
        value = make()
        self.put(revision, key, value)
        return value

    def get(self, revision: str, build: Callable[[Source], Value], source: Source) -> Value:
        """`build(source)` for this revision, built at most once while the revision holds.
        `build` is the key, so it must be a module-level function, never a fresh lambda."""
        return self.kept(revision, build, lambda: build(source))
