"""The first thing that goes wrong in the run, with the reason in the course's words and the
brief's figures, and the lesson that teaches the fix."""

from collections.abc import Sequence
from typing import Final

from systemcraft.design.capacity import CONNECTIONS
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.conditions import FAILOVER_S
from systemcraft.simulation.engine.connections import connection_limit
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.results import FirstFailure
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import Moment
from systemcraft.simulation.engine.wording import verb

# What one copy of each kind handles, in the words a learner would use.
_WORK: Final[dict[Role, str]] = {
    "cache": "operations",
    "database": "small writes",
    "search": "queries",
    "coordination": "operations",
    "queue": "messages",
    "log": "messages",
    "pub-sub": "messages",
}
_SATURATED_LESSON: Final[dict[Role, str]] = {
    "cache": "caching",
    "search": "specialised-stores",
    "coordination": "sharding",
    "queue": "queues-and-logs",
    "log": "queues-and-logs",
    "pub-sub": "queues-and-logs",
}


def first_failure(system: System, moments: Sequence[Moment]) -> FirstFailure | None:
    # Seconds alike (the same figures, conditions and load, the same brokers' lag) have the
    # same answer: one found fine need not be looked at again.
    fine: set[tuple[int, int, float, tuple[float, ...]]] = set()
    holders = [part for part in system.parts if system.connections[part.index] > 0]
    for moment in moments:
        alike = (
            id(moment.components),
            id(moment.conditions),
            moment.multiplier,
            tuple(moment.lag_ms.values()),
        )
        if alike in fine:
            continue
        found = _at(system, moment, holders)
        if found is not None:
            return found
        fine.add(alike)
    return None


def _at(system: System, moment: Moment, holders: Sequence[Part]) -> FirstFailure | None:
    """`holders`: the parts that hold open connections."""
    if moment.conditions is not system.healthy:
        for part in system.parts:
            now = moment.conditions[part.index]
            if not now.reachable:
                return _down(part, moment.t)
            if now.failing_over:
                return _failover(part, moment.t)
    for part in holders:
        limit = connection_limit(part, moment.conditions[part.index].copies_up)
        held = system.connections[part.index] * moment.multiplier
        if limit is not None and held > limit:
            return _out_of_connections(part, moment, held)
    saturated = (
        [p for p in system.parts if moment.components[p.index].utilization >= 1 and p.per_copy]
        if moment.busiest >= 1
        else []
    )
    if saturated:
        part = max(saturated, key=lambda p: moment.components[p.index].utilization)
        return _saturated(system, part, moment)
    lagging = [b for b, lag in moment.lag_ms.items() if lag > 0]
    if lagging:
        return _lagging(system, system.parts[lagging[0]], moment)
    return _too_slow(system, moment)


def _down(part: Part, t: int) -> FirstFailure:
    reason = (
        f"At {t} s the {part.label} stops answering, and nothing else can take its requests: "
        "every flow through it fails until it is back."
    )
    return FirstFailure(part.id, t, reason, "single-points-of-failure")


def _failover(part: Part, t: int) -> FirstFailure:
    reason = (
        f"At {t} s the {part.label}'s primary fails. Writes fail for about {FAILOVER_S} s, "
        "until a replica is promoted to take its place; reads carry on from the replicas."
    )
    return FirstFailure(part.id, t, reason, "failover-and-fencing")


def _saturated(system: System, part: Part, moment: Moment) -> FirstFailure:
    here = moment.components[part.index]
    writes = system.writes[part.index] * moment.multiplier
    reads = system.reads[part.index] * moment.multiplier
    work = _WORK.get(part.role or "service", "requests")
    if part.role == "database" and writes < reads:
        work = "queries"
    one = "one primary" if part.one_primary or part.role == "database" else "one copy"
    copies = "" if part.copies == 1 or part.one_primary else f", it runs {part.copies} copies"
    reason = (
        f"At {_times(moment.multiplier)} peak the {part.label} {verb(part.label, 'is', 'are')} "
        f"at {here.utilization:.0%}: {one} takes about {part.per_copy:,.0f} {work} a second"
        f"{copies}, and {reads + writes:,.0f} a second reach {verb(part.label, 'it', 'them')}."
    )
    return FirstFailure(part.id, moment.t, reason, _lesson(part, writes > reads))


def _out_of_connections(part: Part, moment: Moment, held: float) -> FirstFailure:
    copies = "one copy" if part.copies == 1 else f"its {part.copies} copies"
    limit = CONNECTIONS[part.role or "realtime"] * part.copies
    reason = (
        f"At {_times(moment.multiplier)} peak {held:,.0f} clients keep a connection open to the "
        f"{part.label}, and {copies} hold about {limit:,.0f}: the rest cannot connect at all."
    )
    return FirstFailure(part.id, moment.t, reason, "real-time-push")


def _lesson(part: Part, mostly_writes: bool) -> str:
    if part.role == "database":
        return "sharding" if mostly_writes else "caching"
    if part.role in _SATURATED_LESSON:
        return _SATURATED_LESSON[part.role]
    return "autoscaling" if part.grows else "load-balancing"


def _lagging(system: System, broker: Part, moment: Moment) -> FirstFailure:
    consumers = [system.parts[i].label for i in system.consumers[broker.index]]
    reason = (
        f"At {_times(moment.multiplier)} peak messages reach the {broker.label} faster than "
        f"{' and '.join(consumers)} take them: {moment.backlog[broker.index]:,.0f} are waiting "
        f"after {moment.t + 1} s, and the wait grows every second."
    )
    return FirstFailure(broker.id, moment.t, reason, "queues-and-logs")


def _too_slow(system: System, moment: Moment) -> FirstFailure | None:
    target = system.brief.latency_p99_ms
    for number, flow in enumerate(system.flows):
        p99 = moment.flows[number].p99_ms
        if not flow.timed or p99 <= target:
            continue
        slowest = max(flow.route.components_in_order(), key=lambda i: moment.components[i].p99_ms)
        part = system.parts[slowest]
        reason = (
            f"At {_times(moment.multiplier)} peak, {flow.name.lower()} takes {p99:,.0f} ms at "
            f"the 99th percentile, over the brief's {target:,.0f} ms; its slowest step is the "
            f"{part.label}, at {moment.components[slowest].p99_ms:,.0f} ms."
        )
        return FirstFailure(part.id, moment.t, reason, "latency-and-throughput")
    return None


def _times(multiplier: float) -> str:
    return f"{multiplier:.1f}×"
