"""The verdict and the one line a learner reads first.

fails when no flow carries a request past where it starts (an empty canvas, a lone client).
holds: every flow the brief times stays under its p99 and succeeds as often as the brief's
availability asks, and no part runs past its capacity. fails: a flow loses more than one
request in ten (FAILING). degraded: in between, a queue that is still growing when the run
ends, or a part past its capacity where no caller waits for it (behind a queue): the verdict
and the load at which the design breaks (breaking_point.py) then agree.
"""

from collections.abc import Sequence
from typing import Final

from systemcraft.simulation.engine.breaking_point import saturation_order
from systemcraft.simulation.engine.inputs import Shape
from systemcraft.simulation.engine.results import FirstFailure, FlowResult, Verdict
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import SPIKE_TIMES, Moment, figures_at
from systemcraft.simulation.engine.wording import verb

FAILING: Final = 0.9
_SHAPES: Final[dict[Shape, str]] = {
    "steady": "",
    "ramp": ", ramping up to it",
    "spike": f", with a spike of {SPIKE_TIMES:g}× that",
}


# When no flow of the brief reaches past where its requests start.
NOTHING_CARRIED: Final = (
    "Nothing in the design carries the brief's requests yet: connect a client to the parts "
    "that serve it."
)


def carries_requests(system: System) -> bool:
    return any(f.peak > 0 and len(f.route.components_in_order()) > 1 for f in system.flows)


def verdict(system: System, flows: Sequence[FlowResult], moments: Sequence[Moment]) -> Verdict:
    if not carries_requests(system):
        return "fails"
    # The flows an answer waits on: the timed ones, and the miss paths, whose reads fail too
    # when they cannot be filled, though the brief times only the cache.
    answered = [f for f in flows if f.target_p99_ms is not None or f.fills is not None]
    if any(f.success_rate < FAILING for f in answered):
        return "fails"
    availability = system.brief.availability
    if any(f.success_rate < availability for f in answered) or any(
        f.p99_ms > f.target_p99_ms for f in flows if f.target_p99_ms is not None
    ):
        return "degraded"
    growing = moments and any(lag > 0 for lag in moments[-1].lag_ms.values())
    # A part past its capacity on a way no answer waits for (behind a queue) still falls
    # further behind every second, as the breaking load counts it.
    saturated = any(moment.busiest >= 1 for moment in moments)
    return "degraded" if growing or saturated else "holds"


def summary(
    system: System,
    chosen: Verdict,
    load: float,
    flows: Sequence[FlowResult],
    breaking: float | None,
    failure: FirstFailure | None,
    shape: Shape = "steady",
) -> str:
    if not carries_requests(system):
        return NOTHING_CARRIED
    timed = [f for f in flows if f.target_p99_ms is not None]
    slowest = max(timed, key=lambda f: f.p99_ms / (f.target_p99_ms or 1), default=None)
    if chosen == "holds" or failure is None:
        said = f"Holds at {load:g}× peak"
        if slowest is not None:
            said += f": p99 {slowest.p99_ms:,.0f} ms of {slowest.target_p99_ms:,.0f} ms."
        else:
            said += "."
        if breaking is not None:
            said += f" It breaks at {breaking:.1f}× peak{_first_then(system, breaking)}."
        return said if chosen == "holds" else said.replace("Holds", "Runs", 1)
    if breaking is not None and breaking <= load:
        if breaking < 0.1:
            return f"Breaks below 0.1× peak. {failure.reason}"
        return f"Breaks at {breaking:.1f}× peak{_first_then(system, breaking, ':')}."
    verb = "Fails" if chosen == "fails" else "Degrades"
    return f"{verb} at {load:g}× peak{_SHAPES[shape]}. {failure.reason}"


def not_in_design(system: System) -> str:
    """The brief's flows the design has no way for, said after the summary."""
    return f" Not in the design: {'; '.join(system.missing)}." if system.missing else ""


def _first_then(system: System, breaking: float, lead: str = ", where") -> str:
    """What gives way at the breaking load: the first components to run out of capacity, or
    the latency when none has run out yet."""
    order = [(part, at) for part, at in saturation_order(system) if at <= breaking * 1.001]
    if not order:
        busiest = _busiest(system, breaking)
        return (
            f"{lead} the {busiest} {verb(busiest, 'is', 'are')} so busy that requests queue "
            f"past the brief's p99 of {system.brief.latency_p99_ms:,.0f} ms"
        )
    first = order[0][0].label
    saturates = verb(first, "saturates", "saturate")
    if len(order) == 1:
        return f"{lead} the {first} {saturates}"
    return f"{lead} the {first} {saturates} first, then the {order[1][0].label}"


def _busiest(system: System, times: float) -> str:
    components = figures_at(system, times, system.healthy)
    index = max(range(len(components)), key=lambda i: components[i].utilization)
    return system.parts[index].label
