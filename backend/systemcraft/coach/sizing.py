"""How many copies a sizing question needs, answered by running the design under the brief's
peak (the simulation engine) rather than from a lesson: for each component the question names,
or the busiest ones when it names none, the copies it runs, how busy they are, what one copy
serves and the count that keeps them at a comfortable share. Pure: no database, no web."""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.simulation.engine.results import ComponentResult, Simulation

# Sized so a copy is this busy at the brief's peak: the headroom the simulation sizes fleets for.
COMFORTABLE: Final = 0.7
BUSIEST: Final = 3


@dataclass(frozen=True)
class Sizing:
    summary: str  # the simulation's one line: holds or breaks, and where
    lines: tuple[str, ...]  # one a component


def sizing(result: Simulation, named: Sequence[str]) -> Sizing:
    """`named`: the ids of the components the question is about, in its order."""
    by_id = {c.id: c for c in result.components}
    chosen = [by_id[i] for i in named if i in by_id and by_id[i].capacity_per_copy_rps]
    if not chosen:
        sized = [c for c in result.components if c.capacity_per_copy_rps and _demand(c) > 0]
        chosen = sorted(sized, key=lambda c: -c.utilization)[:BUSIEST]
    return Sizing(result.summary, tuple(_line(c) for c in chosen))


def _demand(part: ComponentResult) -> float:
    return part.reads_rps + part.writes_rps


def _copies(count: int) -> str:
    return "1 copy" if count == 1 else f"{count:,} copies"


def _line(part: ComponentResult) -> str:
    per_copy = part.capacity_per_copy_rps or 0.0
    name = f"**{escape_markdown(part.label)}**"
    demand = _demand(part)
    if demand <= 0:
        return f"- {name}: no request reaches it at the brief's peak."
    retried = f" ({part.arrival_rps:,.0f} with the retries)" if part.arrival_rps > demand else ""
    said = (
        f"- {name}: {demand:,.0f} requests a second at the brief's peak{retried}; one copy "
        f"serves about {per_copy:,.0f}, and its {_copies(part.copies)} "
        f"{'is' if part.copies == 1 else 'are'} {part.utilization:.0%} busy."
    )
    if part.role == "database" and part.utilization > COMFORTABLE:
        return said + _database_advice(part, per_copy)
    needed = _needed(demand, per_copy)
    if needed > part.copies:
        return said + f" To stay under {COMFORTABLE:.0%}, run {_copies(needed)}."
    spare = part.copies - needed
    if spare == 0:
        return said + " Enough, with no copy to spare for a failure."
    return said + f" Enough: the load needs {needed}, and {spare} more cover a failure."


def _needed(rate: float, per_copy: float) -> int:
    return max(1, math.ceil(rate / (COMFORTABLE * per_copy)))


def _database_advice(part: ComponentResult, per_copy: float) -> str:
    """One primary takes every write and shares the reads with its replicas: writes past it
    need shards, reads past it need replicas or a cache."""
    advice = []
    writes, reads = part.writes_rps, part.reads_rps
    if writes > COMFORTABLE * per_copy:
        advice.append(f"its {writes:,.0f} writes need about {_needed(writes, per_copy)} shards")
    if reads > COMFORTABLE * per_copy:
        copies = _copies(_needed(reads, per_copy))
        advice.append(f"its {reads:,.0f} reads need about {copies} (replicas) or a cache")
    return " " + "; ".join(advice).capitalize() + "." if advice else ""
