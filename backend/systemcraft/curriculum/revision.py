"""The content revision, known without a query per request.

Each process keeps the revision it last read and reads it again once it is older than
`max_age` seconds, so a content load by any process (another app process on the same
PostgreSQL, `systemcraft content load`) is served everywhere within that bound. A load this
process commits itself is seen at once: the loader marks its session, and after the commit
every watcher in the process reads the revision again on its next request.

Once half of `max_age` has passed, the next request to ask reads it again while the others
go on trusting the old read. Without that, every request that arrived in the moment it
expired (once a second under load) took the slow path together, and they were the read API's
slowest one per cent. No background thread does it: a read outliving its request could hold a
connection while the engine is disposed."""

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future

from sqlalchemy import event
from sqlalchemy.orm import Session

from systemcraft.curriculum.service import content_revision

# How stale a process's idea of the revision may be when another process loads content.
REVISION_MAX_AGE_SECONDS = 1.0

# Counts this process's committed content loads (an int read under the GIL is atomic).
_loads_committed = 0


def _count_load(_session: Session) -> None:
    global _loads_committed
    _loads_committed += 1


def note_content_load(db: Session) -> None:
    """Called by the loader: once `db` commits, this process reads the revision again."""
    event.listen(db, "after_commit", _count_load, once=True)


class RevisionWatcher:
    """The current content revision, read from the database at most once per `max_age`."""

    def __init__(
        self,
        session_factory: Callable[[], Session],
        max_age: float = REVISION_MAX_AGE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._session_factory = session_factory
        self._max_age = max_age
        self._clock = clock
        self._lock = threading.Lock()
        # (revision, when it was read, this process's loads by then), swapped as one value so
        # a request never pairs one read's revision with another's time.
        self._last: tuple[str, float, int] | None = None
        self._reading: Future[str] | None = None
        # When the read last claimed for renewal was made: one request per read renews it.
        self._renewal_claimed: float | None = None

    def known(self) -> str | None:
        """The revision when it was read recently enough to trust; None means call `read`,
        which is also the answer to the one request that renews a half-expired read. Cheap
        enough for every request: no I/O, no lock."""
        trusted = self._trusted()
        if trusted is None:
            return None
        revision, read_at, age = trusted
        if age < self._max_age / 2 or self._renewal_claimed == read_at:
            return revision
        self._renewal_claimed = read_at
        return None

    def _trusted(self) -> tuple[str, float, float] | None:
        """The revision last read, when, and its age, while it may still be trusted."""
        last = self._last
        if last is None:
            return None
        revision, read_at, loads = last
        age = self._clock() - read_at
        if age >= self._max_age or loads != _loads_committed:
            return None
        return revision, read_at, age

    def read(self) -> str:
        """Reads the revision from the database (blocking: run it in a worker thread). Of the
        requests that find it stale at once, one reads and the others wait for its answer, or
        its error: a database that does not answer costs them one timeout, not one each. A
        read past half its age is read again: only the request renewing it gets here."""
        with self._lock:
            trusted = self._trusted()
            if trusted is not None:
                revision, _, age = trusted
                if age < self._max_age / 2:
                    return revision
            reading, leader = self._reading, self._reading is None
            if reading is None:
                reading = self._reading = Future()
        if not leader:
            return reading.result()
        try:
            loads, started = _loads_committed, self._clock()
            with self._session_factory() as db:
                revision = content_revision(db)
            self._last = (revision, started, loads)
            reading.set_result(revision)
            return revision
        except BaseException as exc:
            reading.set_exception(exc)
            raise
        finally:
            with self._lock:
                self._reading = None
