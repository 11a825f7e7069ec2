"""An account's stored attempts are bounded, against the real server: every submission used to
store the whole document (10 submissions of a 1.97 MB design added 20 MB, and one account at
the rate limit about 60 MB a minute)."""

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from sqlalchemy import Text, cast, func, select
from sqlalchemy.orm import Session

from systemcraft.assessment.attempt_storage import ATTEMPTS_KEPT
from systemcraft.assessment.models import Submission
from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.design.vocabulary import MAX_TEXT_LENGTH
from tests.auth.helpers import CLIENT_STATE, fragment_of
from tests.designs import bare_design
from tests.live_server import LiveServer, live_server

SUBMISSIONS = 10


def large_design() -> dict[str, Any]:
    """About 1.9 MB, under the 2 MB a design may take: long requirements and tags."""
    document = bare_design()
    text = ("cache shard replica queue " * 100)[:MAX_TEXT_LENGTH]
    document["problem"] |= {"tags": [text] * 200, "companies": [text] * 200}
    document["problem"]["requirements"] = [text] * 200
    document["design"]["functional_requirements"] = [text] * 200
    document["design"]["non_functional_requirements"] = [text] * 150
    return document


def submit(server: LiveServer, token: str, document: dict[str, Any]) -> int:
    body = json.dumps({"problem_id": "url-shortener", "playground_state": document}).encode()
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    response, raw = server.request("POST", "/api/submissions", body, headers)
    assert response.status == 200, raw[:300]
    return len(body)


def stored(database_url: str) -> tuple[int, int]:
    """How many attempts the database holds, and the bytes of their documents as JSON text."""
    engine = create_db_engine(database_url)
    try:
        with Session(engine) as db:
            size = func.coalesce(func.sum(func.length(cast(Submission.document, Text))), 0)
            attempts, total = db.execute(select(func.count(), size)).one()
            return int(attempts), int(total)
    finally:
        engine.dispose()


@pytest.mark.slow
def test_the_same_large_design_submitted_again_and_again_is_stored_once(
    curriculum_settings: Settings, tmp_path: Path
) -> None:
    url = curriculum_settings.database_url
    with live_server(
        url, tmp_path, COACH_RATE_LIMIT="1000/minute", COACH_ADDRESS_RATE_LIMIT="1000/minute"
    ) as server:
        query = urlencode({"name": "Ada", "tier": 1, "client_state": CLIENT_STATE})
        redirect, _ = server.request("GET", f"/auth/dev-login?{query}")
        token = fragment_of(str(redirect.getheader("location")))["access_token"]
        document = large_design()
        sizes = []
        for number in range(SUBMISSIONS):
            document["export_timestamp"] = f"2026-11-21T10:00:{number:02}.000Z"
            sizes.append(submit(server, token, document))
        attempts, total = stored(url)
        assert attempts == SUBMISSIONS
        assert total < 1.1 * sizes[0]  # one copy, not ten
        for number in range(ATTEMPTS_KEPT + 2):
            submit(server, token, bare_design() | {"export_timestamp": str(number)})
        assert stored(url)[0] == ATTEMPTS_KEPT
