"""The real server in its own process (uvicorn through `systemcraft serve`), for behaviour an
in-process client cannot show: what a client sees when a response is sent, proxy headers."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.client import HTTPConnection, HTTPResponse
from pathlib import Path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class LiveServer:
    port: int
    log: Path
    process: subprocess.Popen[bytes]

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
    """Serves an already-migrated database until the block ends (or until the test kills
    it); `arguments` go to `systemcraft serve` (--prepare migrates and loads the content)."""
    port = free_port()
    env = {
        **os.environ,
        "APP_ENV": "test",
        "DATABASE_URL": database_url,
        "DATA_DIR": str(directory / "data"),
        "FRONTEND_DIST": str(directory / "dist"),
        "AUTH_DEV_LOGIN": "true",
        "AUTH_RATE_LIMIT": "10000/minute",
        "REFRESH_RATE_LIMIT": "10000/minute",
        "DESIGN_SAVE_RATE_LIMIT": "10000/minute",
        **settings,
    }
    log = directory / f"server-{port}.log"
    cli = [sys.executable, "-c", "from systemcraft.cli import app; app()"]
    with log.open("wb") as output:
        server = subprocess.Popen(
            [*cli, "serve", "--port", str(port), *arguments], env=env, stdout=output, stderr=output
        )
        try:
            _wait_until_healthy(port, server, log, 120 if "--prepare" in arguments else 30)
            yield LiveServer(port, log, server)
        finally:
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=10)


def _wait_until_healthy(
    port: int, server: subprocess.Popen[bytes], log: Path, timeout: float
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the server exited: {log.read_text()[-2000:]}")
        connection = HTTPConnection("127.0.0.1", port, timeout=1)
        try:
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.05)
        finally:
            connection.close()
    raise RuntimeError(f"the server did not answer on port {port} within {timeout:g} s")
