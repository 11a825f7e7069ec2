"""What a body nobody may send costs the real server, and whether /healthz keeps answering
while bodies arrive: the four routes that take a design, each sent [[],[],...,0] (the most
work per byte for a JSON parser) at the filed 1.99 MB and at the route's own limit.

Targets: a signed-out body costs under 250 ms of the server's CPU; /healthz answers within
100 ms while a batch of them arrives. A signed-in user's body is read in full, in a worker
thread: the figure shows how /healthz fares meanwhile."""

import statistics
import tempfile
from pathlib import Path

from tests.databases import migrated_template
from tests.hardening.body_attacks import (
    JSON,
    Request,
    attack_bodies,
    healthz_while,
    largest_bodies,
    signed_in,
)
from tests.live_server import LiveServer, live_server

TRIES = 3
MAX_CPU_MS = 250
MAX_HEALTHZ_MS = 100


def refusal_costs(server: LiveServer) -> None:
    print("server CPU per signed-out body (401), over", TRIES, "tries:")
    for method, path, body in attack_bodies():
        costs = []
        for _ in range(TRIES):
            before = server.cpu_seconds()
            server.request(method, path, body=body, headers=JSON)
            costs.append((server.cpu_seconds() - before) * 1000)
        verdict = "within" if max(costs) < MAX_CPU_MS else "OVER"
        print(
            f"  {method} {path}, {len(body):,} bytes: {min(costs):.0f} to "
            f"{max(costs):.0f} ms; {verdict} the {MAX_CPU_MS} ms target"
        )


def healthz_meanwhile(
    server: LiveServer, label: str, requests: list[Request], headers: dict[str, str], rounds: int
) -> str:
    """The figures, for /healthz asked while `requests` arrive `rounds` times over."""
    waits, sent, spent = healthz_while(server, requests, headers, rounds)
    waits = sorted(wait * 1000 for wait in waits)
    return (
        f"/healthz while {len(sent)} {label} arrive (server CPU {spent:.2f} s): median "
        f"{statistics.median(waits):.0f} ms, 3/4 within {waits[len(waits) * 3 // 4]:.0f} ms, "
        f"slowest {waits[-1]:.0f} ms over {len(waits)} answers"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        (folder / "dist").mkdir()
        (folder / "dist" / "index.html").write_text("<!doctype html>")
        with (
            migrated_template("sqlite", folder) as database,
            live_server(f"sqlite+pysqlite:///{database}", folder) as server,
        ):
            refusal_costs(server)
            print(
                healthz_meanwhile(server, "signed-out bodies", largest_bodies(), {}, rounds=25),
                f"(target: within {MAX_HEALTHZ_MS} ms)",
            )
            saves = [request for request in largest_bodies() if request[0] == "PUT"] * 3
            session = signed_in(server, tier=1)
            print(healthz_meanwhile(server, "signed-in design saves", saves, session, rounds=25))


if __name__ == "__main__":
    main()
