"""assess(): a design document in, findings, scores and written feedback out."""

from systemcraft.assessment.engine.context import Context
from systemcraft.assessment.engine.expectations import DEFAULT_EXPECTATIONS, Expectations
from systemcraft.assessment.engine.graph import build_graph
from systemcraft.assessment.engine.registry import Issue
from systemcraft.assessment.engine.report import write_analysis
from systemcraft.assessment.engine.results import DIMENSIONS, SEVERITY_ORDER, Assessment
from systemcraft.assessment.engine.rules import RULES
from systemcraft.assessment.engine.scoring import score
from systemcraft.design import ExportDocument

_PRIORITY = {rule.id: position for position, rule in enumerate(RULES)}


def _order(issue: Issue) -> tuple[int, int, int, tuple[int, ...], str]:
    """Most severe first, then by the rule's importance, then in document order."""
    return (
        SEVERITY_ORDER[issue.severity],
        _PRIORITY[issue.rule_id],
        DIMENSIONS.index(issue.dimension),
        tuple(node.index for node in issue.nodes),
        issue.message.plain,
    )


def assess(document: ExportDocument, expectations: Expectations | None = None) -> Assessment:
    """Judge the design against the problem's expectations (general ones when None).

    Deterministic: the same document and expectations always give the same result."""
    graph = build_graph(document.design)
    context = Context(graph, expectations or DEFAULT_EXPECTATIONS)
    issues = sorted((issue for rule in RULES for issue in rule(context)), key=_order)
    findings = [issue.finding() for issue in issues]
    empty = not graph.nodes
    scores = score(findings, empty=empty)
    title = document.problem.title if document.problem else None
    return Assessment(
        analysis=write_analysis(issues, scores, title, empty=empty),
        scores=scores,
        findings=findings,
    )
