"""How hard the fuzzers and the race and soak tests push. `make test` runs them at a quick
setting that still finds the defects they guard, each within its own rounds; `make bench` sets
SOAK=full and runs them at the full one (the rates they were first measured at)."""

import os


def rounds(quick: int, full: int) -> int:
    """`full` under SOAK=full, else `quick`."""
    return full if os.environ.get("SOAK") == "full" else quick
