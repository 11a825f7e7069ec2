"""A 2xx means the write is stored. The session used to commit after the response had gone
out: tokens from a sign-in failed on the very next request 2 times in 120, and a commit that
failed after the answer left a 2xx for a write that never happened."""

from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, create_engine, event, func, select, text
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.app_services import services_of
from systemcraft.waitlist.models import WaitlistSignup
from tests.auth.helpers import CLIENT_STATE, bearer, fragment_of
from tests.live_server import live_server

SIGN_INS = 200


@pytest.mark.slow
def test_tokens_work_on_the_very_next_request_every_time(
    database_url: str, spa_dist: Path, tmp_path: Path
) -> None:
    failures: list[str] = []
    with live_server(database_url, tmp_path) as server:
        for attempt in range(SIGN_INS):
            query = f"name=Ada&tier=1&client_state={CLIENT_STATE}"
            redirect, _ = server.request("GET", f"/auth/dev-login?{query}")
            assert redirect.status == 302
            session = fragment_of(str(redirect.getheader("location")))
            user, body = server.request("GET", "/auth/user", headers=bearer(session))
            if user.status != 200:
                failures.append(f"sign-in {attempt}: {user.status} {body!r}")
    assert failures == []


def _signups(database_url: str) -> int:
    engine = create_engine(database_url)
    try:
        with Session(engine) as db:
            return int(db.scalar(select(func.count()).select_from(WaitlistSignup)) or 0)
    finally:
        engine.dispose()


def _fail_commits_on_postgres(database_url: str) -> None:
    """A deferred constraint trigger: the insert succeeds and the COMMIT itself fails, inside
    the real database."""
    engine = create_engine(database_url)
    try:
        with engine.begin() as connection:
            connection.execute(
                text(
                    "CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS "
                    "$$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$"
                )
            )
            connection.execute(
                text(
                    "CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT ON waitlist_signups "
                    "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()"
                )
            )
    finally:
        engine.dispose()


def _fail_commits_on_sqlite(app_engine: Engine) -> None:
    def refuse(_connection: Any) -> None:
        raise RuntimeError("the disk refused the commit")

    event.listen(app_engine, "commit", refuse)


def test_a_commit_that_fails_is_an_error_response_not_a_2xx(
    app: FastAPI, client: TestClient, database_url: str
) -> None:
    app_engine = services_of(app).engine
    if app_engine.dialect.name == "postgresql":
        _fail_commits_on_postgres(database_url)
    else:
        _fail_commits_on_sqlite(app_engine)
    response = client.post("/api/waitlist", json={"email": "ada@example.com"})
    assert response.status_code >= 500, response.text
    assert response.json()["error"]["code"] in {"internal_error", "database_unavailable"}
    assert _signups(database_url) == 0
