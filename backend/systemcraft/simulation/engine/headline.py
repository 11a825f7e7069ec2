"""The run summed up: each component at its busiest second, each flow at its slowest, and the
timeline as the API sends it."""

from collections.abc import Sequence
from functools import partial
from operator import itemgetter
from typing import Final

from systemcraft.simulation.engine.conditions import Condition
from systemcraft.simulation.engine.results import (
    MAX_UTILIZATION,
    ComponentAt,
    ComponentResult,
    FlowAt,
    FlowResult,
    TimelineStep,
    capped,
)
from systemcraft.simulation.engine.routing import CACHES
from systemcraft.simulation.engine.stations import Figures
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import Moment


def component_results(system: System, moments: Sequence[Moment]) -> tuple[ComponentResult, ...]:
    results = []
    # Seconds alike share one list of figures: each is looked at once, a part at a time.
    distinct = list({id(m.components): m for m in reversed(moments)}.values())[::-1]
    seconds = zip(*(m.components for m in distinct), strict=True)
    for part, column in zip(system.parts, seconds, strict=True):
        # Most parts of a large design read the same every second: the first is the busiest.
        if column.count(column[0]) == len(column):
            busiest = distinct[0]
        else:
            business = [_busyness(here) for here in column]
            busiest = distinct[business.index(max(business))]
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
                hit_ratio=system.hit_ratios.get(part.index) if part.role in CACHES else None,
                sized_for_peak=part.grows,
            )
        )
    return tuple(results)


def _busyness(figures: Figures) -> tuple[bool, float]:
    return (figures.state == "down", figures.utilization)


def flow_results(system: System, moments: Sequence[Moment]) -> tuple[FlowResult, ...]:
    results = []
    carried = sum(m.multiplier for m in moments) or 1.0
    names = {flow.id: flow.name for flow in system.flows}
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
                target_p99_ms=system.brief.latency_p99_ms if flow.timed else None,
                # Each second counts by the requests it carried.
                success_rate=sum(f.success * m.multiplier for f, m in zip(at, moments, strict=True))
                / carried,
                peak_rps=flow.peak * max((m.multiplier for m in moments), default=0.0),
                fills=names.get(flow.fills) if flow.fills else None,
            )
        )
    return tuple(results)


def timeline_steps(system: System, moments: Sequence[Moment]) -> tuple[TimelineStep, ...]:
    # Seconds alike share their figures (worked out once, timeline.py); only the brokers'
    # backlogs differ from one second to the next.
    alike: dict[int, dict[str, ComponentAt]] = {}
    ids = [part.id for part in system.parts]
    before: Sequence[Figures] = ()
    conditions: tuple[Condition, ...] = ()
    points: dict[str, ComponentAt] = {}
    steps = []
    for moment in moments:
        if id(moment.components) not in alike:
            # A part no request reaches keeps its figures from one second to the next: only
            # the parts whose figures changed are made again.
            now = moment.components
            if not before:
                changed: Sequence[int] = range(len(now))
            else:
                looked = system.loaded if moment.conditions is conditions else range(len(now))
                changed = [i for i in looked if now[i] is not before[i]]
            conditions = moment.conditions
            points = dict(points)
            points.update(
                zip([ids[i] for i in changed], _points([now[i] for i in changed]), strict=True)
            )
            before = now
            alike[id(now)] = points
        components = alike[id(moment.components)]
        # A broker with nothing waiting reads as its figures alone.
        waiting = [(i, backlog) for i, backlog in moment.backlog.items() if backlog]
        if waiting:
            components = dict(components)
            for index, backlog in waiting:
                here = moment.components[index]
                components[ids[index]] = _at(here, backlog, moment.lag_ms[index])
        steps.append(_step(system, moment, components))
    return tuple(steps)


def _points(figures: list[Figures]) -> list[ComponentAt]:
    """_at(here, 0, 0) for each of `figures`, read at C's pace: a ramped run of the largest
    design makes ten thousand."""
    picked: list[tuple[float, float, float, float]] = list(map(_POINT, figures))
    if picked and max(picked)[0] > MAX_UTILIZATION:  # rarely: far past capacity
        picked = [(capped(p[0]), *p[1:]) for p in picked]
    return list(map(_AS_POINT, picked))


# A Figures' utilization, queue depth, p99 and refusals: a ComponentAt's fields in its order.
_POINT: Final = itemgetter(1, 7, 5, 6)
_AS_POINT: Final = partial(tuple.__new__, ComponentAt)


def _at(here: Figures, backlog: float, lag_ms: float) -> ComponentAt:
    # Positional: a ramped run of the largest design makes ten thousand.
    return ComponentAt(
        capped(here.utilization), backlog or here.queue_depth, here.p99_ms + lag_ms, here.dropped
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
