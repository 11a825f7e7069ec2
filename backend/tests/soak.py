"""How hard the race tests and the reference sweeps push. `make test` runs the races at a quick
setting that still finds the defects they guard and leaves the long sweeps out; `make bench`
sets SOAK=full and runs both at the full setting (the rates they were first measured at)."""

import os

import pytest


def rounds(quick: int, full: int) -> int:
    """`full` under SOAK=full, else `quick`."""
    return full if os.environ.get("SOAK") == "full" else quick


def full_only(why: str) -> pytest.MarkDecorator:
    """A sweep too long for `make test` (pooled runs of a reference simulator, say): it runs
    under SOAK=full, that is in `make bench`."""
    return pytest.mark.skipif(os.environ.get("SOAK") != "full", reason=f"make bench: {why}")
