"""Real outages under real users: PostgreSQL stopped and started mid-load (on a cluster of our
own, never the shared one), and the server killed mid-write on SQLite. bench/faults.py runs
the same, longer and with more users, and prints the figures."""

import shutil
import sqlite3
import time
from contextlib import closing
from pathlib import Path

import pytest

from tests.hardening.kept_writes import kept_writes
from tests.hardening.outage import stop_under_load
from tests.hardening.own_postgres import own_postgres, postgres_bin
from tests.hardening.user_load import LoadUser, find_target, running_load
from tests.live_server import LiveServer, live_server

USERS = 4
UNAVAILABLE = {"database_unavailable", "service_unavailable"}
# Tokens name the public address, which stays when a restarted server listens elsewhere.
PUBLIC_URL = "http://127.0.0.1:8000"


def signed_in(server: LiveServer, users: int = USERS) -> list[LoadUser]:
    team = [LoadUser(server.port, f"User {n}") for n in range(users)]
    for user in team:
        user.sign_in()
    return team


@pytest.mark.slow
def test_postgresql_stopped_mid_load_fails_fast_and_recovers(tmp_path: Path) -> None:
    """`pg_ctl stop -m immediate`, as a crash: no session is ended cleanly and the server
    replays its log when it starts (the bench runs `-m fast` too; about 11 s each here)."""
    if postgres_bin() is None:
        pytest.skip("no PostgreSQL server installed to run a cluster of our own")
    with own_postgres() as cluster:
        url = cluster.create_database("systemcraft")
        with live_server(url, tmp_path, "--prepare") as server:
            users = signed_in(server)
            run = stop_under_load(cluster, users, "immediate", (1.0, 2.0, 2.0))
            kept = kept_writes(url, users)

    assert run.failed, "the outage went unnoticed: the test did not stop the database"
    for answer in run.failed:
        assert answer.status == 503, (answer.status, answer.body)
        assert answer.error_code in UNAVAILABLE
        assert answer.retry_after == "5"
        # Refused connections: no request waits for the database's timeout (5 s).
        assert answer.seconds < 3
    assert run.readiness.statuses(run.stopped + 0.5, run.accepting - 0.2) == {503}
    recovered = run.first_success()
    assert recovered is not None
    assert recovered < 5
    assert kept.missing == []


@pytest.mark.slow
def test_a_server_killed_mid_write_leaves_sqlite_whole(
    tmp_path: Path, migrated_templates: dict[str, str]
) -> None:
    path = tmp_path / "systemcraft.db.engine"
    shutil.copyfile(migrated_templates["sqlite+curriculum"], path)
    url = f"sqlite+pysqlite:///{path}"
    with live_server(url, tmp_path, PUBLIC_URL=PUBLIC_URL) as server:
        users = signed_in(server)
        target = find_target(users[0])
        with running_load(users, target):
            time.sleep(1.5)
            server.process.kill()
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    kept = kept_writes(url, users)
    assert kept.acknowledged > 0
    assert kept.missing == []

    with live_server(url, tmp_path, PUBLIC_URL=PUBLIC_URL) as server:
        user = users[0]
        user.port, user.connection = server.port, None
        assert user.call("GET", "/readyz")[0] == 200
        user.one_round(target)
        user.close()
        assert [answer.status for answer in user.answers[-3:]] == [200, 200, 201]
