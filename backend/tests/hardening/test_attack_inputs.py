"""The inputs that once froze the whole server, sent to the real one: each costs it well under
a second of CPU, and /healthz goes on answering while they run. Before the engine read text in
linear time, a 1 KB note held a process for three seconds of CPU and kept /healthz waiting as
long, and 500 negated components sixteen seconds. The 250 ms target is a benchmark's
(bench/largest_documents.py and bench/body_attacks.py print the CPU and /healthz against their
targets): the largest inputs cost 150 to 250 ms here, so a test held to it fails on a busy
machine. Here, on a machine whose other core runs browser tests, a request is held to a second
of CPU (a reader gone superlinear again costs several), the typical /healthz answer to 100 ms
and the slowest to a second."""

import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.databases import temporary_database
from tests.hardening import attack_inputs
from tests.hardening.body_attacks import signed_in
from tests.live_server import LiveServer, live_server

CPU_BUDGET_SECONDS = 1.0
HEALTH_BUDGET_SECONDS = 0.1
SLOWEST_HEALTH_SECONDS = 1.0
CHAT_ROOM = 16 * 1024  # what a chat request holds beside its design


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, migrated_templates: dict[str, str]
) -> Iterator[LiveServer]:
    directory = tmp_path_factory.mktemp("attacks")
    (directory / "dist").mkdir()
    (directory / "dist" / "index.html").write_text("<!doctype html>")
    template = migrated_templates["sqlite+curriculum"]
    with (
        temporary_database("sqlite", directory, template) as url,
        live_server(url, directory) as running,
    ):
        # The coach's lesson index is built by the first question after start-up, whatever it
        # asks: built here, it is not counted against the first attack on the coach.
        warm_up = signed_in(running, 3, "warm-up")
        question = {"message": "What is a cache?", "session_id": "warm-up"}
        send(running, "/api/chat", question, warm_up)
        yield running


class HealthWatch:
    """Asks /healthz every 20 ms on its own connections while the block runs; keeps how long
    each answer took."""

    def __init__(self, server: LiveServer) -> None:
        self.server, self.waits, self.done = server, list[float](), threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def _watch(self) -> None:
        while True:  # at least once, however quickly the block ends
            started = time.monotonic()
            response, _ = self.server.request("GET", "/healthz")
            assert response.status == 200
            self.waits.append(time.monotonic() - started)
            if self.done.wait(0.02):
                return

    def __enter__(self) -> "HealthWatch":
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.done.set()
        self.thread.join()


def send(
    server: LiveServer, path: str, body: Any, signed: dict[str, str]
) -> tuple[int, float, list[float]]:
    """The status, the server's CPU seconds for the request (the least of two tries: a busy
    machine only ever adds, and so do the /healthz answers of the second) and how long each
    /healthz took while it was sent the second time."""
    payload = json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **signed}
    before = server.cpu_seconds()
    response, _ = server.request("POST", path, payload, headers)
    spent = [server.cpu_seconds() - before]
    with HealthWatch(server) as watch:
        before = server.cpu_seconds()
        server.request("POST", path, payload, headers)
        spent.append(server.cpu_seconds() - before)
    return response.status, min(spent), sorted(watch.waits)


def submission(document: dict[str, Any]) -> dict[str, Any]:
    return {"problem_id": "url-shortener", "playground_state": document}


def chat(document: dict[str, Any], message: str = "How do I make my cache faster?") -> Any:
    return {"message": message, "session_id": "attack-session", "design": document}


CASES: dict[str, tuple[str, int, Callable[[], Any]]] = {
    "a 1 KB note of spaces, submitted at tier 0": (
        "/api/submissions",
        0,
        lambda: submission(attack_inputs.spaced_number_note()),
    ),
    "spaced numbers at the body limit, submitted": (
        "/api/submissions",
        0,
        lambda: submission(attack_inputs.spaced_numbers(room=1024)),
    ),
    "500 components of negated words, submitted at tier 0": (
        "/api/submissions",
        0,
        lambda: submission(attack_inputs.negated_words(components=500)),
    ),
    "negated words at the body limit, assessed": (
        "/api/analyze",
        3,
        lambda: attack_inputs.negated_words(),
    ),
    "ordinary text at the body limit, assessed": (
        "/api/analyze",
        3,
        lambda: attack_inputs.ordinary_text(),
    ),
    "figures in every text at the body limit, assessed": (
        "/api/analyze",
        3,
        lambda: attack_inputs.dense_figures(),
    ),
    "negated words at the body limit, asked about": (
        "/api/chat",
        3,
        lambda: chat(attack_inputs.negated_words(room=CHAT_ROOM)),
    ),
    "a question naming 100 labels after 'a'": (
        "/api/chat",
        3,
        lambda: chat(*attack_inputs.article_labels(components=100)),
    ),
    "a question naming 500 labels after 'a'": (
        "/api/chat",
        3,
        lambda: chat(*attack_inputs.article_labels(components=500)),
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES)
def test_an_attack_input_costs_little_and_health_answers(server: LiveServer, case: str) -> None:
    path, tier, body = CASES[case]
    status, spent, waits = send(server, path, body(), signed_in(server, tier, f"attacker-{tier}"))
    assert status < 500, status
    assert spent < CPU_BUDGET_SECONDS, f"{case}: {spent * 1000:.0f} ms of server CPU"
    typical, slowest = waits[len(waits) // 2], waits[-1]
    assert typical < HEALTH_BUDGET_SECONDS, f"{case}: /healthz took {waits}"
    assert slowest < SLOWEST_HEALTH_SECONDS, f"{case}: /healthz took {waits}"
