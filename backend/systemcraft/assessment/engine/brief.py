"""What the rubric judge found, as findings a reviewer would write: which of the brief's flows
the design carries, what on them can fail alone or is not scaled, whether the estimates reach
the brief's numbers, and where the state lives. One finding per issue, naming the components;
the questions left unanswered become the interviewer's follow-ups (report.py)."""

from collections.abc import Iterator

from systemcraft.assessment.engine.brief_data import data_issues
from systemcraft.assessment.engine.brief_load import load_issues
from systemcraft.assessment.engine.findings_of import checks_named
from systemcraft.assessment.engine.judging import Judgement
from systemcraft.assessment.engine.messages import say, verb
from systemcraft.assessment.engine.phrases import (
    path_text,
)
from systemcraft.assessment.engine.registry import Issue

# Reported before any general rule's findings of the same severity.
BRIEF_RULES = (
    "brief-off-topic",
    "brief-dense-mesh",
    "brief-flow",
    "brief-requirement",
    "brief-numberless",
    "brief-bypass",
    "brief-single-point-of-failure",
    "brief-data-home",
    "brief-capacity",
    "brief-scaled-out",
    "brief-sizing",
    "brief-replication-mode",
    "brief-pitfall",
    "brief-decisions",
)


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


def _numberless_issues(judgement: Judgement) -> Iterator[Issue]:
    if judgement.numberless and not judgement.off_brief:
        yield Issue(
            "brief-numberless",
            "scalability",
            "major",
            (),
            say("The design gives almost no numbers: no load, sizes, machines or copies."),
            "Without numbers nothing shows the design carries the brief's load, so an interviewer "
            "cannot rate it above a reasonable sketch, however well it is drawn.",
            "requirements-and-estimation",
            say(
                "Work out the peak load, storage and bandwidth in the Notes tab, then size each "
                "part against them: instances, shards, replicas, cache memory, timeouts."
            ),
        )


def _requirement_issues(judgement: Judgement) -> Iterator[Issue]:
    for name in judgement.missing_requirements:
        yield Issue(
            "brief-requirement",
            "scalability",
            "major",
            (),
            say(f"Nothing in the design handles “{name}”, which the brief asks for."),
            "An interviewer checks the functional requirements first: a design that leaves one "
            "out is not a good answer yet, however well the rest is built.",
            "requirements-and-estimation",
            say(f"Show where “{name}” happens: the component that does it and what it stores."),
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


def _decision_issues(judgement: Judgement) -> Iterator[Issue]:
    for check in checks_named(judgement, "decisions"):
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


def _pitfall_issues(judgement: Judgement) -> Iterator[Issue]:
    for decision, pitfall, nodes in judgement.pitfalls:
        yield Issue(
            "brief-pitfall",
            decision.dimension,
            "major",
            nodes,
            say(pitfall.problem),
            "It is the choice an interviewer stops on: it breaks a requirement of the brief, "
            "however well the rest of the design is drawn.",
            decision.lesson,
            say(pitfall.fix),
        )


def brief_issues(judgement: Judgement, title: str) -> list[Issue]:
    return [
        *_shape_issues(judgement, title),
        *_flow_issues(judgement),
        *_requirement_issues(judgement),
        *_numberless_issues(judgement),
        *load_issues(judgement),
        *data_issues(judgement),
        *_pitfall_issues(judgement),
        *_decision_issues(judgement),
    ]
