"""What the rubric checks found, as findings a reviewer would write: which of the brief's flows
the design carries, what on them can fail alone or is not scaled, whether the estimates reach
the brief's numbers, and where the state lives. One finding per problem, naming the components;
the questions left unanswered become the interviewer's follow-ups (analysis.py)."""

from collections.abc import Iterator

from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.wording.data_findings import data_findings
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.assessment.engine.wording.load_findings import load_findings
from systemcraft.assessment.engine.wording.messages import say, verb
from systemcraft.assessment.engine.wording.phrases import (
    path_text,
)

# How many of the brief's terms a design that names too few of them is shown.
MAX_TERMS_SUGGESTED = 3

# Reported before any general rule's findings of the same severity.
BRIEF_RULES = (
    "brief-off-topic",
    "brief-dense-mesh",
    "brief-flow",
    "brief-requirement",
    "brief-undrawn",
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


def _flow_findings(result: RubricResult) -> Iterator[DraftFinding]:
    missing = [match.flow for match in result.flows if not match.present]
    for flow in missing:
        yield DraftFinding(
            rule_id="brief-flow",
            dimension="scalability",
            severity="critical",
            nodes=(),
            message=say(
                # Said of the path, not the feature: a design may do it another way (fan-out
                # inside the post request), which the flow's path does not show.
                f"The design has no path {path_text(flow)} for “{flow.name}”, which the brief "
                "needs."
            ),
            why="The brief cannot be met without this path, so the design cannot score above "
            "mediocre until it is drawn; it is the first thing an interviewer would ask about.",
            lesson="what-is-system-design",
            next_step=say(f"Draw the path {path_text(flow)}, connected in that order."),
        )
    if result.flows and not missing:
        names = ", ".join(f"“{match.flow.name}”" for match in result.flows)
        yield DraftFinding(
            rule_id="brief-flow",
            dimension="scalability",
            severity="strength",
            nodes=(),
            message=say(f"The design carries every flow the brief needs: {names}."),
            why="Each requirement has a path through the design, so the discussion can move on to "
            "how each path scales and fails.",
            lesson="what-is-system-design",
        )


# The lesson that teaches each kind of part a claim may rest on.
_CLAIM_LESSONS: dict[str, str] = {
    "queue": "queues-and-logs",
    "log": "queues-and-logs",
    "pub-sub": "queues-and-logs",
    "cache": "caching",
    "cdn": "cdn-and-edge",
    "search": "specialised-stores",
    "object-store": "object-storage",
}


def _claim_findings(result: RubricResult) -> Iterator[DraftFinding]:
    # One finding for each kind of part missing: the first mention of it names it.
    first = {claim.needs: claim for claim in reversed(result.undrawn)}
    for claim in sorted(first.values(), key=result.undrawn.index):
        yield DraftFinding(
            rule_id="brief-undrawn",
            dimension="scalability",
            severity="major",
            nodes=(),
            message=say(
                f"Your notes mention {claim.mention}, but nothing in the design is {claim.needs}."
            ),
            why="An interviewer reads the drawing first: a part the notes rely on that nobody "
            "drew is a claim, not a design, so the decisions resting on it earn no credit.",
            lesson=_CLAIM_LESSONS[claim.role],
            next_step=say(
                f"Draw {claim.needs} where the notes say it works, connected on the flow that "
                "uses it, or take the claim out of the notes."
            ),
        )


def _numberless_findings(result: RubricResult) -> Iterator[DraftFinding]:
    if result.numberless and not result.off_brief:
        yield DraftFinding(
            rule_id="brief-numberless",
            dimension="scalability",
            severity="major",
            nodes=(),
            message=say("The design gives almost no numbers: no load, sizes, machines or copies."),
            why="Without numbers nothing shows the design carries the brief's load, so an "
            "interviewer cannot rate it above a reasonable sketch, however well it is drawn.",
            lesson="requirements-and-estimation",
            next_step=say(
                "Work out the peak load, storage and bandwidth in the Notes tab, then size each "
                "part against them: its Copies, a database's Shards, cache memory, timeouts."
            ),
        )


def _requirement_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for name in result.missing_requirements:
        yield DraftFinding(
            rule_id="brief-requirement",
            dimension="scalability",
            severity="major",
            nodes=(),
            message=say(f"Nothing in the design handles “{name}”, which the brief asks for."),
            why="An interviewer checks the functional requirements first: a design that leaves one "
            "out is not a good answer yet, however well the rest is built.",
            lesson="requirements-and-estimation",
            next_step=say(
                f"Show where “{name}” happens: the component that does it and what it stores."
            ),
        )


def _such_as(terms: tuple[str, ...]) -> str:
    """A few of the brief's own words, for a design that names too few of them."""
    shown = [f"“{term}”" for term in terms[:MAX_TERMS_SUGGESTED]]
    if not shown:
        return ""
    listed = shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"
    return f", such as {listed}"


def _shape_findings(result: RubricResult, title: str) -> Iterator[DraftFinding]:
    if result.off_brief:
        yield DraftFinding(
            rule_id="brief-off-topic",
            dimension="consistency",
            severity="critical",
            nodes=(),
            message=say(
                f"The design does not read as an answer to “{title}”: it names few of the "
                "things this brief is about."
            ),
            why="A design for another problem, however good, does not answer this one; an "
            "interviewer grades the brief they set.",
            lesson="requirements-and-estimation",
            next_step=say(
                "Re-read the brief and name the components and notes after what it asks for"
                + _such_as(result.unnamed_terms)
                + "."
            ),
        )
    if result.dense_mesh:
        yield DraftFinding(
            rule_id="brief-dense-mesh",
            dimension="scalability",
            severity="critical",
            nodes=(),
            message=say(
                "Almost every component is connected to every other, so no request path can "
                "be read from the design."
            ),
            why="Connections say who calls whom; wiring everything together hides the design "
            "instead of showing it, and implies calls that would make no sense.",
            lesson="what-is-system-design",
            next_step=say("Keep only the connections a request actually follows, flow by flow."),
        )
    if result.bypasses:
        yield DraftFinding(
            rule_id="brief-bypass",
            dimension="consistency",
            severity="major",
            nodes=result.bypasses,
            message=say(
                result.bypasses,
                verb(result.bypasses, " talks", " talk"),
                " straight to a data store, around the service layer.",
            ),
            why="A client that reaches a database or cache directly holds its credentials and "
            "enforces the rules itself; one buggy or hostile client can corrupt the data. It "
            "never counts as redundancy.",
            lesson="what-is-system-design",
            next_step=say(
                "Route ", result.bypasses, " through a service that validates each request."
            ),
        )


def _decision_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for check in result.checks_named("decisions"):
        if check.passed and not check.failed:
            yield DraftFinding(
                rule_id="brief-decisions",
                dimension=check.dimension,
                severity="strength",
                nodes=(),
                message=say(
                    f"The notes answer every {check.dimension.replace('_', ' ')} question an "
                    "interviewer would ask about this brief."
                ),
                why="Decisions written down with their reasons are what separates a strong answer "
                "from a diagram.",
                lesson="what-is-system-design",
            )


def _pitfall_findings(result: RubricResult) -> Iterator[DraftFinding]:
    for decision, pitfall, nodes, _ in result.pitfalls:
        yield DraftFinding(
            rule_id="brief-pitfall",
            dimension=decision.dimension,
            severity="major",
            nodes=nodes,
            message=say(pitfall.problem),
            why="It is the choice an interviewer stops on: it breaks a requirement of the brief, "
            "however well the rest of the design is drawn.",
            lesson=decision.lesson,
            next_step=say(pitfall.fix),
        )


def brief_findings(result: RubricResult, title: str | None) -> list[DraftFinding]:
    """Every finding about the brief, for the problem titled `title`."""
    return [
        *_shape_findings(result, title or "this problem"),
        *_flow_findings(result),
        *_requirement_findings(result),
        *_claim_findings(result),
        *_numberless_findings(result),
        *load_findings(result),
        *data_findings(result),
        *_pitfall_findings(result),
        *_decision_findings(result),
    ]
