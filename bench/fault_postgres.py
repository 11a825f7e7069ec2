"""PostgreSQL stopped in the middle of a load run, on a cluster of our own (never the shared
server on 5432), and started again: what the users and /readyz saw, how soon the app served
again, and whether every write it acknowledged is in the database afterwards."""

import tempfile
from pathlib import Path

from fault_figures import Failures, log_problems, share, verdict
from tests.hardening.kept_writes import kept_writes
from tests.hardening.outage import stop_under_load
from tests.hardening.own_postgres import OwnPostgres, own_postgres
from tests.hardening.user_load import LoadUser
from tests.live_server import live_server

USERS = 8
WARM_UP_SECONDS = 3.0
OUTAGE_SECONDS = 4.0
AFTER_SECONDS = 4.0
# A stopped server refuses connections at once, so a user should know within a second; a
# frozen one is bounded by DATABASE_TIMEOUT_SECONDS instead (the hardening tests cover it).
FAST_FAILURE_SECONDS = 1.0
RECOVERY_TARGET_SECONDS = 5.0


def outage(cluster: OwnPostgres, users: list[LoadUser], mode: str) -> None:
    seconds = (WARM_UP_SECONDS, OUTAGE_SECONDS, AFTER_SECONDS)
    run = stop_under_load(cluster, users, mode, seconds)
    failed = Failures(run.failed)
    print(f"\nPostgreSQL stop -m {mode} for {OUTAGE_SECONDS:g} s under {len(users)} users")
    print(f"  requests: {len(run.answers)}, failed: {failed.count} ({failed.kinds() or 'none'})")
    print(f"  pg_ctl stop took {run.stopped - run.stopping:.2f} s")
    print(
        f"  failed requests answered 503 + Retry-After + JSON error: "
        f"{share(failed.clean, failed.count)} (target 100%) {verdict(failed.clean == failed.count)}"
    )
    print(
        f"  slowest failed request: {failed.slowest:.3f} s (target < {FAST_FAILURE_SECONDS:g} s)"
        f" {verdict(failed.slowest < FAST_FAILURE_SECONDS)}"
    )
    during = run.readiness.statuses(run.stopped + 0.5, run.accepting - 0.2)
    ready_again = run.readiness.first(200, run.accepting)
    print(
        f"  /readyz while down: {sorted(during, key=str)} (target [503]) "
        f"{verdict(during == {503})}; 200 again {_seconds(ready_again)} after the start"
    )
    recovered = run.first_success()
    print(
        f"  first 2xx after PostgreSQL accepts connections: {_seconds(recovered)} "
        f"(target < {RECOVERY_TARGET_SECONDS:g} s) "
        f"{verdict(recovered is not None and recovered < RECOVERY_TARGET_SECONDS)}"
    )


def _seconds(value: float | None) -> str:
    return "never" if value is None else f"{value:.2f} s"


def run() -> None:
    with own_postgres() as cluster, tempfile.TemporaryDirectory() as directory:
        url = cluster.create_database("systemcraft")
        with live_server(url, Path(directory), "--prepare") as server:
            users = [LoadUser(server.port, f"Load User {n}") for n in range(USERS)]
            for user in users:
                user.sign_in()
            for mode in ("fast", "immediate"):
                outage(cluster, users, mode)
            kept = kept_writes(url, users)
            print(f"\nserver log: {log_problems(server.log)}")
            print("  " + "\n  ".join(_sample_warnings(server.log)))
        print(
            f"\nacknowledged writes (quiz scores + each user's last design): "
            f"{kept.acknowledged}, missing from the database: {len(kept.missing)} (target 0) "
            f"{verdict(not kept.missing)}"
        )
        for line in kept.missing[:10]:
            print(f"  missing: {line}")


def _sample_warnings(log: Path) -> list[str]:
    lines = [line for line in log.read_text(errors="replace").splitlines() if "WARNING" in line]
    return [
        f"{len(lines)} warnings, e.g.",
        *sorted({line.split(" ", 3)[-1] for line in lines})[:8],
    ]
