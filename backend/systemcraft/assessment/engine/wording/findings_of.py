"""Reading a result's checks by name, for the modules that word its findings."""

from collections.abc import Sequence

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.rubric.checks import CheckName, RubricCheck, RubricResult


def checks_named(result: RubricResult, name: CheckName) -> list[RubricCheck]:
    return [check for check in result.checks if check.name == name]


def nodes_in(checks: Sequence[RubricCheck], *, failed: bool = True) -> tuple[Node, ...]:
    items = [item for c in checks for item in (c.failed if failed else c.passed)]
    return tuple(item for item in items if isinstance(item, Node))
