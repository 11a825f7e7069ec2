"""Work that need not happen while the user waits: queues and pub/sub, kept durable where
losing a message matters, and actually consumed."""

from collections.abc import Iterator
from typing import Final

from systemcraft.assessment.engine.graph.consumers import read_by_its_caller
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.assessment.engine.reading.properties import is_durable, is_transient
from systemcraft.assessment.engine.results import Severity
from systemcraft.assessment.engine.roles import BROKER_KINDS, EDGE_KINDS
from systemcraft.assessment.engine.rules.context import Context, Observation, when_missing
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import Quote, say, verb
from systemcraft.design.recognition import role_from_text
from systemcraft.kit.patterns import Pattern


@rule("async-work", rank=8, dimension="scalability", lesson="queues-and-logs")
def async_work(ctx: Context) -> Iterator[Observation]:
    brokers = ctx.connected(*BROKER_KINDS)
    need = ctx.need("queue")
    if brokers and need >= 1:
        yield Observation(
            severity="strength",
            nodes=tuple(brokers),
            message=say(
                brokers, verb(brokers, " takes", " take"), " slow work off the request path."
            ),
            why="Work handed to a queue absorbs bursts: users get a quick answer and workers "
            "catch up at their own pace.",
        )
    elif not brokers and (severity := when_missing(need)):
        kept = _queues_kept_in(ctx.graph)
        yield Observation(
            severity=severity,
            nodes=(),
            # "queues (sorted sets)" on a connection to Redis: there are queues, not drawn.
            message=say(
                "Queues are kept inside ",
                kept[0],
                ", as a connection to it says: ",
                Quote(kept[1]),
                ". No queue is drawn as a part of its own, so the design does not show what "
                "happens to queued work when that part fails or fills.",
            )
            if kept
            else say("There is no queue, so slow work must finish while the user waits."),
            why=(
                "A queue kept inside another part shares its fate: when that part fails or runs "
                "out of memory the queued work goes with it, and how long the queue grows is "
                "not shown where an interviewer looks."
                if kept
                else "Heavy or bursty jobs done inside the request make responses slow at peak "
                "and are lost if the server handling them dies halfway."
            ),
            next_step=say(
                "Draw the queue as a part of its own (or say on the part that keeps it how "
                "queued work survives its failure)."
                if kept
                else "Add a Queue between the servers that accept work and a pool of "
                "workers that process it."
            ),
        )


_QUEUES: Final = Pattern(
    r"\b(queues?|queued|sorted\s+sets?|job\s+lists?)\b", ignore_case=True, groups=False
)


def _queues_kept_in(graph: DesignGraph) -> tuple[Node, str] | None:
    """The part a connection's description says keeps queues, with that description."""
    for edge in graph.edges:
        found = _QUEUES.search(edge.description)
        if found and not is_negated(edge.description, found.start(), found.end()):
            return graph.nodes[edge.target], edge.description
    return None


@rule("fan-out", rank=7, dimension="scalability", lesson="fan-out")
def fan_out(ctx: Context) -> Iterator[Observation]:
    # A log fans out too, even drawn in a queue's box: each consumer group reads every event
    # (Kafka, Kinesis, Pulsar).
    topics = [
        node
        for node in ctx.connected("pub-sub", "queue")
        if node.kind == "pub-sub" or any(_fans_out(said) for said in _named(node))
    ]
    need = ctx.need("pub_sub")
    if topics and need >= 1:
        yield Observation(
            severity="strength",
            nodes=tuple(topics),
            message=say(
                topics,
                verb(topics, " fans", " fan"),
                " each event out to every interested consumer.",
            ),
            why="Publishers stay fast however many subscribers there are, and new consumers "
            "can be added without touching the publisher.",
        )
    elif not topics and (severity := when_missing(need)):
        yield Observation(
            severity=severity,
            nodes=(),
            message=say(
                "There is no pub/sub, so one event cannot reach many receivers "
                "without the sender calling each of them."
            ),
            why="When the sender delivers to every receiver itself, one popular event ties it "
            "up and a slow receiver delays all the others.",
            next_step=say(
                "Add a Pub/Sub topic that the sending servers publish to and the "
                "delivering servers subscribe to."
            ),
        )


def _named(node: Node) -> list[str]:
    """What a queue's box says it is, each on its own: "Change feed" with provider "Kafka +
    Debezium" is a log, whatever the connector named after it."""
    said = [node.prop(key) or "" for key in ("type", "provider", "engine")]
    return [f"{node.label} {said[0]}", *(s.split("+")[0] for s in said[1:] if s)]


def _fans_out(named: str) -> bool:
    return role_from_text(named) in ("log", "pub-sub")


def _is_transient(node: Node) -> bool:
    retention = node.prop("retention")
    return is_transient(node.prop("durability")) or (
        node.kind == "pub-sub" and retention is not None and is_transient(retention)
    )


@rule("queue-durability", rank=13, dimension="fault_tolerance", lesson="delivery-guarantees")
def queue_durability(ctx: Context) -> Iterator[Observation]:
    brokers = ctx.connected(*BROKER_KINDS)
    matters = max(ctx.need("queue"), ctx.need("pub_sub"))
    severity: Severity | None = "major" if matters >= 2 else "minor" if matters == 1 else None
    fragile = [node for node in brokers if _is_transient(node)]
    for node in fragile:
        if severity:
            yield Observation(
                severity=severity,
                nodes=(node,),
                message=say(node, " keeps messages only in memory."),
                why="A broker restart or crash loses every message not yet processed, and the "
                "senders were already told their work was accepted.",
                next_step=say(
                    "Make ",
                    node,
                    " persistent (durability persistent) and replicate it across brokers.",
                ),
            )
    durable = [
        node for node in brokers if is_durable(node.prop("durability")) or node.prop("retention")
    ]
    if matters >= 2 and brokers and not fragile and len(durable) == len(brokers):
        yield Observation(
            severity="strength",
            nodes=tuple(brokers),
            message=say(
                brokers,
                verb(brokers, " keeps", " keep"),
                " messages on disk until they are processed.",
            ),
            why="Accepted work survives a broker restart, so nothing a user was promised is "
            "silently dropped.",
        )


@rule("queue-consumer", rank=12, dimension="scalability", lesson="queues-and-logs")
def queue_consumer(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    for node in ctx.connected(*BROKER_KINDS):
        readers = [graph.nodes[e.target] for e in graph.outgoing[node.index]]
        consumed = any(reader.kind not in EDGE_KINDS for reader in readers)
        if not consumed and not read_by_its_caller(graph, node):
            yield Observation(
                severity="major",
                nodes=(node,),
                message=say("Nothing consumes from ", node, "; no connection leads out of it."),
                why="Messages pile up and the work they stand for never happens; the design "
                "should show which workers read from it.",
                next_step=say(
                    "Draw a connection from ",
                    node,
                    " to the workers that process its messages, and run more than one of them.",
                ),
            )
        elif not graph.incoming[node.index]:
            yield Observation(
                severity="minor",
                nodes=(node,),
                message=say("Nothing publishes to ", node, "; no connection leads into it."),
                why="A queue with consumers but no producers does nothing; the design should "
                "show which service hands work to it.",
                next_step=say("Connect the service that produces the work to ", node, "."),
            )
