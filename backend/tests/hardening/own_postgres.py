"""A PostgreSQL cluster of our own, to stop and start under load. The shared server on 5432
serves everyone else's tests, so a fault test never stops that one.

initdb refuses to run as root; as root the cluster's commands run as the `postgres` user, in
a directory under /tmp that this user owns."""

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg

from tests.live_server import free_port


def postgres_bin() -> Path | None:
    """The newest installed server's bin directory, or None when there is no server here."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=_major_version)
    return found[-1].parent if found else None


def _major_version(initdb: Path) -> int:
    return int(initdb.parents[1].name)


@dataclass(frozen=True)
class OwnPostgres:
    bin: Path
    directory: Path
    port: int

    @property
    def data(self) -> Path:
        return self.directory / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=60)

    def pg_ctl(self, *args: str) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-w", *args)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1"
        self.pg_ctl("-o", options, "-l", str(self.directory / "server.log"), "start")

    def stop(self, mode: str = "fast") -> None:
        """fast: the server ends every session and shuts down cleanly; immediate: it quits
        at once, as after a crash, and replays its log on the next start."""
        self.pg_ctl("-m", mode, "stop")

    def accepting(self) -> bool:
        try:
            with psycopg.connect(
                f"postgresql://postgres@127.0.0.1:{self.port}/postgres", connect_timeout=1
            ):
                return True
        except psycopg.OperationalError:
            return False

    def create_database(self, name: str) -> str:
        with psycopg.connect(self.url().replace("+psycopg", ""), autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


@contextmanager
def own_postgres() -> Iterator[OwnPostgres]:
    """A new cluster, started, removed at the end; the caller may stop and start it."""
    binaries = postgres_bin()
    if binaries is None:
        raise RuntimeError("no PostgreSQL server is installed (/usr/lib/postgresql/*/bin)")
    directory = Path(tempfile.mkdtemp(prefix="systemcraft-own-pg-"))
    if os.geteuid() == 0:
        shutil.chown(directory, "postgres", "postgres")
    cluster = OwnPostgres(binaries, directory, free_port())
    try:
        # --no-sync: a throw-away cluster need not wait for the disk to set itself up.
        cluster._run(
            str(binaries / "initdb"), "-D", str(cluster.data), "-U", "postgres",
            "--auth=trust", "--no-sync", "--no-instructions",
        )  # fmt: skip
        cluster.start()
        yield cluster
    finally:
        if (cluster.data / "postmaster.pid").exists():
            cluster.stop("immediate")
        shutil.rmtree(directory, ignore_errors=True)


def wait_until_accepting(cluster: OwnPostgres, timeout: float = 30) -> float:
    """Seconds until the cluster accepts a connection (pg_ctl -w already waits for that; this
    is the clock a client would see)."""
    started = time.monotonic()
    while not cluster.accepting():
        if time.monotonic() - started > timeout:
            raise RuntimeError("the cluster did not come back")
        time.sleep(0.02)
    return time.monotonic() - started
