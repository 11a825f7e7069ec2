"""Findings on carrying the brief's load and surviving the loss of a machine: single copies on
the required paths, capacity short of the peak, compute that is not scaled out."""

from collections.abc import Iterator

from systemcraft.assessment.engine.rubric.capacity import Load
from systemcraft.assessment.engine.rubric.result import RubricResult, nodes_in
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.assessment.engine.wording.messages import say, verb
from systemcraft.assessment.engine.wording.phrases import (
    figure_text,
    rate_text,
)
from systemcraft.assessment.engine.wording.remedies import lesson_for, remedy


def load_findings(result: RubricResult) -> Iterator[DraftFinding]:
    protection = result.checks_named("no single point of failure")
    alone = nodes_in(protection)
    for node in alone:
        yield DraftFinding(
            rule_id="brief-single-point-of-failure",
            dimension="fault_tolerance",
            severity="major",
            nodes=(node,),
            message=say(
                "If ",
                node,
                # Notes may say so ("Redis has a replica"); the component, where copies are
                # drawn, does not. Nor does a replication left at the canvas's "master-slave",
                # which names a mode: the words stay true of both.
                " fails, the flows through it stop: nothing on the component says how many "
                "copies it runs or what takes over when one fails.",
            ),
            why="One crash, deploy or network blip on a single copy takes the feature down; "
            "availability is only as good as the weakest single box on the path.",
            lesson=lesson_for(node),
            next_step=remedy(node),
        )
    if protection and not alone:
        yield DraftFinding(
            rule_id="brief-single-point-of-failure",
            dimension="fault_tolerance",
            severity="strength",
            nodes=nodes_in(protection, failed=False),
            message=say("No single component failure stops a flow the brief needs."),
            why="Every component on the brief's paths has a second copy or replicates itself, so "
            "one crashed machine degrades the service instead of stopping it.",
            lesson="replication",
        )
    yield from _capacity_findings(result)
    unscaled = [n for n in nodes_in(result.checks_named("compute scaled out")) if n not in alone]
    if unscaled:
        yield DraftFinding(
            rule_id="brief-scaled-out",
            dimension="scalability",
            severity="minor",
            nodes=tuple(unscaled),
            # "Runs as one instance" of a part with no count written would say more than is
            # drawn: the drawing shows one, which is what the learner can change.
            message=say(
                unscaled,
                verb(
                    unscaled,
                    " shows no count above one, so it reads",
                    " show no count above one, so each reads",
                ),
                " as one instance.",
            ),
            why="One instance caps throughput at what a single machine serves; at the brief's peak "
            "the service layer needs several copies that any request can reach.",
            lesson="vertical-vs-horizontal-scaling",
            next_step=say("Set the Copies of ", unscaled, " to what the peak load needs."),
        )


def _capacity_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for check in result.checks_named("capacity for the peak"):
        for load in check.failed:
            if not isinstance(load, Load):
                continue
            nodes = load.nodes
            yield DraftFinding(
                rule_id="brief-capacity",
                dimension="scalability",
                severity="major",
                nodes=nodes,
                message=say(
                    f"At {figure_text(load.figure)}, ",
                    nodes,
                    verb(nodes, " falls", " fall"),
                    f" short: the copies drawn carry about {rate_text(load.carried, load.figure)}.",
                ),
                why="One application server answers a few thousand requests a second, a database "
                "primary about ten thousand writes, a Redis node about a hundred thousand "
                "operations; past that, requests queue and time out at the peak.",
                lesson="vertical-vs-horizontal-scaling",
                next_step=say(
                    "Run enough copies of ",
                    nodes,
                    " for the peak (set their Copies, or the Shards of a database) and show the "
                    "arithmetic in the estimates.",
                ),
            )
