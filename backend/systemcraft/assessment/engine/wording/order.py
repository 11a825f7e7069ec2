"""Which findings are reported, and in what order: each once, most severe first, then by the
importance of the rule that found it (the brief's findings before the general rules'), then in
document order."""

from collections.abc import Sequence

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.results import DIMENSIONS, SEVERITY_ORDER
from systemcraft.assessment.engine.rules import RULES
from systemcraft.assessment.engine.wording.brief_findings import BRIEF_RULES
from systemcraft.assessment.engine.wording.drafts import DraftFinding

_PRIORITY = {rule_id: rank for rank, rule_id in enumerate((*BRIEF_RULES, *(r.id for r in RULES)))}


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
    broken = {n.index for d in drafts if d.severity == "critical" for n in d.nodes}
    broken |= {node.index for node in graph.nodes if graph.is_isolated(node)}
    kept: dict[str, DraftFinding] = {}
    for draft in sorted(drafts, key=_order):
        if draft.severity == "strength" and any(n.index in broken for n in draft.nodes):
            continue
        kept.setdefault(draft.message.plain, draft)
    return list(kept.values())
