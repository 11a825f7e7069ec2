"""Reading a fault run's answers: which failed, how, and how fast."""

import collections
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.hardening.user_load import Answer

# The codes the app gives a request it could not serve because of its database or its disk.
UNAVAILABLE_CODES = {"database_unavailable", "service_unavailable"}


@dataclass(frozen=True)
class Failures:
    answers: list[Answer]  # every answer that was not a 2xx

    @property
    def count(self) -> int:
        return len(self.answers)

    @property
    def clean(self) -> int:
        """Failures a client can act on: a 503 with Retry-After and the JSON error body."""
        return sum(
            1
            for answer in self.answers
            if answer.status == 503
            and answer.error_code in UNAVAILABLE_CODES
            and answer.retry_after is not None
        )

    @property
    def slowest(self) -> float:
        return max((answer.seconds for answer in self.answers), default=0.0)

    def kinds(self) -> str:
        """The failures by status and code, e.g. `503 database_unavailable x 41`."""
        counts = collections.Counter(
            f"{answer.status or 'no answer'} {answer.error_code or answer.body[:60]!r}"
            for answer in self.answers
        )
        return ", ".join(f"{kind} x {count}" for kind, count in counts.most_common())


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"


def log_problems(log: Path) -> str:
    """What the server wrote that an operator would have to look into."""
    text = log.read_text(errors="replace")
    tracebacks = text.count("Traceback (most recent call last)")
    errors = sum(1 for line in text.splitlines() if " ERROR " in line or "CRITICAL" in line)
    return f"{tracebacks} tracebacks, {errors} ERROR lines"
