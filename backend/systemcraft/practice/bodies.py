"""The practice routes' bodies and problems, built once per content revision; declared here
as the cached reads the routes and the layer in front of FastAPI share
(curriculum/content_reads.py)."""

from dataclasses import dataclass

from sqlalchemy.orm import Session

from systemcraft.curriculum.content_reads import CachedRead, cached_list
from systemcraft.curriculum.service import check_problem_tier, find_problem, problem_not_found
from systemcraft.practice import service
from systemcraft.practice.schemas import PracticeProblemOut
from systemcraft.users.models import User
from systemcraft.web.http_cache import CachedBody


def practice_list_body(db: Session, revision: str, _item: str) -> CachedBody:
    problems = service.list_practice_problems(db)
    return CachedBody(problems.model_dump_json().encode(), f"practice-{revision}")


def catalogue_body(db: Session, revision: str, _item: str) -> CachedBody:
    return CachedBody(
        service.list_catalogue(db).model_dump_json().encode(), f"catalogue-{revision}"
    )


@dataclass(frozen=True)
class ProblemDetail:
    required_tier_id: int
    has_reference: bool
    # reference_available is False here; the route sets it for a user with an attempt.
    out: PracticeProblemOut

    def for_user(self, user: User | None) -> PracticeProblemOut:
        """The problem, or the 403 for a caller who may not practise it."""
        check_problem_tier(self.required_tier_id, user)
        return self.out


def problem_detail(db: Session, _revision: str, problem_id: str) -> ProblemDetail | None:
    """None for a problem that does not exist or that only the catalogue lists."""
    problem = find_problem(db, problem_id)
    if problem is None or not problem.practice:
        return None
    out = service.practice_problem_out(db, problem)
    return ProblemDetail(problem.required_tier_id, problem.reference is not None, out)


def openable(detail: ProblemDetail | None, problem_id: str, user: User | None) -> ProblemDetail:
    """404 for an unknown or catalogue-only problem, 403 below its tier, as open_problem."""
    if detail is None:
        raise problem_not_found(problem_id)
    detail.for_user(user)
    return detail


PRACTICE_LIST = cached_list("/api/practice-problems", practice_list_body)
CATALOGUE = cached_list("/api/problems", catalogue_body)
# Not sent before the route: a signed-in reader's copy says whether the model answer is open.
PROBLEM = CachedRead("/api/practice-problems/{problem_id}", problem_detail)
CACHED_READS = (PRACTICE_LIST, CATALOGUE, PROBLEM)
