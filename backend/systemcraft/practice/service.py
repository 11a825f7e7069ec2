"""The curriculum's problems as the playground and the catalogue show them."""

from sqlalchemy.orm import Session

from systemcraft.curriculum.models import Problem
from systemcraft.curriculum.service import all_problems
from systemcraft.curriculum.service import open_problem as open_problem  # for designs.py
from systemcraft.practice.schemas import (
    CatalogueOut,
    CatalogueProblemOut,
    PracticeProblemOut,
    PracticeProblemsOut,
    PracticeProblemSummary,
)


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
        problems=[PracticeProblemSummary.model_validate(p) for p in all_problems(db)]
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
            for p in all_problems(db)
        ]
    )
