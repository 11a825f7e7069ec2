"""Bodies sent to a real server the way an attacker would, and /healthz asked meanwhile: for
the tests in test_bodies_before_sign_in.py and bench/body_attacks.py."""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlencode

from systemcraft.web.request_limits import DESIGN_ROUTES
from tests.auth.helpers import CLIENT_STATE, bearer, fragment_of
from tests.live_server import LiveServer

# The four routes that take a design, each with the largest body it accepts.
ROUTES = [(method, prefix, limit) for (method, prefix), limit in DESIGN_ROUTES.items()]
# Run Assessment and the coach: tier 3 and above.
FEEDBACK_TIER_ROUTES = ("/api/analyze", "/api/chat")
JSON = {"Content-Type": "application/json"}

Request = tuple[str, str, bytes]  # method, path, body

# The size of the body the attack was filed with.
FILED_SIZE = 1_990_000


def nested_lists(size: int) -> bytes:
    """[[],[],...,0] of exactly `size` bytes: as many containers as a body that size can hold,
    the most work per byte for a JSON parser."""
    count = (size - 3) // 3
    padding = b" " * (size - 3 - 3 * count)
    return b"[" + padding + b"[]," * count + b"0]"


def target(prefix: str) -> str:
    return prefix + "url-shortener" if prefix.endswith("/") else prefix


def largest_bodies() -> list[Request]:
    return [(method, target(prefix), nested_lists(limit)) for method, prefix, limit in ROUTES]


def attack_bodies() -> Iterator[Request]:
    """Each route's body as filed, then at the route's own limit."""
    for method, prefix, limit in ROUTES:
        for size in (FILED_SIZE, limit):
            yield method, target(prefix), nested_lists(size)


def signed_in(server: LiveServer, tier: int, name: str = "Ada") -> dict[str, str]:
    """The Authorization header of a new sign-in by `name` at `tier`."""
    query = urlencode({"name": name, "tier": tier, "client_state": CLIENT_STATE})
    redirect, _ = server.request("GET", f"/auth/dev-login?{query}")
    assert redirect.status == 302, redirect.status
    return bearer(fragment_of(str(redirect.getheader("location"))))


@contextmanager
def sending(
    server: LiveServer, requests: list[Request], headers: dict[str, str], rounds: int
) -> Iterator[tuple[threading.Event, list[int]]]:
    """Each request `rounds` times over, one thread per request; yields an event that is set
    while any is still being sent or answered, and the statuses of those answered."""
    running, statuses = threading.Event(), []

    def send(method: str, path: str, body: bytes) -> None:
        for _ in range(rounds):
            response, _ = server.request(method, path, body=body, headers=JSON | headers)
            statuses.append(response.status)

    def send_all() -> None:
        threads = [threading.Thread(target=send, args=request) for request in requests]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        running.clear()

    running.set()
    sender = threading.Thread(target=send_all)
    sender.start()
    try:
        yield running, statuses
    finally:
        sender.join()


def healthz_waits(server: LiveServer, running: threading.Event) -> list[float]:
    """How long each /healthz took, asked every 10 ms while `running` is set."""
    waits: list[float] = []
    while running.is_set():
        started = time.monotonic()
        response, _ = server.request("GET", "/healthz")
        waits.append(time.monotonic() - started)
        assert response.status == 200
        time.sleep(0.01)
    assert len(waits) >= 5, "the requests ended before /healthz was asked a few times"
    return waits


def healthz_while(
    server: LiveServer, requests: list[Request], headers: dict[str, str], rounds: int
) -> tuple[list[float], list[int], float]:
    """/healthz's waits while `requests` arrive `rounds` times over, their statuses, and the
    server's CPU seconds meanwhile."""
    before = server.cpu_seconds()
    with sending(server, requests, headers, rounds) as (running, statuses):
        waits = healthz_waits(server, running)
    return waits, statuses, server.cpu_seconds() - before
