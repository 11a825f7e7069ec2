"""The revision a process trusts is read again in the background before it goes stale, so a
process under steady load never sends every request of one moment down the slow path."""

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy.orm import Session, sessionmaker

from systemcraft.config import Settings
from systemcraft.curriculum.revision import RevisionWatcher
from systemcraft.db import create_db_engine
from tests.curriculum.factory import load_content, sample_tree

MAX_AGE = 0.4


@pytest.fixture
def sessions(settings: Settings, tmp_path: Path) -> Iterator[sessionmaker[Session]]:
    load_content(settings.database_url, sample_tree(tmp_path / "content"))
    engine = create_db_engine(settings.database_url)
    yield sessionmaker(engine)
    engine.dispose()


def _until(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_a_revision_in_use_is_renewed_before_it_expires(
    sessions: sessionmaker[Session],
) -> None:
    reads: list[float] = []

    def counted_session() -> Session:
        reads.append(time.monotonic())
        return sessions()

    watcher = RevisionWatcher(counted_session, max_age=MAX_AGE)
    revision = watcher.read()
    assert len(reads) == 1
    time.sleep(MAX_AGE * 0.6)
    assert watcher.known() == revision  # past half its age: this starts a background read
    assert _until(lambda: len(reads) == 2 and watcher._reading is None)
    time.sleep(MAX_AGE * 0.6)  # past the first read's expiry, inside the second's
    assert watcher.known() == revision
    watcher.settle()


def test_a_revision_nobody_asks_for_still_expires(sessions: sessionmaker[Session]) -> None:
    watcher = RevisionWatcher(sessions, max_age=MAX_AGE)
    watcher.read()
    time.sleep(MAX_AGE * 1.2)
    assert watcher.known() is None
