"""The slowest an assessment and a coach answer get: the largest valid documents (500
components, 2,000 connections, every text as long as the 2 MB body allows), written to cost the
most (the inputs that once froze the server, grown to the limit) and as people write, sent to a
real server. Prints the server's CPU time per request (median of RUNS) for Run Assessment and
for a coach question about the design, and the engine alone on the problem that takes longest.

Target: under 250 ms each, for every input but the last. The last ("keyword soup") is the
costliest text found for RE2: nothing but the words a rubric pattern such as
"queue.{0,60}clicks" needs, in random order. It is printed for what it costs, which the time
budget (ENGINE_TIME_BUDGET_SECONDS) bounds.
"""

import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.hardening import attack_inputs
from tests.hardening.body_attacks import signed_in
from tests.live_server import LiveServer, live_server

from systemcraft.assessment.engine import Expectations, assess
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.design import read_document

REPO_ROOT = Path(__file__).resolve().parents[1]
RUNS = 5
TARGET_MS = 250.0
QUESTION = "What happens when my cache fails, and is my database sized for the peak?"
CHAT_ROOM = 16 * 1024
TARGETED = ("spaced numbers", "negated words", "ordinary text", "dense figures")


def server_ms(
    server: LiveServer, path: str, body: Any, signed: dict[str, str], *, bounded: bool = False
) -> float:
    """The server's median CPU time for the request. A `bounded` input may be stopped by the
    time budget (a 503 that says so): its cost is then what the budget allowed."""
    payload = json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **signed}
    spent = []
    for _ in range(RUNS):
        before = server.cpu_seconds()
        response, raw = server.request("POST", path, payload, headers)
        stopped = response.status == 503 and b"timeout" in raw
        if response.status >= 300 and not (bounded and stopped):
            raise RuntimeError(f"{path} answered {response.status}: {raw[:300]!r}")
        spent.append((server.cpu_seconds() - before) * 1000)
    return statistics.median(spent)


@contextmanager
def bench_server() -> Iterator[tuple[LiveServer, dict[str, str]]]:
    """A real server over the shipped curriculum, with a tier 3 sign-in and no coach limit."""
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        (directory / "dist").mkdir()
        (directory / "dist" / "index.html").write_text("<!doctype html>")
        url = f"sqlite:///{directory / 'bench.db'}"
        with live_server(url, directory, "--prepare", COACH_RATE_LIMIT="100000/minute") as server:
            yield server, signed_in(server, 3, "bench")


def slowest_problem(document: dict[str, Any]) -> tuple[str, float]:
    """The engine alone: the problem whose rubric takes longest over this document (CPU ms)."""
    read = read_document(json.dumps(document).encode())
    worst = ("", 0.0)
    for problem in read_curriculum(REPO_ROOT / "content").problems:
        if problem.assessment is None:
            continue
        expectations = Expectations.model_validate(problem.assessment)
        started = time.process_time()
        assess(read, expectations)
        worst = max(worst, (problem.id, (time.process_time() - started) * 1000), key=lambda w: w[1])
    return worst


def main() -> None:
    inputs = {**attack_inputs.LARGEST, "keyword soup": attack_inputs.keyword_soup}
    print("largest documents: server CPU per request, median of", RUNS)
    print(f"  {'input':16} {'size':>7} {'assess':>8} {'coach':>8}   engine alone, slowest problem")
    worst = {"assess": 0.0, "coach": 0.0}
    with bench_server() as (server, signed):
        for name, make in inputs.items():
            document = make(0)
            bounded = name not in TARGETED
            assessed = server_ms(server, "/api/analyze", document, signed, bounded=bounded)
            asked = {"message": QUESTION, "session_id": "bench-session"}
            chat = {**asked, "design": make(CHAT_ROOM)}
            coached = server_ms(server, "/api/chat", chat, signed, bounded=bounded)
            problem, engine = slowest_problem(document)
            size = len(json.dumps(document)) / 1e6
            print(
                f"  {name:16} {size:5.2f} MB {assessed:6.0f} ms {coached:6.0f} ms"
                f"   {engine:.0f} ms ({problem})"
            )
            if name in TARGETED:
                worst["assess"] = max(worst["assess"], assessed)
                worst["coach"] = max(worst["coach"], coached)
    for kind, figure in worst.items():
        verdict = "within" if figure < TARGET_MS else "OVER"
        print(f"worst {kind}: {figure:.0f} ms of server CPU; {verdict} the {TARGET_MS:.0f} ms")


if __name__ == "__main__":
    main()
