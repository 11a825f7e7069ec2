"""Read API throughput against its ceiling: our app (production settings, one uvicorn worker,
`systemcraft serve --prepare`) and a bare Starlette app returning the same bytes, both loaded
by wrk (-t2 -c50, a warm-up first), on SQLite and on a fresh PostgreSQL database.

Targets: each read at >= 60% of bare Starlette's req/s, p99 under 20 ms. Needs wrk (`make wrk`).
Usage: backend/.venv/bin/python bench/read_api.py [--databases sqlite,postgresql] [--seconds 10]
"""

import argparse
import json
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from read_api_servers import serve_app, serve_bare, temporary_database
from tests.live_server import LiveServer

TARGET_RATIO = 0.60
TARGET_P99_MS = 20.0
_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


@dataclass(frozen=True)
class Load:
    requests_per_second: float
    p99_ms: float
    # The server's own CPU time per request: steadier than req/s on a machine shared with
    # other work, since time spent waiting for a core is not counted.
    cpu_us: float
    errors: str


def fetch(server: LiveServer, path: str) -> bytes:
    """The body exactly as sent to a client that asks for no compression."""
    response, body = server.request("GET", path)
    if response.status != 200:
        raise RuntimeError(f"{path} answered {response.status}: {body[:200]!r}")
    return body


def wrk(server: LiveServer, path: str, seconds: int) -> Load:
    url = f"{server.url}{path}"
    command = ["wrk", "-t2", "-c50", f"-d{seconds}s", "--latency", url]
    cpu_before = server.cpu_seconds()
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout  # noqa: S603
    cpu = server.cpu_seconds() - cpu_before
    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    count = re.search(r"(\d+) requests in", output)
    p99 = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", output, re.MULTILINE)
    if rate is None or p99 is None or count is None:
        raise RuntimeError(f"cannot read wrk's output:\n{output}")
    errors = re.findall(r"^\s*(Non-2xx or 3xx responses: \d+|Socket errors: .*)$", output, re.M)
    return Load(
        float(rate.group(1)),
        float(p99.group(1)) * _UNITS_MS[p99.group(2)],
        cpu * 1e6 / max(1, int(count.group(1))),
        "; ".join(errors),
    )


def measure(server: LiveServer, path: str, seconds: int) -> Load:
    wrk(server, path, max(2, seconds // 3))  # warm-up: caches, pooled connections
    return wrk(server, path, seconds)


def read_paths(server: LiveServer) -> list[str]:
    """Topics, the first free lesson and the first free quiz with questions, the problem list;
    /healthz last, for what the middleware alone costs."""
    topics = json.loads(fetch(server, "/api/topics"))["topics"]
    free = [s["id"] for t in topics for s in t["subtopics"] if s["open_to_visitors"]]
    quiz = next(i for i in free if json.loads(fetch(server, f"/api/quizzes/{i}"))["questions"])
    return [
        "/api/topics",
        f"/api/content/{free[0]}",
        f"/api/quizzes/{quiz}",
        "/api/practice-problems",
        "/healthz",
    ]


@contextmanager
def scratch() -> Iterator[Path]:
    directory = Path(tempfile.mkdtemp(prefix="read-api-bench-"))
    try:
        yield directory
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def bench(kind: str, seconds: int) -> None:
    secret = secrets.token_urlsafe(32)
    with (
        scratch() as directory,
        temporary_database(kind, directory) as url,
        serve_app(url, directory, jwt_secret=secret) as app,
    ):
        paths = read_paths(app)
        bodies = {path: fetch(app, path) for path in paths}
        with serve_bare(bodies, directory) as bare:
            for path in paths:
                ours, ceiling = measure(app, path, seconds), measure(bare, path, seconds)
                print(report(kind, path, len(bodies[path]), ours, ceiling), flush=True)


def report(kind: str, path: str, size: int, ours: Load, bare: Load) -> str:
    ratio = ours.requests_per_second / bare.requests_per_second
    target = f"target >= {TARGET_RATIO:.0%}" if path.startswith("/api/") else "no target"
    errors = f"; ERRORS {ours.errors}" if ours.errors else ""
    return (
        f"read API {path} ({kind}, {size:,} B): {ours.requests_per_second:,.0f} req/s = "
        f"{ratio:.0%} of bare Starlette {bare.requests_per_second:,.0f} req/s ({target}); "
        f"p99 {ours.p99_ms:.1f} ms (bare {bare.p99_ms:.1f} ms; target < {TARGET_P99_MS:.0f} ms); "
        f"server CPU {ours.cpu_us:,.0f} us/request (bare {bare.cpu_us:,.0f}: "
        f"{bare.cpu_us / ours.cpu_us:.0%}){errors}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--seconds", type=int, default=10)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("read_api.py needs wrk: run `make wrk`")
    for kind in args.databases.split(","):
        bench(kind.strip(), args.seconds)


if __name__ == "__main__":
    main()
