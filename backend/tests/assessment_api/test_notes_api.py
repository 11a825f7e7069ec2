"""The notes travel with the document into an assessment: kept with the submission, and refused
in the reader's words when one is too long."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.assessment.attempt_storage import attempt_document
from systemcraft.assessment.models import Submission
from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design

NOTES = {
    "estimates": "4,000 reads/s at peak",
    "api": "GET /{code} -> 301",
    "data_model": "urls(code PK, long_url)",
    "consistency": "eventual, replicas lag < 1 s",
    "failure_handling": "primary down: promote a replica",
}

# Notes that answer the URL shortener's questions: sizing, codes, hot links and expiry.
ANSWERS = {
    "estimates": "20k redirects/s at peak, 200 creations/s, 6B links over five years = 3 TB",
    "data_model": "links(code PK, long_url, expires_at); codes are base62 from counter ranges",
    "consistency": "a cache-aside Redis in front, TTL 24 h, deleted on expiry or delete",
    "failure_handling": "primary down: promote the sync standby; cache down: read the DB",
}


def stored_documents(settings: Settings) -> list[dict[str, Any] | None]:
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:
            return [attempt_document(db, row) for row in db.scalars(select(Submission))]
    finally:
        engine.dispose()


def test_a_submission_keeps_the_notes_it_was_sent_with(
    curriculum_client: TestClient, curriculum_settings: Settings
) -> None:
    document = bare_design()
    document["design"]["notes"] = NOTES
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": document},
        headers=bearer(sign_in(curriculum_client, "Ada", tier=1)),
    )
    assert response.status_code == 200, response.text
    assert [
        (stored or {})["design"]["notes"] for stored in stored_documents(curriculum_settings)
    ] == [NOTES]


def test_a_document_without_notes_is_assessed_and_notes_that_answer_the_brief_count(
    curriculum_client: TestClient,
) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    without = curriculum_client.post("/api/analyze", json=bare_design(), headers=bearer(session))
    document = bare_design()
    document["design"]["notes"] = ANSWERS
    with_notes = curriculum_client.post("/api/analyze", json=document, headers=bearer(session))
    assert without.status_code == with_notes.status_code == 200
    assert with_notes.json()["scores"]["total"] > without.json()["scores"]["total"]


def test_a_note_over_the_limit_is_a_400_naming_it(curriculum_client: TestClient) -> None:
    session = sign_in(curriculum_client, "Ada", tier=3)
    document = bare_design()
    document["design"]["notes"] = {"data_model": "x" * 2001}
    response = curriculum_client.post("/api/analyze", json=document, headers=bearer(session))
    assert response.status_code == 400
    assert response.json()["error"] == {
        "code": "invalid_design",
        "message": "The design could not be assessed: "
        "design.notes.data_model: must be at most 2000 characters long",
    }
