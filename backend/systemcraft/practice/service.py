from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.errors import ForbiddenError, NotFoundError
from systemcraft.practice.models import Problem
from systemcraft.practice.schemas import (
    CatalogueOut,
    CatalogueProblemOut,
    PracticeProblemOut,
    PracticeProblemsOut,
    PracticeProblemSummary,
)
from systemcraft.tiers import may_practise
from systemcraft.users.models import User

TIER_MESSAGE = "This problem requires a higher tier subscription."


def _all(db: Session) -> list[Problem]:
    return list(db.scalars(select(Problem).order_by(Problem.position, Problem.id)))


def practice_problem(problem: Problem) -> PracticeProblemOut:
    return PracticeProblemOut(
        id=problem.id,
        title=problem.title,
        description=problem.description,
        difficulty=problem.difficulty,
        requirements=problem.functional_requirements + problem.non_functional_requirements,
        functional_requirements=problem.functional_requirements,
        non_functional_requirements=problem.non_functional_requirements,
        estimated_time=problem.estimated_time,
        companies=problem.companies,
        tags=problem.tags,
        required_tier_id=problem.required_tier_id,
    )


def list_practice_problems(db: Session) -> PracticeProblemsOut:
    return PracticeProblemsOut(
        problems=[PracticeProblemSummary.model_validate(p) for p in _all(db)]
    )


def list_catalogue(db: Session) -> CatalogueOut:
    return CatalogueOut(
        problems=[
            CatalogueProblemOut(
                id=p.id,
                title=p.title,
                description=p.description,
                difficulty=p.difficulty,
                requirements=p.functional_requirements + p.non_functional_requirements,
                tags=p.tags,
            )
            for p in _all(db)
        ]
    )


def open_problem(db: Session, problem_id: str, user: User | None) -> Problem:
    """The problem for the workspace: 404 when unknown, 403 below its tier (SPEC §8)."""
    problem = db.get(Problem, problem_id)
    if problem is None:
        raise NotFoundError(f"No practice problem has the id {problem_id!r}.")
    if not may_practise(user, problem.required_tier_id):
        raise ForbiddenError(TIER_MESSAGE)
    return problem
