"""Designs for engine tests, written as a few lines: Sketch().chain("web", "api", "db")."""

import re
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import yaml

from systemcraft.assessment.engine import Assessment, Expectations, Finding, assess
from systemcraft.assessment.engine.flows.matching import find_flows
from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.reading.writing import read_writing
from systemcraft.assessment.engine.rubric.checks import check_rubric
from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.rubric.schema import Rubric
from systemcraft.assessment.engine.scoring.against_rubric import score_against_rubric
from systemcraft.assessment.engine.scoring.caps import apply_caps
from systemcraft.curriculum.loading.schemas import ProblemFile
from systemcraft.design import ExportDocument, read_document

PROBLEMS = Path(__file__).resolve().parents[3] / "content" / "problems"

# A default kind for ids used without add(): "web" is a client, "db" a database, and so on.
KIND_BY_PREFIX = {
    "web": "client",
    "mobile": "client",
    "dns": "dns",
    "cdn": "cdn",
    "lb": "load-balancer",
    "api": "server",
    "worker": "server",
    "cache": "cache",
    "db": "database",
    "queue": "queue",
    "topic": "pub-sub",
}


@cache  # read once per run: rubric tests look a problem up once per sentence
def problem(problem_id: str) -> ProblemFile:
    return ProblemFile.model_validate(yaml.safe_load((PROBLEMS / f"{problem_id}.yaml").read_text()))


def expectations(problem_id: str) -> Expectations:
    found = problem(problem_id).assessment
    assert found is not None, f"{problem_id} has no assessment block"
    return found


def weights(problem_id: str) -> Expectations:
    """The problem's expectations without its rubric: the general rules alone, weighed for the
    problem, so a rule's test sees every finding the rule makes."""
    return expectations(problem_id).model_copy(update={"rubric": None})


@dataclass
class Sketch:
    components: list[dict[str, Any]] = field(default_factory=list)
    connections: list[dict[str, Any]] = field(default_factory=list)

    def add(self, component_id: str, kind: str | None = None, **props: str) -> "Sketch":
        """Props become customProperties; label= sets the label (else the id)."""
        label = props.pop("label", component_id)
        metadata: dict[str, Any] = {
            "customLogic": "",
            "customProperties": [{"key": key, "value": value} for key, value in props.items()],
        }
        prefix = re.match(r"[a-z]*", component_id)
        declared = (
            kind if kind is not None else KIND_BY_PREFIX.get(prefix.group() if prefix else "")
        )
        if declared:
            metadata["component_type"] = declared
        self.components.append(
            {"id": component_id, "type": "primitive", "label": label, "metadata": metadata}
        )
        return self

    def _ensure(self, component_id: str) -> None:
        if all(c["id"] != component_id for c in self.components):
            self.add(component_id)

    def link(self, start: str, end: str, **properties: str) -> "Sketch":
        self._ensure(start)
        self._ensure(end)
        self.connections.append(
            {
                "id": f"c{len(self.connections) + 1}",
                "start": start,
                "end": end,
                "label": str(len(self.connections) + 1),
                "properties": {
                    "protocol": "HTTP",
                    "latency": "< 100ms",
                    "sync": "Synchronous",
                    "description": "",
                    **properties,
                },
            }
        )
        return self

    def chain(self, *ids: str, **properties: str) -> "Sketch":
        for start, end in pairwise(ids):
            self.link(start, end, **properties)
        return self

    def document(self, problem_id: str | None = None) -> dict[str, Any]:
        return {
            "problem": {"id": problem_id, "title": problem(problem_id).title}
            if problem_id
            else None,
            "design": {
                "system_name": "Sketch",
                "components": self.components,
                "connections": self.connections,
                "core_user_journey": "",
                "functional_requirements": [],
                "non_functional_requirements": [],
            },
            "feedback_level": "interview",
            "export_timestamp": "2026-11-21T10:00:00.000Z",
            "export_version": "1.0",
        }

    def assess(self, problem_id: str | None = None) -> Assessment:
        """The general rules' verdict, weighed for the problem when one is given."""
        chosen = weights(problem_id) if problem_id else None
        return assess(read_document(self.document(problem_id)), chosen)

    def judge(self, problem_id: str) -> Assessment:
        """The whole engine's verdict on the problem, its rubric included."""
        return assess(read_document(self.document(problem_id)), expectations(problem_id))

    def assess_with(self, chosen: Expectations) -> Assessment:
        return assess(read_document(self.document()), chosen)


def found(result: Assessment, rule_id: str, severity: str | None = None) -> list[Finding]:
    return [
        f
        for f in result.findings
        if f.rule_id == rule_id and (severity is None or f.severity == severity)
    ]


def problems(result: Assessment, rule_id: str) -> list[Finding]:
    return [f for f in found(result, rule_id) if f.severity != "strength"]


def strengths(result: Assessment, rule_id: str) -> list[Finding]:
    return found(result, rule_id, "strength")


def checked(document: ExportDocument, rubric: Rubric) -> RubricResult:
    """The rubric's checks of a design, as assess() runs them."""
    graph = build_graph(document.design)
    writing = read_writing(document.design, rubric.patterns())
    return check_rubric(document.design, rubric, graph, writing, find_flows(graph, rubric.flows))


def rubric_total(result: RubricResult) -> int:
    """The total out of 15 that the rubric's checks give, after the caps."""
    return apply_caps(score_against_rubric(result), result).total
