"""Times a second `make run` with nothing changed: from the command to a healthy server.

The target is under 10 seconds. The first run warms up (installs, builds, migrates); the
figure printed is the mean of the runs after it.
"""

import os
import signal
import socket
import subprocess
import time
from http.client import HTTPConnection
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
RUNS = 3
TARGET_SECONDS = 10.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def healthy(port: int) -> bool:
    connection = HTTPConnection("127.0.0.1", port, timeout=1)
    try:
        connection.request("GET", "/healthz")
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


def time_make_run(timeout: float = 600) -> float:
    port = free_port()
    started = time.perf_counter()
    process = subprocess.Popen(
        ["make", "run"],  # noqa: S607 - the command a newcomer types
        cwd=REPO_ROOT,
        env={**os.environ, "PORT": str(port)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        while not healthy(port):
            if process.poll() is not None or time.perf_counter() - started > timeout:
                raise RuntimeError("make run did not start serving")
            time.sleep(0.05)
        return time.perf_counter() - started
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def main() -> None:
    warm_up = time_make_run()
    print(f"first make run (warm-up): {warm_up:.2f} s")
    timings = [time_make_run() for _ in range(RUNS)]
    mean = sum(timings) / len(timings)
    listed = ", ".join(f"{seconds:.2f}" for seconds in timings)
    verdict = "within" if mean < TARGET_SECONDS else "OVER"
    print(f"make run with nothing changed: {mean:.2f} s mean ({listed}); {verdict} the 10 s target")


if __name__ == "__main__":
    main()
