"""What the rubric judge found, as findings a reviewer would write: which of the brief's flows
the design carries, what on them can fail alone or is not scaled, whether the estimates reach
the brief's numbers, and where the state lives. One finding per issue, naming the components;
the questions left unanswered become the interviewer's follow-ups (report.py)."""

from collections.abc import Iterator, Sequence

from systemcraft.assessment.engine.capacity import Load
from systemcraft.assessment.engine.graph import Node
from systemcraft.assessment.engine.judging import Check, CheckName, Judgement
from systemcraft.assessment.engine.messages import Quote, say, verb
from systemcraft.assessment.engine.phrases import (
    figure_text,
    figures_text,
    homes_text,
    path_text,
    rate_text,
)
from systemcraft.assessment.engine.registry import Issue
from systemcraft.assessment.engine.remedies import lesson_for, remedy

# Reported before any general rule's findings of the same severity.
BRIEF_RULES = (
    "brief-off-topic",
    "brief-dense-mesh",
    "brief-flow",
    "brief-bypass",
    "brief-single-point-of-failure",
    "brief-data-home",
    "brief-capacity",
    "brief-scaled-out",
    "brief-sizing",
    "brief-replication-mode",
    "brief-decisions",
)


def _checks(judgement: Judgement, name: CheckName) -> list[Check]:
    return [check for check in judgement.checks if check.name == name]


def _nodes(checks: Sequence[Check], *, failed: bool = True) -> tuple[Node, ...]:
    items = [item for c in checks for item in (c.failed if failed else c.passed)]
    return tuple(item for item in items if isinstance(item, Node))


def _flow_issues(judgement: Judgement) -> Iterator[Issue]:
    missing = [match.flow for match in judgement.flows if not match.present]
    for flow in missing:
        yield Issue(
            "brief-flow",
            "scalability",
            "critical",
            (),
            say(f"Nothing in the design carries “{flow.name}”: it needs {path_text(flow)}."),
            "The brief cannot be met without this path, so the design cannot score above "
            "mediocre until it is drawn; it is the first thing an interviewer would ask about.",
            "what-is-system-design",
            say(f"Draw the path {path_text(flow)}, connected in that order."),
        )
    if judgement.flows and not missing:
        names = ", ".join(f"“{match.flow.name}”" for match in judgement.flows)
        yield Issue(
            "brief-flow",
            "scalability",
            "strength",
            (),
            say(f"The design carries every flow the brief needs: {names}."),
            "Each requirement has a path through the design, so the discussion can move on to "
            "how each path scales and fails.",
            "what-is-system-design",
        )


def _shape_issues(judgement: Judgement, title: str) -> Iterator[Issue]:
    if judgement.off_brief:
        yield Issue(
            "brief-off-topic",
            "consistency",
            "critical",
            (),
            say(
                f"The design does not read as an answer to “{title}”: it names few of the "
                "things this brief is about."
            ),
            "A design for another problem, however good, does not answer this one; an "
            "interviewer grades the brief they set.",
            "requirements-and-estimation",
            say("Re-read the brief and name the components and notes after what it asks for."),
        )
    if judgement.dense_mesh:
        yield Issue(
            "brief-dense-mesh",
            "scalability",
            "critical",
            (),
            say(
                "Almost every component is connected to every other, so no request path can "
                "be read from the design."
            ),
            "Connections say who calls whom; wiring everything together hides the design "
            "instead of showing it, and implies calls that would make no sense.",
            "what-is-system-design",
            say("Keep only the connections a request actually follows, flow by flow."),
        )
    if judgement.bypasses:
        yield Issue(
            "brief-bypass",
            "consistency",
            "major",
            judgement.bypasses,
            say(
                judgement.bypasses,
                verb(judgement.bypasses, " talks", " talk"),
                " straight to a data store, around the service layer.",
            ),
            "A client that reaches a database or cache directly holds its credentials and "
            "enforces the rules itself; one buggy or hostile client can corrupt the data. It "
            "never counts as redundancy.",
            "what-is-system-design",
            say("Route ", judgement.bypasses, " through a service that validates each request."),
        )


def _failure_issues(judgement: Judgement) -> Iterator[Issue]:
    protection = _checks(judgement, "no single point of failure")
    alone = _nodes(protection)
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
            _nodes(protection, failed=False),
            say("No single component failure stops a flow the brief needs."),
            "Every component on the brief's paths has a second copy or replicates itself, so "
            "one crashed machine degrades the service instead of stopping it.",
            "replication",
        )
    yield from _capacity_issues(judgement)
    unscaled = [n for n in _nodes(_checks(judgement, "compute scaled out")) if n not in alone]
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
    for check in _checks(judgement, "capacity for the peak"):
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


def _sizing_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in _checks(judgement, "sized to the brief"):
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
    for check in _checks(judgement, "state where it belongs"):
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
    for node in _nodes(_checks(judgement, "replication mode chosen")):
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
        n for n in _nodes(_checks(judgement, "replication mode chosen")) if n.index not in unread
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


def _decision_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in _checks(judgement, "decisions"):
        if check.passed and not check.failed:
            yield Issue(
                "brief-decisions",
                check.dimension,
                "strength",
                (),
                say(
                    f"The notes answer every {check.dimension.replace('_', ' ')} question an "
                    "interviewer would ask about this brief."
                ),
                "Decisions written down with their reasons are what separates a strong answer "
                "from a diagram.",
                "what-is-system-design",
            )


def brief_issues(judgement: Judgement, title: str) -> list[Issue]:
    return [
        *_shape_issues(judgement, title),
        *_flow_issues(judgement),
        *_failure_issues(judgement),
        *_data_issues(judgement),
        *_sizing_issues(judgement),
        *_decision_issues(judgement),
    ]
