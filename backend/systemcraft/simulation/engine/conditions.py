"""What the injected failures do to each component at a moment of the run.

- down: a component of several copies loses one, and its balancer routes around it; a single
  copy is gone, and every flow through it fails.
- cut: the network to the component is cut: none of its copies can be reached.
- slow: each copy serves `factor` times fewer requests and answers `factor` times later.
A database with one primary and a standby or replica (down or cut) fails over: for FAILOVER_S
its writes fail while a replica is promoted; then it runs one copy short. With asynchronous
replication the writes the primary acknowledged in the replica's last REPLICATION_LAG_S had
not reached it, and are lost; synchronous replication acknowledges a write only once a replica
has it, so a failover loses none.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.simulation.engine.inputs import Failure
from systemcraft.simulation.engine.parts import Part

FAILOVER_S: Final = 30
# An asynchronous replica trails its primary by about a second under load.
REPLICATION_LAG_S: Final = 1.0


@dataclass(frozen=True)
class Condition:
    copies_up: int
    slow: float = 1.0
    reachable: bool = True
    failing_over: bool = False  # writes fail while a replica is promoted


def healthy(parts: Sequence[Part]) -> tuple[Condition, ...]:
    return tuple(Condition(part.copies) for part in parts)


def changes_at(
    t: int, parts: Sequence[Part], failures: Sequence[Failure], index_of: Mapping[str, int]
) -> tuple[tuple[int, Condition], ...]:
    """The components the failures have changed by second `t`, with their condition."""
    changed: dict[int, Condition] = {}
    for failure in failures:
        if failure.at_s > t:
            continue
        index = index_of[failure.component_id]
        now = changed.get(index, Condition(parts[index].copies))
        changed[index] = _apply(parts[index], now, failure, t - failure.at_s)
    return tuple(sorted(changed.items(), key=lambda item: item[0]))


def with_changes(
    parts: Sequence[Part], changes: tuple[tuple[int, Condition], ...]
) -> tuple[Condition, ...]:
    now = list(healthy(parts))
    for index, condition in changes:
        now[index] = condition
    return tuple(now)


def _apply(part: Part, now: Condition, failure: Failure, since: int) -> Condition:
    if failure.kind == "slow":
        return Condition(now.copies_up, now.slow * failure.factor, now.reachable)
    if part.one_primary and now.copies_up > 1:
        return Condition(now.copies_up - 1, now.slow, now.reachable, since < FAILOVER_S)
    if failure.kind == "cut" or now.copies_up <= 1:
        return Condition(0, now.slow, reachable=False)
    return Condition(now.copies_up - 1, now.slow, now.reachable)


def loses_writes(part: Part, failure: Failure) -> bool:
    """Whether the failure makes a primary fail over with writes its replicas never received."""
    return (
        failure.kind != "slow"
        and part.one_primary
        and part.replication not in ("sync", "leaderless")
    )
