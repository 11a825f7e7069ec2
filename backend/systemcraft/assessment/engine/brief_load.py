"""Findings on carrying the brief's load and surviving the loss of a machine: single copies on
the required paths, capacity short of the peak, compute that is not scaled out."""

from collections.abc import Iterator

from systemcraft.assessment.engine.capacity import Load
from systemcraft.assessment.engine.findings_of import checks_named, nodes_in
from systemcraft.assessment.engine.judging import Judgement
from systemcraft.assessment.engine.messages import say, verb
from systemcraft.assessment.engine.phrases import (
    figure_text,
    rate_text,
)
from systemcraft.assessment.engine.registry import Issue
from systemcraft.assessment.engine.remedies import lesson_for, remedy


def load_issues(judgement: Judgement) -> Iterator[Issue]:
    protection = checks_named(judgement, "no single point of failure")
    alone = nodes_in(protection)
    for node in alone:
        yield Issue(
            "brief-single-point-of-failure",
            "fault_tolerance",
            "major",
            (node,),
            say(
                "If ",
                node,
                " fails, the flows through it stop: nothing says it runs as more than one copy.",
            ),
            "One crash, deploy or network blip on a single copy takes the feature down; "
            "availability is only as good as the weakest single box on the path.",
            lesson_for(node),
            remedy(node),
        )
    if protection and not alone:
        yield Issue(
            "brief-single-point-of-failure",
            "fault_tolerance",
            "strength",
            nodes_in(protection, failed=False),
            say("No single component failure stops a flow the brief needs."),
            "Every component on the brief's paths has a second copy or replicates itself, so "
            "one crashed machine degrades the service instead of stopping it.",
            "replication",
        )
    yield from _capacity_issues(judgement)
    unscaled = [
        n for n in nodes_in(checks_named(judgement, "compute scaled out")) if n not in alone
    ]
    if unscaled:
        yield Issue(
            "brief-scaled-out",
            "scalability",
            "minor",
            tuple(unscaled),
            say(unscaled, verb(unscaled, " runs", " run"), " as one instance."),
            "One instance caps throughput at what a single machine serves; at the brief's peak "
            "the service layer needs several copies that any request can reach.",
            "vertical-vs-horizontal-scaling",
            say("Set the instances of ", unscaled, " to what the peak load needs."),
        )


def _capacity_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in checks_named(judgement, "capacity for the peak"):
        for load in check.failed:
            if not isinstance(load, Load):
                continue
            nodes = load.nodes
            yield Issue(
                "brief-capacity",
                "scalability",
                "major",
                nodes,
                say(
                    f"At {figure_text(load.figure)}, ",
                    nodes,
                    verb(nodes, " falls", " fall"),
                    f" short: the copies drawn carry about {rate_text(load.carried, load.figure)}.",
                ),
                "One application server answers a few thousand requests a second, a database "
                "primary about ten thousand writes, a Redis node about a hundred thousand "
                "operations; past that, requests queue and time out at the peak.",
                "vertical-vs-horizontal-scaling",
                say(
                    "Run enough copies of ",
                    nodes,
                    " for the peak (set instances, or shards for a store) and show the "
                    "arithmetic in the estimates.",
                ),
            )
