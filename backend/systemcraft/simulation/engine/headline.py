"""The run summed up: each component at its busiest second, each flow at its slowest, and the
timeline as the API sends it."""

from collections.abc import Sequence

from systemcraft.simulation.engine.results import (
    ComponentAt,
    ComponentResult,
    FlowAt,
    FlowResult,
    TimelineStep,
    capped,
)
from systemcraft.simulation.engine.stations import Figures
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import Moment


def component_results(system: System, moments: Sequence[Moment]) -> tuple[ComponentResult, ...]:
    results = []
    # Seconds alike share one list of figures: each is looked at once.
    distinct = list({id(m.components): m for m in reversed(moments)}.values())[::-1]
    for part in system.parts:
        busiest = max(distinct, key=lambda m: _busyness(m.components[part.index]))
        here = busiest.components[part.index]
        results.append(
            ComponentResult(
                id=part.id,
                label=part.label,
                role=part.role,
                copies=part.copies,
                capacity_per_copy_rps=part.per_copy,
                arrival_rps=here.arrival,
                utilization=capped(here.utilization),
                wait_ms=here.wait_ms,
                p99_wait_ms=here.p99_wait_ms,
                p99_ms=here.p99_ms,
                dropped_rps=here.dropped,
                queue_depth=busiest.backlog.get(part.index, here.queue_depth),
                state=here.state,
                reads_rps=system.reads[part.index] * busiest.multiplier,
                writes_rps=system.writes[part.index] * busiest.multiplier,
            )
        )
    return tuple(results)


def _busyness(figures: Figures) -> tuple[bool, float]:
    return (figures.state == "down", figures.utilization)


def flow_results(system: System, moments: Sequence[Moment]) -> tuple[FlowResult, ...]:
    results = []
    carried = sum(m.multiplier for m in moments) or 1.0
    for number, flow in enumerate(system.flows):
        at = [m.flows[number] for m in moments]
        labels = tuple(system.parts[i].label for i in flow.route.components_in_order())
        results.append(
            FlowResult(
                id=flow.id,
                name=flow.name,
                path=labels,
                p50_ms=max(f.p50_ms for f in at),
                p99_ms=max(f.p99_ms for f in at),
                target_p99_ms=None if flow.kind == "consumer" else system.brief.latency_p99_ms,
                # Each second counts by the requests it carried.
                success_rate=sum(f.success * m.multiplier for f, m in zip(at, moments, strict=True))
                / carried,
                peak_rps=flow.peak * max((m.multiplier for m in moments), default=0.0),
            )
        )
    return tuple(results)


def timeline_steps(system: System, moments: Sequence[Moment]) -> tuple[TimelineStep, ...]:
    # Seconds alike share their figures (worked out once, timeline.py); only the brokers'
    # backlogs differ from one second to the next.
    alike: dict[int, dict[str, ComponentAt]] = {}
    # A part no request reaches reads the same every second: its point is made once.
    made: dict[Figures, ComponentAt] = {}
    steps = []
    for moment in moments:
        if id(moment.components) not in alike:
            alike[id(moment.components)] = {
                part.id: made.get(here) or made.setdefault(here, _at(here, 0.0, 0.0))
                for part, here in zip(system.parts, moment.components, strict=True)
            }
        components = alike[id(moment.components)]
        if moment.backlog:
            components = dict(components)
            for index, waiting in moment.backlog.items():
                here = moment.components[index]
                components[system.parts[index].id] = _at(here, waiting, moment.lag_ms[index])
        steps.append(_step(system, moment, components))
    return tuple(steps)


def _at(here: Figures, backlog: float, lag_ms: float) -> ComponentAt:
    return ComponentAt(
        utilization=capped(here.utilization),
        queue_depth=backlog or here.queue_depth,
        p99_ms=here.p99_ms + lag_ms,
        dropped_rps=here.dropped,
    )


def _step(system: System, moment: Moment, components: dict[str, ComponentAt]) -> TimelineStep:
    return TimelineStep(
        t=moment.t,
        components=components,
        flows={
            flow.name: FlowAt(moment.flows[n].p99_ms, moment.flows[n].success)
            for n, flow in enumerate(system.flows)
        },
    )
