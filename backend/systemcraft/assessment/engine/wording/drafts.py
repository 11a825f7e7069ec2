"""A finding as the engine holds it until the end: the components it names as nodes (the
analysis puts their names in bold), a next step, and the lesson it cites. finding() writes it
out as the API's Finding."""

from dataclasses import dataclass

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.lessons import written
from systemcraft.assessment.engine.results import Dimension, Finding, Severity
from systemcraft.assessment.engine.wording.messages import Message


@dataclass(frozen=True, kw_only=True)
class DraftFinding:
    """A finding plus what the analysis needs to word it: names in bold and a next step."""

    rule_id: str
    dimension: Dimension
    severity: Severity
    nodes: tuple[Node, ...]
    message: Message
    why: str  # our own prose: never contains user text
    lesson: str
    next_step: Message | None = None

    def finding(self) -> Finding:
        return Finding(
            rule_id=self.rule_id,
            dimension=self.dimension,
            severity=self.severity,
            components=[node.id for node in self.nodes],
            message=self.message.plain,
            why=self.why,
            lesson=written(self.lesson),
        )
