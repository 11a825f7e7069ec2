"""The general rules, applied to every design: each module beside registry.py (how a rule
declares itself) and context.py (what every rule looks at) holds a group of them. Importing this
package imports each module in it, and each rule there declares itself with @rule; nothing else
lists the rules."""

import importlib
import pkgutil

from systemcraft.assessment.engine.expectations import Expectations
from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.rules.context import Context
from systemcraft.assessment.engine.rules.registry import REGISTRY, Rule
from systemcraft.assessment.engine.wording.drafts import DraftFinding
from systemcraft.kit.deadline import check_deadline

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

# In order of importance: findings of equal severity are reported in this order, so the
# analysis leads with what an interviewer would raise first.
RULES: tuple[Rule, ...] = REGISTRY.close()

# General rules whose subject the rubric checks cover for a problem, with the brief in mind:
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


def apply_rules(
    graph: DesignGraph, expectations: Expectations, *, against_rubric: bool
) -> list[DraftFinding]:
    """What every general rule finds, in rank order; against a rubric, the rules it supersedes
    are left out."""
    context = Context(graph, expectations)
    return [
        draft
        for rule in RULES
        if not (against_rubric and rule.id in SUPERSEDED) and _in_time()
        for draft in rule(context)
    ]


def _in_time() -> bool:
    """Stops the rules once the work's time budget is spent (raising), else True."""
    check_deadline()
    return True
