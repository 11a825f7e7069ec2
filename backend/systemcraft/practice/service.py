"""The curriculum's problems as the playground and the catalogue show them."""

from collections.abc import Callable

from sqlalchemy.orm import Session

from systemcraft.assessment.engine import assess
from systemcraft.assessment.service import expectations_of, has_assessed_attempt
from systemcraft.curriculum.models import Problem
from systemcraft.curriculum.service import (
    all_problems,
    lesson_titles,
    open_problem,
    practice_problems,
)
from systemcraft.design import read_document
from systemcraft.practice.schemas import (
    CatalogueOut,
    CatalogueProblemOut,
    LessonLink,
    PracticeProblemOut,
    PracticeProblemsOut,
    PracticeProblemSummary,
    ReferenceOut,
    RubricOut,
    RubricQuestion,
)
from systemcraft.users.models import User
from systemcraft.web.errors import ForbiddenError, NotFoundError

REFERENCE_LOCKED_MESSAGE = (
    "The reference design opens after your first assessed attempt at this problem."
)


class ReferenceLockedError(ForbiddenError):
    code = "reference_locked"


def practice_problem_out(db: Session, problem: Problem) -> PracticeProblemOut:
    """The problem in full as anyone who may open it sees it; `reference_available` is False
    here and set per user (it depends on their attempts)."""
    summary = PracticeProblemSummary.model_validate(problem)
    return PracticeProblemOut(
        **summary.model_dump(exclude={"practice_tier"}),
        requirements=problem.requirements,
        functional_requirements=problem.functional_requirements,
        non_functional_requirements=problem.non_functional_requirements,
        scale=problem.scale,
        lessons=_lesson_links(db, problem.lessons),
        hints=problem.hints,
        follow_ups=problem.follow_ups,
        rubric=_rubric(problem),
        reference_available=False,
    )


def reference_design(
    db: Session, problem_id: str, user: User, assessed: Callable[[Problem], ReferenceOut]
) -> ReferenceOut:
    """The model answer, for a user who may open the problem and has had a design assessed.
    `assessed` gives the reference with its scores (kept per content revision by the route:
    assessing it took about 100 ms)."""
    problem = open_problem(db, problem_id, user)
    if problem.reference is None:
        raise NotFoundError("This problem has no reference design yet.")
    if not has_assessed_attempt(db, user, problem.id):
        raise ReferenceLockedError(REFERENCE_LOCKED_MESSAGE)
    return assessed(problem)


def assessed_reference(problem: Problem) -> ReferenceOut:
    """The reference design with what the assessment gives it."""
    document = read_document(problem.reference)
    scores = assess(document, expectations_of(problem)).scores
    return ReferenceOut(problem_id=problem.id, document=document, scores=scores)


def _lesson_links(db: Session, lesson_ids: list[str]) -> list[LessonLink]:
    titles = lesson_titles(db, lesson_ids)
    return [LessonLink(id=i, title=titles[i]) for i in lesson_ids if i in titles]


def _rubric(problem: Problem) -> RubricOut | None:
    expectations = expectations_of(problem)
    rubric = expectations.rubric if expectations else None
    if rubric is None:
        return None
    return RubricOut(
        flows=[flow.name for flow in rubric.flows],
        questions=[
            RubricQuestion(dimension=d.dimension, question=d.question) for d in rubric.decisions
        ],
    )


def list_practice_problems(db: Session) -> PracticeProblemsOut:
    return PracticeProblemsOut(
        problems=[PracticeProblemSummary.model_validate(p) for p in practice_problems(db)]
    )


def list_catalogue(db: Session) -> CatalogueOut:
    return CatalogueOut(problems=[CatalogueProblemOut.model_validate(p) for p in all_problems(db)])
