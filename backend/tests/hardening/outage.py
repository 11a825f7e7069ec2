"""A database outage under load: users working, /readyz polled, the cluster stopped and started
again, with the moments that matter kept for whoever reads the run (a test, bench/faults.py)."""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from tests.hardening.own_postgres import OwnPostgres
from tests.hardening.user_load import Answer, LoadUser, find_target, running_load


@dataclass
class ReadinessLog:
    checks: list[tuple[float, int | None]]

    def statuses(self, start: float, end: float) -> set[int | None]:
        return {status for moment, status in self.checks if start <= moment <= end}

    def first(self, wanted: int, since: float) -> float | None:
        """Seconds from `since` to the first check that answered `wanted`."""
        moments = (t - since for t, status in self.checks if t >= since and status == wanted)
        return next(moments, None)


@contextmanager
def polling_readiness(port: int) -> Iterator[ReadinessLog]:
    log = ReadinessLog([])
    stop = threading.Event()
    prober = LoadUser(port, "readiness-prober")

    def poll() -> None:
        while not stop.is_set():
            started = time.monotonic()
            status, _, _ = prober.call("GET", "/readyz")
            log.checks.append((started, status))
            stop.wait(0.1)

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    try:
        yield log
    finally:
        stop.set()
        thread.join(timeout=30)
        prober.close()


@dataclass(frozen=True)
class Outage:
    answers: list[Answer]  # every user's, in the order they were sent
    readiness: ReadinessLog
    stopping: float  # time.monotonic() when pg_ctl stop was run
    stopped: float  # ... when it returned
    accepting: float  # ... when pg_ctl start returned: the cluster accepts connections

    def first_success(self) -> float | None:
        """Seconds from `accepting` to the end of the first 2xx to a request sent after it."""
        ends = [a.started + a.seconds for a in self.answers if a.ok and a.started >= self.accepting]
        return min(ends) - self.accepting if ends else None

    @property
    def failed(self) -> list[Answer]:
        return [answer for answer in self.answers if not answer.ok]


def stop_under_load(
    cluster: OwnPostgres,
    users: list[LoadUser],
    mode: str,
    seconds: tuple[float, float, float],
) -> Outage:
    """`seconds`: of load before the stop, of the outage, and of load after the start."""
    before, down, after = seconds
    target = find_target(users[0])
    for user in users:
        user.answers.clear()
    with polling_readiness(users[0].port) as readiness, running_load(users, target):
        time.sleep(before)
        stopping = time.monotonic()
        cluster.stop(mode)
        stopped = time.monotonic()
        time.sleep(down)
        cluster.start()  # pg_ctl -w returns once the server accepts connections
        accepting = time.monotonic()
        time.sleep(after)
    answers = sorted((a for user in users for a in user.answers), key=lambda a: a.started)
    return Outage(answers, readiness, stopping, stopped, accepting)
