"""More than one copy of the data, and what the chosen replication mode promises readers."""

from collections.abc import Iterator

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.properties import ReplicationMode, replication_mode
from systemcraft.assessment.engine.results import Severity
from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import Message, say, verb

# What each mode means for readers: (message after the name, why it matters, what to do).
_CAVEATS: dict[ReplicationMode, tuple[str, str, str]] = {
    "async": (
        " copies writes to its replicas asynchronously, so replicas can lag behind.",
        "A user who writes and then reads from a replica may not see their own change, and a "
        "failover can lose the last writes the replicas had not received yet.",
        "Send each user's reads to the primary for a short while after they write "
        "(read-your-writes), and say how much loss a failover may cause.",
    ),
    "multi-leader": (
        " accepts writes on several primaries, so two of them can change the same record at once.",
        "Concurrent writes conflict, and a simple last-writer-wins rule silently drops one of "
        "them; the design needs a conflict-resolution rule.",
        "Route each record's writes to one home primary, or define how conflicts are merged.",
    ),
    "leaderless": (
        " replicates without a leader, so reads and writes depend on quorum settings.",
        "Unless read and write quorums overlap (R + W > N), a read can miss the latest write.",
        "State N, R and W for the store and choose them so that R + W > N where reads must be "
        "fresh.",
    ),
    "unspecified": (
        " does not say whether replicas are updated synchronously or asynchronously.",
        "The mode decides whether a read can be stale and whether a failover can lose writes, "
        "which is what an interviewer will ask next.",
        "Set its Replication to sync, async or multi-master and explain the choice.",
    ),
}


def _none_severity(need: int) -> Severity | None:
    return "major" if need >= 2 else "minor" if need == 1 else None


def _caveat(node: Node, mode: ReplicationMode) -> Observation | None:
    if mode == "sync":
        return Observation(
            dimension="scalability",
            severity="minor",
            nodes=(node,),
            message=say(node, " replicates synchronously, so every write waits for a replica."),
            why="Synchronous replication gives strong consistency, but write latency becomes "
            "that of the slowest replica, and a stalled replica stalls every write.",
            next_step=say(
                "Keep ",
                node,
                " synchronous to one nearby replica only (semi-sync) and the rest asynchronous.",
            ),
        )
    if mode in _CAVEATS:
        message, why, step = _CAVEATS[mode]
        return Observation(
            dimension="consistency",
            severity="minor",
            nodes=(node,),
            message=say(node, message),
            why=why,
            next_step=Message((step,)),
        )
    return None


@rule(
    "database-replication",
    rank=5,
    dimension="fault_tolerance",
    lesson="replication",
    other_dimensions=("consistency", "scalability"),
)
def database_replication(ctx: Context) -> Iterator[Observation]:
    stores = ctx.graph.databases()
    modes = {
        node.index: replication_mode(node.prop("replication"), node.instances) for node in stores
    }
    single = [node for node in stores if modes[node.index] == "none"]
    severity = _none_severity(ctx.need("replication"))
    for node in single:
        if severity:
            yield Observation(
                severity=severity,
                nodes=(node,),
                message=say(node, " keeps a single copy of its data."),
                why="A failed disk loses the data for good, and a failed machine stops every "
                "write until someone rebuilds it from a backup.",
                next_step=say(
                    "Give ",
                    node,
                    " at least one replica (replication primary-replica) and "
                    "plan how a replica is promoted on failure.",
                ),
            )
    for node in stores:
        caveat = _caveat(node, modes[node.index])
        if caveat:
            yield caveat
    replicated = [node for node in stores if modes[node.index] != "none"]
    if replicated and not single:
        yield Observation(
            severity="strength",
            nodes=tuple(replicated),
            message=say(
                replicated, verb(replicated, " keeps", " keep"), " more than one copy of the data."
            ),
            why="A replica can take over when the primary fails, and no single disk holds the "
            "only copy.",
        )
    strong = [node for node in stores if modes[node.index] == "sync"]
    if strong and len(strong) == len(stores):
        yield Observation(
            dimension="consistency",
            severity="strength",
            nodes=tuple(strong),
            message=say(
                strong,
                verb(strong, " confirms", " confirm"),
                " a write only once a replica has it.",
            ),
            why="Every acknowledged write survives the loss of the primary, and reads after a "
            "failover see it.",
        )
