"""assess(): the engine's one entry. A design document goes in; an assessment (findings, scores
and the written analysis) comes out. It reads as the steps it runs, each a call into the stage
package that does it.

Why a design got its score: with a rubric (every practice problem), score_against_rubric
(scoring/against_rubric.py) gives each dimension its points from the rubric's checks, and the
CAPS table (scoring/caps.py) holds the total down where the design leaves part of the brief out
or cannot be read. Without a rubric, score_without_rubric (scoring/without_rubric.py) scores
the general rules' findings."""

from systemcraft.assessment.engine.expectations import DEFAULT_EXPECTATIONS, Expectations
from systemcraft.assessment.engine.flows.matching import find_flows
from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.reading.writing import read_writing, reading_limit
from systemcraft.assessment.engine.results import Assessment
from systemcraft.assessment.engine.rubric.checks import check_rubric
from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.rules import apply_rules
from systemcraft.assessment.engine.scoring.against_rubric import score_against_rubric
from systemcraft.assessment.engine.scoring.caps import apply_caps
from systemcraft.assessment.engine.scoring.without_rubric import score_without_rubric
from systemcraft.assessment.engine.wording.analysis import write_assessment
from systemcraft.assessment.engine.wording.brief_findings import brief_findings
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.assessment.engine.wording.order import reconcile
from systemcraft.design import ExportDocument
from systemcraft.kit.deadline import check_deadline


def assess(document: ExportDocument, expectations: Expectations | None = None) -> Assessment:
    """Judge the design against the problem's expectations (general ones when None).

    Deterministic: the same document and expectations always give the same result."""
    expectations = expectations or DEFAULT_EXPECTATIONS
    title = document.problem.title if document.problem else None
    with reading_limit():
        writing = read_writing(document.design, expectations.rubric_patterns())
        graph = build_graph(document.design)
        check_deadline()
        # An empty canvas has no flow to find and nothing to check against a rubric.
        rubric = expectations.rubric if graph.nodes else None
        general = apply_rules(graph, expectations, against_rubric=rubric is not None)
        check_deadline()
        if rubric is None:
            drafts = reconcile(general, graph)
            scores = score_without_rubric([d.finding() for d in drafts], empty=not graph.nodes)
            return write_assessment(drafts, scores, title, empty=not graph.nodes)
        flows = find_flows(graph, rubric.flows)
        result = check_rubric(document.design, rubric, graph, writing, flows)
        scores = apply_caps(score_against_rubric(result), result)
        drafts = reconcile(_credible([*brief_findings(result, title), *general], result), graph)
        return write_assessment(drafts, scores, title, rubric=result)


def _credible(drafts: list[DraftFinding], result: RubricResult) -> list[DraftFinding]:
    """No praise beside a verdict that the design does not answer the brief or cannot be read:
    it would contradict the verdict and mislead. Even "carries every flow the brief needs" goes,
    as flows are found by the kinds of the parts, which any generic sketch has."""
    if result.off_brief or result.dense_mesh:
        return [draft for draft in drafts if draft.severity != "strength"]
    return drafts
