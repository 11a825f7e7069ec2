"""SQLite with the server killed (SIGKILL) in the middle of writes: the file must stay
consistent, hold every write that was acknowledged, and serve again."""

import sqlite3
import tempfile
import time
from contextlib import closing
from pathlib import Path

from fault_figures import verdict
from tests.hardening.kept_writes import kept_writes
from tests.hardening.user_load import LoadUser, find_target, running_load
from tests.live_server import LiveServer, live_server

USERS = 8
KILLS = 3
LOAD_SECONDS = 3.0
# Each restart listens on another port; tokens name the public address, which stays.
PUBLIC_URL = "http://127.0.0.1:8000"


def kills() -> None:
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "systemcraft.db.engine"
        url = f"sqlite+pysqlite:///{path}"
        users = [LoadUser(0, f"Load User {n}") for n in range(USERS)]
        arguments: tuple[str, ...] = ("--prepare",)
        print(f"\nSQLite: server killed (SIGKILL) {KILLS} times under {USERS} users writing")
        for round_number in range(1, KILLS + 1):
            with live_server(url, Path(directory), *arguments, PUBLIC_URL=PUBLIC_URL) as server:
                arguments = ()
                _attach(users, server, sign_in=round_number == 1)
                with running_load(users, find_target(users[0])):
                    time.sleep(LOAD_SECONDS)
                    server.process.kill()
            with closing(sqlite3.connect(path)) as connection:
                integrity = connection.execute("PRAGMA integrity_check").fetchone()[0]
            kept = kept_writes(url, users)
            print(
                f"  kill {round_number}: integrity_check {integrity!r} (target 'ok') "
                f"{verdict(integrity == 'ok')}; acknowledged writes {kept.acknowledged}, "
                f"missing {len(kept.missing)} (target 0) {verdict(not kept.missing)}"
            )
        with live_server(url, Path(directory), PUBLIC_URL=PUBLIC_URL) as server:
            _attach(users, server, sign_in=False)
            status, _, _ = users[0].call("GET", "/readyz")
            users[0].one_round(find_target(users[0]))
            served = [answer.status for answer in users[0].answers[-3:]]
            print(
                f"  started again on the same file: /readyz {status}, a read, a design and a "
                f"score saved: {served} (target 200; 200, 200, 201) "
                f"{verdict(status == 200 and served == [200, 200, 201])}"
            )


def _attach(users: list[LoadUser], server: LiveServer, sign_in: bool) -> None:
    for user in users:
        user.port, user.connection = server.port, None
        if sign_in:
            user.sign_in()
