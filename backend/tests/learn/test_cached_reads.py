"""Lessons, quizzes and topics come from bodies built once per content revision: the bytes the
schemas give, in the encoding the client accepts, never to a caller below the lesson's tier,
and replaced when the content is loaded again."""

import gzip
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import brotli
import pytest
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.curriculum.revision import REVISION_MAX_AGE_SECONDS
from systemcraft.curriculum.service import find_lesson
from systemcraft.db.engine import create_db_engine
from systemcraft.learn import service
from systemcraft.learn.schemas import ContentOut, QuizOut
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.curriculum.factory import load_content, sample_tree, write_lesson
from tests.local_client import local_client

LONG_BODY = "".join(f"Paragraph {n}: caches trade freshness for speed.\n\n" for n in range(80))
LOCKED = "/api/content/deep-dive"


def _tree(root: Path, extra: str = "") -> Path:
    """The sample tree and two long lessons (compressed bodies): one free, one for tier 2."""
    content = sample_tree(root)
    basics = content / "topics" / "01-basics"
    write_lesson(basics, "long-read", 3, body=LONG_BODY + extra)
    write_lesson(basics, "deep-dive", 4, tier=2, body=LONG_BODY)
    return content


@pytest.fixture
def content_dir(settings: Settings, tmp_path: Path) -> Path:
    content = _tree(tmp_path / "content")
    load_content(settings.database_url, content)
    return content


@pytest.fixture
def reads(settings: Settings, content_dir: Path) -> Iterator[TestClient]:
    with local_client(create_app(settings)) as client:
        yield client


def test_the_bodies_are_what_the_schemas_give(reads: TestClient, settings: Settings) -> None:
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:
            lesson = find_lesson(db, "long-read")
            assert lesson is not None
            expected = {
                "/api/topics": service.list_topics(db).model_dump_json(),
                "/api/content/long-read": ContentOut.model_validate(lesson).model_dump_json(),
                "/api/quizzes/long-read": QuizOut.model_validate(lesson).model_dump_json(),
            }
    finally:
        engine.dispose()
    for path, body in expected.items():
        for _ in range(2):  # built, then served from memory
            response = reads.get(path, headers={"Accept-Encoding": "identity"})
            assert response.content == body.encode()
            assert response.headers["content-type"] == "application/json"


@pytest.mark.parametrize(
    ("accept", "coding", "decode"),
    [
        ("gzip, deflate, br", "br", brotli.decompress),
        ("gzip, br;q=0", "gzip", gzip.decompress),
        ("gzip;q=0, deflate", None, lambda body: body),
        ("identity", None, lambda body: body),
    ],
)
def test_each_encoding_has_its_etag_vary_and_304(
    reads: TestClient, accept: str, coding: str | None, decode: Callable[[bytes], bytes]
) -> None:
    plain = reads.get("/api/content/long-read", headers={"Accept-Encoding": "identity"})
    with reads.stream(
        "GET", "/api/content/long-read", headers={"Accept-Encoding": accept}
    ) as response:
        raw = b"".join(response.iter_raw())
        headers = response.headers
    assert headers.get("content-encoding") == coding
    assert headers["vary"] == "Authorization, Accept-Encoding"
    assert headers["cache-control"] == "public, no-cache"
    assert decode(raw) == plain.content
    assert int(headers["content-length"]) == len(raw)
    etag = headers["etag"]
    assert (etag == plain.headers["etag"]) is (coding is None)
    again = reads.get(
        "/api/content/long-read", headers={"Accept-Encoding": accept, "If-None-Match": etag}
    )
    assert again.status_code == 304
    assert again.content == b""
    assert (again.headers["etag"], again.headers["vary"]) == (etag, headers["vary"])
    if coding is not None:  # another encoding's ETag names another body
        other = {"Accept-Encoding": accept, "If-None-Match": plain.headers["etag"]}
        assert reads.get("/api/content/long-read", headers=other).status_code == 200


@pytest.mark.parametrize("path", ["/api/topics", "/api/content/long-read", "/api/quizzes/caching"])
@pytest.mark.parametrize("accept", ["br", "gzip", "identity"])
def test_a_visitor_served_from_memory_gets_what_the_route_sent(
    reads: TestClient, path: str, accept: str
) -> None:
    """The first read goes through the route, which builds the body; the next ones are
    answered before the routing (web/cached_reads.py): the same status, headers and bytes."""
    answers = [reads.get(path, headers={"Accept-Encoding": accept}) for _ in range(3)]
    for answer in answers:
        answer.headers.pop("x-request-id")
    assert len({(a.status_code, a.content, tuple(a.headers.items())) for a in answers}) == 1


def test_a_small_body_is_sent_as_it_is(reads: TestClient) -> None:
    response = reads.get("/api/quizzes/queues", headers={"Accept-Encoding": "gzip, br"})
    assert "content-encoding" not in response.headers
    assert response.headers["vary"] == "Authorization"


def test_a_locked_lesson_never_reaches_a_lower_tier_after_a_higher_one_read_it(
    reads: TestClient,
) -> None:
    paid = reads.get(LOCKED, headers=bearer(sign_in(reads, "Paid", tier=2)))
    assert paid.status_code == 200
    assert paid.headers["cache-control"] == "private, no-cache"
    low = bearer(sign_in(reads, "Low", tier=1))
    for headers in ({}, low, {**low, "If-None-Match": paid.headers["etag"]}):
        for path in (LOCKED, "/api/quizzes/deep-dive"):
            refused = reads.get(path, headers=headers)
            assert refused.status_code == 403
            assert refused.json() == {
                "error": {
                    "code": "forbidden",
                    "message": "This content requires a higher tier subscription.",
                }
            }
            assert b"Paragraph" not in refused.content


def test_a_bad_token_is_401_even_for_a_free_lesson(reads: TestClient) -> None:
    refused = reads.get("/api/content/long-read", headers={"Authorization": "Bearer nonsense"})
    assert refused.status_code == 401
    assert refused.json()["error"]["message"] == "Your session is not valid. Please sign in again."


def test_a_load_in_this_process_is_served_at_once(
    reads: TestClient, settings: Settings, tmp_path: Path
) -> None:
    before = reads.get("/api/content/long-read")
    load_content(settings.database_url, _tree(tmp_path / "changed", extra="A new ending.\n"))
    after = reads.get("/api/content/long-read")
    assert after.headers["etag"] != before.headers["etag"]
    assert "A new ending." in after.text
    topics = reads.get("/api/topics", headers={"If-None-Match": before.headers["etag"]})
    assert topics.status_code == 200


@pytest.mark.slow
def test_a_load_by_another_process_is_served_within_the_bound(
    reads: TestClient, settings: Settings, tmp_path: Path
) -> None:
    before = reads.get("/api/content/long-read").headers["etag"]
    changed = _tree(tmp_path / "changed", extra="Loaded elsewhere.\n")
    env = {**os.environ, "DATABASE_URL": settings.database_url, "CONTENT_DIR": str(changed)}
    command = [sys.executable, "-c", "from systemcraft.cli import app; app()", "content", "load"]
    subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)
    loaded = time.monotonic()
    while reads.get("/api/content/long-read").headers["etag"] == before:
        time.sleep(0.05)
    # The bound, and time for the polling requests themselves on a busy machine.
    assert time.monotonic() - loaded < REVISION_MAX_AGE_SECONDS + 1.5
    assert "Loaded elsewhere." in reads.get("/api/content/long-read").text
