"""The load at which a design stops holding: the same model run at one steady load after
another, halving the interval between the last load that held and the first that did not.

A design holds at a load when no component is at or past its capacity and every flow the
brief times stays under its p99. Both only get worse as load rises (a busier station never
waits less), so the loads that hold are an interval from zero and bisection finds its end.
"""

from collections.abc import Sequence
from typing import Final

from systemcraft.simulation.engine.connections import connection_limit
from systemcraft.simulation.engine.flow_figures import flow_figures
from systemcraft.simulation.engine.inputs import MAX_LOAD
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.stations import Figures
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import figures_at

ROUNDS: Final = 14  # 10× peak / 2^14: finer than the one decimal the summary shows


def holds_at(system: System, times: float) -> bool:
    components = figures_at(system, times, system.healthy)
    if any(figures.utilization >= 1 for figures in components):
        return False
    return _flows_in_time(system, components)


def _flows_in_time(system: System, components: Sequence[Figures]) -> bool:
    target = system.brief.latency_p99_ms
    return all(
        flow_figures(flow.route, components, flow.kind != "read").p99_ms <= target
        for flow in system.flows
        if flow.timed
    )


def breaking_load(system: System) -> float | None:
    """The lowest load, in times the brief's peak, at which the design no longer holds; None
    when it holds up to MAX_LOAD."""
    # Nothing holds past the load at which the first component runs out of capacity.
    first = min((times for _, times in saturation_order(system)), default=MAX_LOAD)
    broke = min(MAX_LOAD, first)
    if broke == MAX_LOAD and holds_at(system, MAX_LOAD):
        return None
    timed = sorted({index for flow in system.flows if flow.timed for index in flow.route.component})
    held = 0.0
    for _ in range(ROUNDS):
        middle = (held + broke) / 2
        # Below `first` no component is at its capacity: only the timed flows' p99s decide,
        # and only their components need working out.
        fine = _flows_in_time(system, figures_at(system, middle, system.healthy, timed))
        held, broke = (middle, broke) if fine else (held, middle)
    return broke


def saturation_order(system: System) -> list[tuple[Part, float]]:
    """The components that run out of capacity, each with the load at which it does, first
    first."""
    order = []
    for part in system.parts:
        times = _saturates_at(part, system.reads[part.index], system.writes[part.index])
        limit = connection_limit(part, part.copies)
        held = system.connections[part.index]
        if limit is not None and held > 0:
            times = min(times or limit / held, limit / held)
        if times is not None:
            order.append((part, times))
    return sorted(order, key=lambda pair: (pair[1], pair[0].index))


def _saturates_at(part: Part, reads: float, writes: float) -> float | None:
    if part.per_copy is None or reads + writes <= 0:
        return None
    busiest = writes + reads / part.copies if part.one_primary else reads + writes
    copies = 1 if part.one_primary else part.copies
    return copies * part.per_copy / busiest


def first_names(order: Sequence[tuple[Part, float]], count: int = 2) -> list[str]:
    return [part.label for part, _ in order[:count]]
