"""SQLite on a full disk and on a read-only one: a small tmpfs filled to the last byte, and a
read-only bind mount of it. Shows what a user gets for a save and for a read."""

import sqlite3
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from fault_figures import verdict
from tests.hardening.user_load import LoadUser, find_target
from tests.live_server import live_server

# The second server must accept the first one's tokens.
SHARED = {
    "JWT_SECRET": "a-secret-both-servers-share-0123456789abc",
    "PUBLIC_URL": "http://127.0.0.1:8000",
}


@contextmanager
def mounted(*options: str) -> Iterator[Path | None]:
    """A directory with `mount options... <it>` applied, or None where mounting is refused."""
    directory = Path(tempfile.mkdtemp(prefix="systemcraft-disk-"))
    ok = _run("mount", *options, str(directory))
    try:
        yield directory if ok else None
    finally:
        if ok:
            _run("umount", str(directory))
        directory.rmdir()


def _run(*command: str) -> bool:
    return subprocess.run(command, capture_output=True, check=False).returncode == 0  # noqa: S603


def _fill(disk: Path) -> None:
    with (disk / "filler").open("wb") as filler:
        try:
            while True:
                filler.write(b"\0" * 65536)
                filler.flush()
        except OSError:
            pass  # the disk is full: what we wanted


def _save_and_read(user: LoadUser, label: str, refused: int | None) -> None:
    """A read, a design saved and a score saved; `refused`: the status both saves should get
    (None: they should be stored)."""
    target = find_target(user)
    user.one_round(target)
    read, design, score = user.answers[-3:]
    print(f"  {label}: a read -> {read.status}; saving a design -> {design.status}, "
          f"a quiz score -> {score.status}")  # fmt: skip
    if refused is None:
        stored = (read.status, design.status, score.status) == (200, 200, 201)
        print(f"    target: reads 200, saves stored (200, 201) {verdict(stored)}")
        return
    print(f"    body: {design.body.decode(errors='replace')}; Retry-After: {design.retry_after}")
    clear = design.error_code is not None and (design.status, score.status) == (refused, refused)
    print(f"    target: reads 200, saves {refused} with a JSON message {verdict(clear)}")


def run() -> None:
    with (
        mounted("-t", "tmpfs", "-o", "size=64m", "tmpfs") as disk,
        tempfile.TemporaryDirectory(prefix="systemcraft-disk-logs-") as logs_directory,
    ):
        if disk is None:
            print("\nfull and read-only disk: skipped (cannot mount a tmpfs here; run as root)")
            return
        url = f"sqlite+pysqlite:///{disk}/systemcraft.db.engine"
        # The server's log and data directory live elsewhere: only the database is on the disk.
        logs = Path(logs_directory)
        with live_server(url, logs, "--prepare", **SHARED) as server:
            user = LoadUser(server.port, "Disk User")
            user.sign_in()
            print("\nSQLite on a full disk (a 64 MB tmpfs filled up)")
            _fill(disk)
            _save_and_read(user, "disk full", 507)
            (disk / "filler").unlink()
            _save_and_read(user, "space freed", None)
        print("\nSQLite on a read-only disk (a read-only bind mount of the database's directory)")
        # Another connection keeps the write-ahead log's index (-shm) in place, as the
        # server's own connections do when a disk turns read-only under a running server.
        with closing(sqlite3.connect(f"{disk}/systemcraft.db.engine")) as holder:
            holder.execute("SELECT count(*) FROM sqlite_master").fetchone()
            with mounted("--bind", "-o", "ro", str(disk)) as read_only:
                assert read_only is not None
                ro_url = f"sqlite+pysqlite:///{read_only}/systemcraft.db.engine"
                with live_server(ro_url, logs, **SHARED) as server:
                    user.port, user.connection = server.port, None
                    _save_and_read(user, "read-only", 503)
                    status, _, _ = user.call("GET", "/readyz")
                    print(f"    /readyz -> {status} (the app can still serve reads)")
                _migrate_on(f"sqlite:///{read_only}/new.db")


def _migrate_on(url: str) -> None:
    """`systemcraft migrate` where it cannot create the database: one line, exit code 1."""
    result = subprocess.run(  # noqa: S603 - our own command
        [str(Path(__file__).resolve().parents[1] / "backend/.venv/bin/systemcraft"), "migrate"],
        env={"DATABASE_URL": url, "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    lines = result.stderr.strip().splitlines()
    print(f"  systemcraft migrate on the read-only disk: exit {result.returncode}, "
          f"{len(lines)} line(s): {lines[-1] if lines else ''}")  # fmt: skip
    print(f"    target: exit 1 with one line {verdict(result.returncode == 1 and len(lines) == 1)}")
