"""A stream processor's failure (Flink, Spark Structured Streaming, Kafka Streams, Beam): the
framework, not a lease the learner adds, moves a lost worker's share, restoring state and source
offsets together from its last checkpoint, so a replay is counted once in its state; what it
writes out is exactly once only where the sink is transactional or idempotent. Pure."""

from typing import Final

from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_ENGINE: Final = Pattern(
    r"\b(flink|spark(\s+structured)?\s+streaming|structured\s+streaming|kafka\s+streams"
    r"|apache\s+beam|(cloud|google)\s+dataflow|samza|apache\s+storm|ksqldb)\b",
    ignore_case=True,
    groups=False,
)


def stream_engine(part: PartFacts) -> Found | None:
    return _ENGINE.search(part.text)


def share_moves(engine: Found) -> str:
    """What happens to a lost worker's share, for the copies line."""
    return (
        f"{engine.matched} hands a lost worker's share to the others (or restarts the job) "
        "from its last checkpoint, so that share pauses and catches up rather than stops"
    )


def restart_line(engine: Found) -> str:
    """How the framework restarts and what it replays, for a failure answer. Only Flink's and
    Spark's checkpoints restore state and offsets together by default; the others replay from
    committed offsets, at least once."""
    if not engine.matched.lower().startswith(("flink", "spark", "structured")):
        return (
            f"- {engine.matched} hands the failed tasks' partitions to the others, which replay "
            "from the last committed offsets: unless exactly-once processing is switched on, "
            "an event since that commit can be counted twice, so keep updates idempotent."
        )
    return (
        f"- {engine.matched} restarts the failed tasks (often the whole job) from its last "
        "checkpoint: state and source offsets are restored together, so the events since that "
        "checkpoint are replayed into the restored state and counted once there. Results "
        "already written out are written again: exactly once only where the sink is "
        "transactional or the write is idempotent (an upsert or an overwrite by key). Output "
        "stops for the restart plus the replay, so the results run that much behind."
    )


def restart_next_step(engine: Found) -> str:
    return (
        f"{engine.matched} already moves the work, so no lease is needed. The change that helps "
        "most: a checkpoint interval short enough that the replay fits the freshness the brief "
        "asks for, spare task slots so a restart does not wait for a new machine, and sinks "
        "that overwrite by key so a replayed result changes nothing."
    )
