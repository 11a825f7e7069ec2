"""Briefs and design facts for the coach's pure tests, read from the real curriculum and the
calibration designs, as the service reads them."""

from dataclasses import replace
from functools import cache
from typing import Any

from systemcraft.coach.answering.context import Ask, Brief
from systemcraft.coach.design_facts import DesignFacts, read_facts
from systemcraft.coach.intent import Part
from systemcraft.coach.kinds import Kind
from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.curriculum.loading.schemas import ProblemFile
from systemcraft.design import ExportDocument, read_document
from systemcraft.simulation.engine import brief_from, simulate
from tests.assessment.calibration import load_cases, problem_expectations


@cache
def _problems() -> dict[str, ProblemFile]:
    return {p.id: p for p in read_curriculum(REPO_ROOT / "content").problems}


def brief(problem_id: str) -> Brief:
    problem = _problems()[problem_id]
    said = problem.requirements
    rubric = problem_expectations()[problem_id].rubric
    return Brief(
        problem.title,
        (*said.functional, *said.non_functional),
        tuple(rubric.figures) if rubric else (),
        scale=scale(problem_id),
        keys=tuple(rubric.keys) if rubric else (),
        hot_keys=rubric.hot_keys if rubric else None,
        non_functional=tuple(said.non_functional),
        description=problem.description,
        pitfalls=tuple(p for d in rubric.decisions for p in d.pitfalls) if rubric else (),
    )


def document(key: str) -> ExportDocument:
    return read_document(next(c for c in load_cases() if c.key == key).document)


def facts(key: str) -> DesignFacts:
    return read_facts(document(key), problem_expectations()[key.split("/")[0]])


def ask(key: str, question: str, kind: Kind, label: str | None = None) -> Ask:
    """`question` about the calibration design `key`, naming the component labelled `label`."""
    read = facts(key)
    named: tuple[Part, ...] = ()
    if label is not None:
        part = next(p for p in read.parts if p.label == label)
        named = (Part(part.node.id, part.label, part.node.role),)
    return Ask(question, kind, named, (), read, brief(key.split("/")[0]))


def scale(problem_id: str) -> dict[str, Any]:
    """The brief's scale block, as the database keeps it."""
    found = _problems()[problem_id].scale
    return found.model_dump() if found else {}


def with_run(asked: Ask, key: str) -> Ask:
    """`asked` with a run of the calibration design `key` under its brief's peak."""
    problem_id = key.split("/")[0]
    expectations = problem_expectations()[problem_id]
    brief = brief_from(scale(problem_id), expectations)
    return replace(asked, run=simulate(document(key), brief, None, expectations))
