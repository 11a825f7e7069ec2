"""Findings on the numbers and the state: estimates that do not reach (or cannot be read
against) the brief, state with no home, and replication with no mode."""

from collections.abc import Iterator

from systemcraft.assessment.engine.rubric.result import RubricResult, nodes_in
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.assessment.engine.wording.messages import Quote, say, verb
from systemcraft.assessment.engine.wording.phrases import (
    figures_text,
    homes_text,
)


def _sizing_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for check in result.checks_named("sized to the brief"):
        unread = [text for node, text in result.unreadable if node is None]
        if check.failed and unread:
            yield DraftFinding(
                rule_id="brief-sizing",
                dimension="scalability",
                severity="minor",
                nodes=(),
                message=say(
                    "The estimates, ", Quote(unread[0]), ", hold no figure the engine can read."
                ),
                why="Figures are read with their units: requests a second, bytes, bits a second or "
                "connections, so that they can be set against the brief's numbers.",
                lesson="requirements-and-estimation",
                next_step=say(
                    "Write each figure with its unit, such as “20k redirects/s at peak”, “3 TB "
                    "over five years” or “10M concurrent connections”."
                ),
            )
        elif check.failed:
            yield DraftFinding(
                rule_id="brief-sizing",
                dimension="scalability",
                severity="minor",
                nodes=(),
                # Said of what was read, not of what was meant: "~0.95T" or "5.5M/160" may size
                # it, but with no unit no figure can be set against the brief's.
                message=say(
                    "No figure in the estimates, written with its unit, comes near "
                    f"{figures_text(check.failed)}."
                ),
                why="Numbers decide how many machines, shards and copies each part needs; without "
                "them the design cannot show it carries the brief's load.",
                lesson="requirements-and-estimation",
                next_step=say(
                    "Write the estimates in the Notes tab: peak requests per second, storage "
                    "over the retention period and bandwidth, with the arithmetic."
                ),
            )
        else:
            yield DraftFinding(
                rule_id="brief-sizing",
                dimension="scalability",
                severity="strength",
                nodes=(),
                message=say(
                    f"The estimates reach the brief's numbers: {figures_text(check.passed)}."
                ),
                why="Sizing from the requirements is what lets every later choice be defended.",
                lesson="requirements-and-estimation",
            )


def _data_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for check in result.checks_named("state where it belongs"):
        if check.failed and not result.off_brief:  # the verdict already says it all
            yield DraftFinding(
                rule_id="brief-data-home",
                dimension="consistency",
                severity="major",
                nodes=(),
                message=say(f"Nothing on the brief's flows keeps {homes_text(check.failed)}."),
                why="Where each kind of state lives decides what survives a crash and what every "
                "read can see; a reviewer looks for it before anything else about the data.",
                lesson="sql-vs-nosql",
                next_step=say(
                    "Add the store each of these belongs in, on the path that writes it."
                ),
            )
    unread = {node.index: text for node, text in result.unreadable if node is not None}
    for node in nodes_in(result.checks_named("replication mode chosen")):
        if node.index in unread:
            yield DraftFinding(
                rule_id="brief-replication-mode",
                dimension="consistency",
                severity="minor",
                nodes=(node,),
                message=say(
                    "The replication of ",
                    node,
                    ", ",
                    Quote(unread[node.index]),
                    ", does not say whether writes wait for their copies.",
                ),
                why="The engine reads synchronous, semi-synchronous, asynchronous, quorum or "
                "consensus commits; an interviewer will ask which one this is.",
                lesson="replication",
                next_step=say(
                    "Name the replication mode of ",
                    node,
                    " in words like “sync standby” or “async replicas”.",
                ),
            )
    unstated = tuple(
        n for n in nodes_in(result.checks_named("replication mode chosen")) if n.index not in unread
    )
    if unstated:
        yield DraftFinding(
            rule_id="brief-replication-mode",
            dimension="consistency",
            severity="minor",
            nodes=unstated,
            message=say(
                unstated,
                verb(unstated, " does", " do"),
                " not say how writes are copied (synchronous, asynchronous, quorum).",
            ),
            why="Whether a write waits for its copies decides what a failover can lose and how "
            "stale a read can be; an interviewer always asks.",
            lesson="replication",
            next_step=say(
                "State the replication of ", unstated, " in its properties or the notes."
            ),
        )


def data_findings(result: RubricResult) -> Iterator[DraftFinding]:
    yield from _sizing_findings(result)
    yield from _data_findings(result)
