"""Surviving the loss of one machine: no single point of failure, and load balancers that
notice a dead server."""

from collections.abc import Iterator
from typing import Final

from systemcraft.assessment.engine.graph.journeys import Outage
from systemcraft.assessment.engine.reading.properties import is_off
from systemcraft.assessment.engine.roles import FALLIBLE_KINDS, SERVICE_KINDS
from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import say
from systemcraft.assessment.engine.wording.remedies import outage_remedy
from systemcraft.kit.patterns import Pattern


def _outage(outage: Outage) -> Observation:
    return Observation(
        severity="major",
        nodes=(outage.node,),
        message=say(
            "If ",
            outage.node,
            " fails, ",
            outage.clients,
            " can no longer reach ",
            outage.stores,
            ".",
        ),
        why="Every request on this path goes through one machine, so one crash, deploy or "
        "network blip takes the feature down; availability is only as good as its weakest "
        "single box.",
        lesson="load-balancing" if outage.node.kind == "load-balancer" else None,
        next_step=outage_remedy(outage.node),
    )


@rule(
    "single-point-of-failure",
    rank=3,
    dimension="fault_tolerance",
    lesson="latency-and-throughput",
    other_lessons=("load-balancing",),
)
def single_point_of_failure(ctx: Context) -> Iterator[Observation]:
    outages = ctx.journeys.outages
    yield from map(_outage, outages)
    guarded = ctx.connected(*FALLIBLE_KINDS)
    clients = ctx.graph.of_kind("client")
    if not outages and guarded and any(map(ctx.journeys.reaches_data, clients)):
        yield Observation(
            severity="strength",
            nodes=tuple(guarded),
            message=say("No single component failure cuts a client off from its data."),
            why="Redundancy on every path means one crashed machine degrades the service "
            "instead of stopping it.",
        )


_MANAGED_BALANCER: Final = Pattern(
    r"\b(alb|elb|nlb|application load balancer|network load balancer|elastic load balanc\w*|"
    r"cloud load balanc\w*|azure load balancer|application gateway|front door)\b",
    ignore_case=True,
    groups=False,
)


@rule("load-balancer-health-check", rank=14, dimension="fault_tolerance", lesson="load-balancing")
def load_balancer_health_check(ctx: Context) -> Iterator[Observation]:
    balancers = ctx.graph.of_kind("load-balancer")
    unchecked = [
        lb
        for lb in balancers
        if is_off(lb.prop("healthcheck"))
        # A cloud's managed balancer probes its targets unless told not to: only a check
        # switched off is one missing there.
        and not (lb.prop("healthcheck") is None and _MANAGED_BALANCER.search(lb.label))
    ]
    for lb in unchecked:
        backends = ctx.graph.adjacent(lb, *SERVICE_KINDS)
        several = sum(backend.instances for backend in backends) >= 2
        yield Observation(
            severity="major" if several else "minor",
            nodes=(lb,),
            message=say(lb, " has no health check, so it keeps sending traffic to dead servers."),
            why="Without health checks a crashed instance still receives its share of requests, "
            "so one failure turns into errors for a slice of all users instead of a failover.",
            next_step=say("Set the Health check of ", lb, " to HTTP, probing a /health endpoint."),
        )
    if balancers and not unchecked:
        yield Observation(
            severity="strength",
            nodes=tuple(balancers),
            message=say("Health checks on ", balancers, " keep traffic away from failed servers."),
            why="Health checks turn a crashed server into a brief capacity dip rather than a "
            "stream of errors.",
        )
