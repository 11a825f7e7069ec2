"""The curriculum's problems as the playground and the catalogue show them."""

from sqlalchemy.orm import Session

from systemcraft.curriculum.service import all_problems, open_problem
from systemcraft.practice.schemas import (
    CatalogueOut,
    CatalogueProblemOut,
    PracticeProblemOut,
    PracticeProblemsOut,
    PracticeProblemSummary,
)
from systemcraft.users.models import User


def practice_problem(db: Session, problem_id: str, user: User | None) -> PracticeProblemOut:
    return PracticeProblemOut.model_validate(open_problem(db, problem_id, user))


def list_practice_problems(db: Session) -> PracticeProblemsOut:
    return PracticeProblemsOut(
        problems=[PracticeProblemSummary.model_validate(p) for p in all_problems(db)]
    )


def list_catalogue(db: Session) -> CatalogueOut:
    return CatalogueOut(problems=[CatalogueProblemOut.model_validate(p) for p in all_problems(db)])
