"""assess(): a design document in, findings, scores and written feedback out.

With a problem's rubric, the rubric judge (rubric/checks.py) decides the scores and says what
the brief still needs (wording/brief_findings.py); the general rules add what they see about
caching, messaging, latency and the rest, except where the judge speaks to the same thing.
Without a rubric (the playground), the general rules decide alone (scoring/without_rubric.py)."""

from collections.abc import Sequence

from systemcraft.assessment.engine.expectations import DEFAULT_EXPECTATIONS, Expectations
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, build_graph
from systemcraft.assessment.engine.reading.limit import reading_limit
from systemcraft.assessment.engine.results import DIMENSIONS, SEVERITY_ORDER, Assessment, Scores
from systemcraft.assessment.engine.rubric.checks import judge_design
from systemcraft.assessment.engine.rules import RULES
from systemcraft.assessment.engine.rules.context import Context
from systemcraft.assessment.engine.rules.registry import DraftFinding
from systemcraft.assessment.engine.scoring.without_rubric import score
from systemcraft.assessment.engine.wording.analysis import Brief, write_analysis
from systemcraft.assessment.engine.wording.brief_findings import BRIEF_RULES, brief_findings
from systemcraft.design import ExportDocument
from systemcraft.kit.deadline import check_deadline

_PRIORITY = {rule_id: rank for rank, rule_id in enumerate((*BRIEF_RULES, *(r.id for r in RULES)))}

# General rules whose subject the rubric judge covers for a problem, with the brief in mind:
# the path from client to data, bypassing the service layer, single points of failure,
# scaling out and database replication.
SUPERSEDED = frozenset(
    {
        "client-to-data",
        "client-direct-data",
        "single-point-of-failure",
        "horizontal-scaling",
        "database-replication",
    }
)


def _in_time() -> bool:
    """Stops the rules once the work's time budget is spent (raising), else True."""
    check_deadline()
    return True


def _order(draft: DraftFinding) -> tuple[int, int, int, tuple[int, ...], str]:
    """Most severe first, then by the rule's importance, then in document order."""
    return (
        SEVERITY_ORDER[draft.severity],
        _PRIORITY[draft.rule_id],
        DIMENSIONS.index(draft.dimension),
        tuple(node.index for node in draft.nodes),
        draft.message.plain,
    )


def reconcile(drafts: Sequence[DraftFinding], graph: DesignGraph) -> list[DraftFinding]:
    """Each finding once, and no praise for a component that is connected to nothing or that a
    critical problem names: "health checks on the balancer" beside "the balancer is connected
    to nothing" would contradict each other."""
    broken = {n.index for i in drafts if i.severity == "critical" for n in i.nodes}
    broken |= {node.index for node in graph.nodes if graph.is_isolated(node)}
    kept: dict[str, DraftFinding] = {}
    for draft in sorted(drafts, key=_order):
        if draft.severity == "strength" and any(n.index in broken for n in draft.nodes):
            continue
        kept.setdefault(draft.message.plain, draft)
    return list(kept.values())


def assess(document: ExportDocument, expectations: Expectations | None = None) -> Assessment:
    """Judge the design against the problem's expectations (general ones when None).

    Deterministic: the same document and expectations always give the same result."""
    with reading_limit():
        return _assess(document, expectations or DEFAULT_EXPECTATIONS)


def _assess(document: ExportDocument, expectations: Expectations) -> Assessment:
    graph = build_graph(document.design)
    check_deadline()
    context = Context(graph, expectations)
    empty = not graph.nodes
    judged = expectations.rubric is not None and not empty
    general = [
        draft
        for rule in RULES
        if not (judged and rule.id in SUPERSEDED) and _in_time()
        for draft in rule(context)
    ]
    check_deadline()
    title = document.problem.title if document.problem else None
    brief = None
    if not judged or expectations.rubric is None:
        drafts = reconcile(general, graph)
        scores = score([draft.finding() for draft in drafts], empty=empty)
    else:
        result = judge_design(document, expectations.rubric, graph)
        # Praise for parts of a design that answers another brief, or cannot be read, misleads.
        unreadable = result.off_brief or result.dense_mesh
        kept = [i for i in general if not (unreadable and i.severity == "strength")]
        drafts = reconcile([*brief_findings(result, title or "this problem"), *kept], graph)
        scores = Scores(**result.scores, total=result.total)
        brief = Brief(
            result.missing_flows,
            result.missing_requirements,
            result.numberless,
            result.off_brief,
            result.dense_mesh,
            result.open_questions,
        )
    return Assessment(
        analysis=write_analysis(drafts, scores, title, empty=empty, brief=brief),
        scores=scores,
        findings=[draft.finding() for draft in drafts],
    )
