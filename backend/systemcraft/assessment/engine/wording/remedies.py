"""Advice that fits what a component is: object storage copies itself, a cache fails over
differently from a database, and a fleet of servers needs a balancer rather than a replica."""

from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.roles import SERVICE_KINDS
from systemcraft.assessment.engine.wording.messages import Message, say
from systemcraft.design.recognition import Role

# The lesson that teaches how each kind of component survives the loss of a machine.
_LESSONS: Final[dict[Role, str]] = {
    "load-balancer": "load-balancing",
    "gateway": "load-balancing",
    "realtime": "real-time-push",
    "service": "load-balancing",
    "worker": "queues-and-logs",
    "cache": "caching",
    "database": "replication",
    "object-store": "object-storage",
    "search": "replication",
    "coordination": "replication",
    "queue": "queues-and-logs",
    "log": "queues-and-logs",
    "pub-sub": "queues-and-logs",
}


def lesson_for(node: Node) -> str:
    return (
        _LESSONS.get(node.role, "what-is-system-design")
        if node.role
        else "single-points-of-failure"
    )


def remedy(node: Node) -> Message:
    """How to make `node` survive the loss of one machine."""
    match node.role:
        case "load-balancer":
            return say(
                "Run ",
                node,
                " as an active-passive pair sharing a virtual IP, or use "
                "a managed load balancer, and set its Copies to 2.",
            )
        case "gateway" | "service":
            return say(
                "Run several instances of ",
                node,
                " behind a load balancer and set its Copies to how many run.",
            )
        case "realtime":
            return say(
                "Run several instances of ",
                node,
                " and keep which user is connected "
                "where in a shared registry, so clients reconnect to any of them.",
            )
        case "worker":
            return say(
                "Run several copies of ",
                node,
                " reading from the same queue, so a crashed one's work is redelivered to another.",
            )
        case "cache":
            return say(
                "Give ",
                node,
                " a replica with automatic failover (a Redis cluster "
                "or Sentinel), and say what the servers do while it fails over.",
            )
        case "database":
            return say(
                "Add a standby to ",
                node,
                " with automatic promotion, and say in its "
                "Replication whether commits wait for it.",
            )
        case "search":
            return say(
                "Give each shard of ",
                node,
                " a replica, so a lost node costs capacity rather than results.",
            )
        case "coordination":
            return say(
                "Run ",
                node,
                " as an ensemble of three or five nodes, so a majority survives the loss of one.",
            )
        case "queue" | "log" | "pub-sub":
            return say(
                "Run ",
                node,
                " as a replicated cluster (three brokers, each message "
                "on at least two), or use a managed service that does.",
            )
        case _:
            return say(
                "Run a second copy of ",
                node,
                ", or let its callers carry on without it while it is down.",
            )


def outage_remedy(node: Node) -> Message:
    """What keeps a flow going when this one machine is lost."""
    if node.kind == "load-balancer":
        return say(
            "Run a second ",
            node,
            " (an active-passive pair sharing a virtual IP) or use a "
            "managed load balancer, and set its Copies to 2.",
        )
    if node.kind in SERVICE_KINDS:
        return say("Run at least two instances of ", node, " behind a load balancer.")
    return say(
        "Run ",
        node,
        " as a replicated cluster (set its Copies to 2 or more), or let its callers carry on "
        "without it when it is down.",
    )
