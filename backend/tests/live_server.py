"""The real server in its own process, for behaviour an in-process client cannot show (what a
client sees when a response is sent, proxy headers, CPU time, outages), for the browser tests and
for the benchmarks: the one launcher all three import.

`live_server` runs `systemcraft serve` as a test server unless told APP_ENV=production;
`serving` runs any command that answers HTTP on a port (the bench's bare Starlette app, the
browser tests' OpenID provider) and is what starts, waits for and stops them all."""

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass
from http.client import HTTPConnection, HTTPResponse
from pathlib import Path

# The front end `make build` writes, for the servers a browser loads pages from.
BUILT_FRONT_END = Path(__file__).resolve().parents[2] / "frontend" / "dist"
# Where a test server differs from production: sign-in by name (/auth/dev), and the limits per
# address raised, since every request comes from 127.0.0.1 (the limits have tests of their own).
TEST_SETTINGS = {
    "APP_ENV": "test",
    "AUTH_DEV_LOGIN": "true",
    "AUTH_RATE_LIMIT": "10000/minute",
    "REFRESH_RATE_LIMIT": "10000/minute",
    "DESIGN_SAVE_RATE_LIMIT": "10000/minute",
    "COACH_RATE_LIMIT": "10000/minute",
    "COACH_ADDRESS_RATE_LIMIT": "10000/minute",
}
SYSTEMCRAFT = [sys.executable, "-c", "from systemcraft.cli import app; app()"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class LiveServer:
    port: int
    log: Path
    process: subprocess.Popen[bytes]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cpu_seconds(self) -> float:
        """The CPU time the server process has used so far (user and system)."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rpartition(")")[2].split()
        # utime and stime, the 14th and 15th fields, counted from after the command name.
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[HTTPResponse, bytes]:
        """One request on a new connection, as a browser tab opening another socket would."""
        connection = HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response, response.read()
        finally:
            connection.close()


@contextmanager
def live_server(
    database_url: str, directory: Path, *arguments: str, **settings: str
) -> Iterator[LiveServer]:
    """Serves the database until the block ends (or until the test kills it); `arguments` go
    to `systemcraft serve` (--prepare migrates and loads the content first, or else the
    database must be migrated already), `settings` to its environment, over the defaults.

    The server runs in `directory` (so no .env of the developer's is read), keeps its data
    and log there, and, as a test server, serves the stand-in front end a test may write to
    `directory / "dist"` (FRONTEND_DIST=BUILT_FRONT_END for the real one). Another APP_ENV
    (production) leaves out TEST_SETTINGS and that stand-in: the product's own defaults."""
    port = int(settings.get("PORT") or free_port())
    test = {"FRONTEND_DIST": str(directory / "dist"), **TEST_SETTINGS}
    env = {
        **os.environ,
        **(test if settings.get("APP_ENV", "test") == "test" else {}),
        "DATABASE_URL": database_url,
        "DATA_DIR": str(directory / "data"),
        # Where the launcher looks for it; the address it names itself by, unless told.
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "PUBLIC_URL": f"http://127.0.0.1:{port}",
        **settings,
    }
    # --prepare on an empty database loads the whole curriculum: minutes on a busy machine.
    timeout = 300 if "--prepare" in arguments else 30
    command = [*SYSTEMCRAFT, "serve", *arguments]
    log = directory / f"server-{port}.log"
    with serving(command, port, log, env=env, cwd=directory, timeout=timeout) as server:
        yield server


@contextmanager
def serving(
    command: list[str],
    port: int,
    log: Path,
    *,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    ready: str = "/healthz",
    timeout: float = 30,
) -> Iterator[LiveServer]:
    """Runs `command`, its output in `log`, from when it answers `ready` on `port` with a 200
    until the block ends. It leads a process group of its own: a Ctrl-C meant for the caller
    stops it only through this block's SIGTERM, which reaches anything it started too."""
    with log.open("wb") as output:
        process = subprocess.Popen(
            command, env=env, cwd=cwd, stdout=output, stderr=output, start_new_session=True
        )
        try:
            _wait_until_ready(port, ready, process, log, timeout)
            yield LiveServer(port, log, process)
        finally:
            # A test may have killed it already, to see what its users see.
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=30)


def _wait_until_ready(
    port: int, path: str, process: subprocess.Popen[bytes], log: Path, timeout: float
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()[-2000:]}")
        with closing(HTTPConnection("127.0.0.1", port, timeout=1)) as connection, suppress(OSError):
            connection.request("GET", path)
            if connection.getresponse().status == 200:
                return
        time.sleep(0.05)
    raise RuntimeError(f"the server did not answer on port {port} within {timeout:g} s")
