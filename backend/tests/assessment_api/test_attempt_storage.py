"""An account's stored attempts are bounded: the latest ATTEMPTS_KEPT per user and problem
(designs assessed without a known problem count as one more problem), and a document the user
has had assessed before is stored once. Every submission used to store the whole document, so
10 submissions of a 1.97 MB design added 20 MB."""

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.assessment.attempt_storage import ATTEMPTS_KEPT, attempt_document
from systemcraft.assessment.models import Submission
from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design
from tests.local_client import local_client


@pytest.fixture
def client(curriculum_settings: Settings) -> Iterator[TestClient]:
    """The app over the real curriculum, with room to submit past the limit in one test."""
    settings = curriculum_settings.model_copy(update={"coach_rate_limit": "1000/minute"})
    with local_client(create_app(settings), raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def db(curriculum_settings: Settings) -> Iterator[Session]:
    engine = create_db_engine(curriculum_settings.database_url)
    try:
        with Session(engine) as session:
            yield session
    finally:
        engine.dispose()


def attempt(number: int, problem_id: str | None = "url-shortener") -> dict[str, Any]:
    """A design of its own for each number, at its own export time."""
    document = bare_design(problem_id)
    document["design"]["system_name"] = f"Attempt {number}"
    document["export_timestamp"] = f"2026-11-21T10:{number // 60:02}:{number % 60:02}.000Z"
    return document


def submit(client: TestClient, session: dict[str, str], document: dict[str, Any]) -> int:
    problem_id = (document["problem"] or {}).get("id", "url-shortener")
    body = {"problem_id": problem_id, "playground_state": document}
    response = client.post("/api/submissions", json=body, headers=bearer(session))
    assert response.status_code == 200, response.text
    submission_id: int = response.json()["submission_id"]
    return submission_id


def listed(client: TestClient, session: dict[str, str], problem_id: str) -> list[int]:
    response = client.get(
        "/api/submissions", params={"problem_id": problem_id}, headers=bearer(session)
    )
    return [summary["id"] for summary in response.json()["submissions"]]


def stored_documents(db: Session) -> int:
    """How many documents the database holds, all users together."""
    db.expire_all()
    query = select(func.count()).where(Submission.document.is_not(None))
    return int(db.scalar(query) or 0)


def every_attempt_keeps_its_document(db: Session) -> None:
    db.expire_all()
    for submission in db.scalars(select(Submission)):
        assert attempt_document(db, submission) is not None, submission.id


def test_the_attempt_past_the_limit_drops_the_oldest_for_that_problem_alone(
    client: TestClient, db: Session
) -> None:
    ada, bob = sign_in(client, "Ada", tier=1), sign_in(client, "Bob", tier=1)
    other_problem = submit(client, ada, attempt(0, "pastebin"))
    bobs = submit(client, bob, attempt(0))
    ids = [submit(client, ada, attempt(number)) for number in range(ATTEMPTS_KEPT + 1)]
    assert listed(client, ada, "url-shortener") == list(reversed(ids[1:]))
    gone = client.get(f"/api/submissions/{ids[0]}", headers=bearer(ada))
    assert gone.status_code == 404
    assert listed(client, ada, "pastebin") == [other_problem]
    assert listed(client, bob, "url-shortener") == [bobs]
    problem = client.get("/api/practice-problems/url-shortener", headers=bearer(ada))
    assert problem.json()["reference_available"] is True
    every_attempt_keeps_its_document(db)


def test_designs_assessed_without_a_known_problem_are_bounded_too(
    client: TestClient, db: Session
) -> None:
    ada = bearer(sign_in(client, "Ada", tier=3))
    for number in range(ATTEMPTS_KEPT + 2):
        response = client.post("/api/analyze", json=attempt(number, None), headers=ada)
        assert response.status_code == 200, response.text
    db.expire_all()
    kept = db.scalars(select(Submission.id).where(Submission.problem_id.is_(None))).all()
    assert len(kept) == ATTEMPTS_KEPT


def test_the_same_document_twice_is_stored_once(client: TestClient, db: Session) -> None:
    ada, bob = sign_in(client, "Ada", tier=1), sign_in(client, "Bob", tier=1)
    same = [attempt(1) | {"export_timestamp": f"2026-11-2{day}T10:00:00Z"} for day in (1, 2, 3)]
    ids = [submit(client, ada, document) for document in same]
    assert listed(client, ada, "url-shortener") == list(reversed(ids))
    assert stored_documents(db) == 1
    submit(client, bob, same[0])  # another account's copy is its own
    submit(client, ada, attempt(2))
    assert stored_documents(db) == 3
    every_attempt_keeps_its_document(db)


def test_a_repeated_document_survives_its_first_attempt_being_dropped(
    client: TestClient, db: Session
) -> None:
    ada = sign_in(client, "Ada", tier=1)
    first = submit(client, ada, attempt(0))
    for number in range(1, ATTEMPTS_KEPT):
        submit(client, ada, attempt(number))
    again = submit(client, ada, attempt(0))
    submit(client, ada, attempt(ATTEMPTS_KEPT))
    assert client.get(f"/api/submissions/{first}", headers=bearer(ada)).status_code == 404
    assert again in listed(client, ada, "url-shortener")
    every_attempt_keeps_its_document(db)
    kept = db.get(Submission, again)
    assert kept is not None
    assert (attempt_document(db, kept) or {})["design"]["system_name"] == "Attempt 0"
