"""Findings on the numbers and the state: estimates that do not reach (or cannot be read
against) the brief, state with no home, and replication with no mode."""

from collections.abc import Iterator

from systemcraft.assessment.engine.findings_of import checks_named, nodes_in
from systemcraft.assessment.engine.judging import Judgement
from systemcraft.assessment.engine.messages import Quote, say, verb
from systemcraft.assessment.engine.phrases import (
    figures_text,
    homes_text,
)
from systemcraft.assessment.engine.registry import Issue


def _sizing_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in checks_named(judgement, "sized to the brief"):
        unread = [text for node, text in judgement.unreadable if node is None]
        if check.failed and unread:
            yield Issue(
                "brief-sizing",
                "scalability",
                "minor",
                (),
                say("The estimates, ", Quote(unread[0]), ", hold no figure the engine can read."),
                "Figures are read with their units: requests a second, bytes, bits a second or "
                "connections, so that they can be set against the brief's numbers.",
                "requirements-and-estimation",
                say(
                    "Write each figure with its unit, such as “20k redirects/s at peak”, “3 TB "
                    "over five years” or “10M concurrent connections”."
                ),
            )
        elif check.failed:
            yield Issue(
                "brief-sizing",
                "scalability",
                "minor",
                (),
                say(f"The estimates do not size {figures_text(check.failed)}."),
                "Numbers decide how many machines, shards and copies each part needs; without "
                "them the design cannot show it carries the brief's load.",
                "requirements-and-estimation",
                say(
                    "Write the estimates in the Notes tab: peak requests per second, storage "
                    "over the retention period and bandwidth, with the arithmetic."
                ),
            )
        else:
            yield Issue(
                "brief-sizing",
                "scalability",
                "strength",
                (),
                say(f"The estimates reach the brief's numbers: {figures_text(check.passed)}."),
                "Sizing from the requirements is what lets every later choice be defended.",
                "requirements-and-estimation",
            )


def _data_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in checks_named(judgement, "state where it belongs"):
        if check.failed and not judgement.off_brief:  # the verdict already says it all
            yield Issue(
                "brief-data-home",
                "consistency",
                "major",
                (),
                say(f"Nothing on the brief's flows keeps {homes_text(check.failed)}."),
                "Where each kind of state lives decides what survives a crash and what every "
                "read can see; a reviewer looks for it before anything else about the data.",
                "sql-vs-nosql",
                say("Add the store each of these belongs in, on the path that writes it."),
            )
    unread = {node.index: text for node, text in judgement.unreadable if node is not None}
    for node in nodes_in(checks_named(judgement, "replication mode chosen")):
        if node.index in unread:
            yield Issue(
                "brief-replication-mode",
                "consistency",
                "minor",
                (node,),
                say(
                    "The replication of ",
                    node,
                    ", ",
                    Quote(unread[node.index]),
                    ", does not say whether writes wait for their copies.",
                ),
                "The engine reads synchronous, semi-synchronous, asynchronous, quorum or "
                "consensus commits; an interviewer will ask which one this is.",
                "replication",
                say(
                    "Name the replication mode of ",
                    node,
                    " in words like “sync standby” or “async replicas”.",
                ),
            )
    unstated = tuple(
        n
        for n in nodes_in(checks_named(judgement, "replication mode chosen"))
        if n.index not in unread
    )
    if unstated:
        yield Issue(
            "brief-replication-mode",
            "consistency",
            "minor",
            unstated,
            say(
                unstated,
                verb(unstated, " does", " do"),
                " not say how writes are copied (synchronous, asynchronous, quorum).",
            ),
            "Whether a write waits for its copies decides what a failover can lose and how "
            "stale a read can be; an interviewer always asks.",
            "replication",
            say("State the replication of ", unstated, " in its properties or the notes."),
        )


def data_issues(judgement: Judgement) -> Iterator[Issue]:
    yield from _sizing_issues(judgement)
    yield from _data_issues(judgement)
