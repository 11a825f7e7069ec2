"""Running the simulation in tests: a brief by its figures or a problem's, a design as a
Sketch or a document."""

import json
from functools import cache
from typing import Any

from systemcraft.assessment.engine import Expectations
from systemcraft.design import read_document
from systemcraft.simulation.engine import Brief, Rate, Settings, Simulation, brief_from, simulate
from systemcraft.simulation.engine.results import ComponentResult, FlowResult
from tests.assessment.builders import PROBLEMS, expectations, problem


def brief(reads: float, writes: float = 0.0, p99_ms: float = 1000, nines: float = 99.9) -> Brief:
    return Brief(Rate(reads / 5, reads), Rate(writes / 5, writes), p99_ms, nines)


@cache
def brief_of(problem_id: str) -> Brief:
    """The problem's brief as the API builds it: from its scale as the database keeps it."""
    scale = problem(problem_id).scale
    stored = scale.model_dump(mode="json") if scale else None
    return brief_from(stored, expectations(problem_id))


def run(
    document: dict[str, Any],
    figures: Brief,
    settings: Settings | None = None,
    rubric: Expectations | None = None,
) -> Simulation:
    return simulate(read_document(document), figures, settings, rubric)


def run_problem(problem_id: str, document: Any, settings: Settings | None = None) -> Simulation:
    return simulate(
        read_document(document), brief_of(problem_id), settings, expectations(problem_id)
    )


def reference(problem_id: str) -> str:
    return (PROBLEMS / f"{problem_id}.reference.json").read_text()


def component(result: Simulation, component_id: str) -> ComponentResult:
    return next(c for c in result.components if c.id == component_id)


def flow(result: Simulation, flow_id: str) -> FlowResult:
    return next(f for f in result.flows if f.id == flow_id)


def problem_ids() -> list[str]:
    return sorted(
        path.name.removesuffix(".reference.json") for path in PROBLEMS.glob("*.reference.json")
    )


def as_json(result: Simulation) -> str:
    return json.dumps(result, default=lambda o: o.__dict__, sort_keys=True)
