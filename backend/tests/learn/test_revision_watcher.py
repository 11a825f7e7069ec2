"""Past half its age, the revision a process trusts is read again by the next request to ask
while the others go on trusting it, so a process under steady load never sends every request
of one moment down the slow path."""

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from systemcraft.config import Settings
from systemcraft.curriculum.revision import RevisionWatcher
from systemcraft.db.engine import create_db_engine
from tests.curriculum.factory import load_content, sample_tree

MAX_AGE = 1.0


@dataclass
class Clock:
    """Time that passes only when the test says so."""

    now: float = 100.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Watched:
    watcher: RevisionWatcher
    clock: Clock
    reads: list[float]


@pytest.fixture
def watched(settings: Settings, tmp_path: Path) -> Iterator[Watched]:
    """A watcher over the sample content, and when it opened each of its sessions."""
    load_content(settings.database_url, sample_tree(tmp_path / "content"))
    engine = create_db_engine(settings.database_url)
    sessions = sessionmaker(engine)
    clock, reads = Clock(), []

    def counted_session() -> Session:
        reads.append(clock.now)
        return sessions()

    yield Watched(RevisionWatcher(counted_session, MAX_AGE, clock), clock, reads)
    engine.dispose()


def test_one_request_renews_a_half_expired_revision(watched: Watched) -> None:
    watcher, clock = watched.watcher, watched.clock
    revision = watcher.read()
    assert watcher.known() == revision
    clock.now += MAX_AGE * 0.4
    assert watcher.known() == revision
    clock.now += MAX_AGE * 0.2  # past half its age
    assert watcher.known() is None  # this request renews it
    assert [watcher.known() for _ in range(3)] == [revision] * 3  # the others trust it
    assert watcher.read() == revision
    assert len(watched.reads) == 2
    clock.now += MAX_AGE * 0.45  # past the first read's expiry, not half the second's
    assert watcher.known() == revision
    assert len(watched.reads) == 2


def test_a_revision_nobody_asks_for_still_expires(watched: Watched) -> None:
    watcher, clock = watched.watcher, watched.clock
    watcher.read()
    clock.now += MAX_AGE
    assert [watcher.known() for _ in range(2)] == [None, None]  # stale: every request reads
    watcher.read()
    assert len(watched.reads) == 2
