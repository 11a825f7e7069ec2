import io
import logging
import re
from collections.abc import Callable
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.local_client import local_client
from tests.log_capture import log_lines


@pytest.fixture
def app_with(sqlite_url: str, spa_dist: Path, tmp_path: Path) -> Callable[..., FastAPI]:
    """The app on SQLite with these settings, for a test that needs its own client."""

    def make(**options: Any) -> FastAPI:
        settings = Settings(
            app_env="test",
            database_url=sqlite_url,
            frontend_dist=spa_dist,
            data_dir=tmp_path,
            **options,
        )
        return create_app(settings)

    return make


@pytest.fixture
def app(app_with: Callable[..., FastAPI]) -> FastAPI:
    """The app on SQLite, for a test that needs its own client or adds a route."""
    return app_with()


def _policy(header: str) -> dict[str, str]:
    directives = (part.strip().split(" ", 1) for part in header.split(";"))
    return {name: (rest[0] if rest else "") for name, *rest in directives}


@pytest.mark.parametrize("path", ["/healthz", "/learn", "/api/nope", "/assets/index-1a2b3c4d.js"])
def test_every_response_carries_the_security_headers(web_client: TestClient, path: str) -> None:
    headers = web_client.get(path).headers
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert headers["x-frame-options"] == "DENY"
    policy = _policy(headers["content-security-policy"])
    assert policy["frame-ancestors"] == "'none'"
    assert policy["script-src"] == "'self'"
    assert policy["object-src"] == "'none'"
    assert "unsafe-eval" not in headers["content-security-policy"]


def test_each_response_gets_a_request_id(web_client: TestClient) -> None:
    first = web_client.get("/healthz").headers["x-request-id"]
    second = web_client.get("/healthz").headers["x-request-id"]
    assert len(first) == 32
    assert first != second


def test_a_well_formed_incoming_request_id_is_kept(web_client: TestClient) -> None:
    response = web_client.get("/healthz", headers={"X-Request-ID": "edge-7f3a.1"})
    assert response.headers["x-request-id"] == "edge-7f3a.1"


def test_a_malformed_incoming_request_id_is_replaced(web_client: TestClient) -> None:
    response = web_client.get("/healthz", headers={"X-Request-ID": "bad id\twith<script>"})
    assert response.headers["x-request-id"] != "bad id\twith<script>"


def test_access_log_names_the_request_but_never_its_query(web_client: TestClient) -> None:
    with log_lines() as lines:
        response = web_client.get("/auth/callback?code=secret-code&access_token=secret-token")
    assert any(
        "GET /auth/callback 200" in line and response.headers["x-request-id"] in line
        for line in lines
    )
    assert not any("secret" in line for line in lines)


def test_an_unexpected_error_is_answered_and_logged_with_the_same_headers(app: FastAPI) -> None:
    """The error layer answers a 500 on its own; it is inside the layer that adds the
    headers, so the answer still has them and the log line its status."""

    def broken() -> None:
        raise RuntimeError("a bug")

    app.add_api_route("/api/broken", broken)
    with log_lines() as lines, local_client(app, raise_server_exceptions=False) as client:
        response = client.get("/api/broken")
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
    assert response.headers["x-frame-options"] == "DENY"
    request_id = response.headers["x-request-id"]
    assert any("GET /api/broken 500" in line and request_id in line for line in lines)


def test_the_access_line_reads_as_the_log_formats_any_other(web_client: TestClient) -> None:
    """It is written without a log record, for speed, in the format of the lines that have
    one: time stamp, level, logger, message."""
    with log_lines() as lines:
        request_id = web_client.get("/healthz").headers["x-request-id"]
        logging.getLogger("systemcraft.access").info("a line through a record")
    written, formatted = lines[-2:]
    stamp = r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}"
    assert re.fullmatch(
        rf"{stamp} INFO systemcraft\.access GET /healthz 200 [\d.]+ms request_id={request_id}",
        written,
    )
    assert re.fullmatch(rf"{stamp} INFO systemcraft\.access a line through a record", formatted)


class _ReaderGone(io.StringIO):
    def write(self, _text: str) -> int:
        raise BrokenPipeError


def test_a_log_that_cannot_be_written_does_not_fail_the_request(app: FastAPI) -> None:
    """Logging never raises to its caller, and the access line written without it must not
    either: stderr on a pipe whose reader went away is reported, not raised."""
    # The client raises what the app raised, after the answer too.
    with redirect_stderr(_ReaderGone()), local_client(app) as client:
        assert client.get("/healthz").status_code == 200


@pytest.mark.parametrize("path", ["/healthz", "/learn", "/api/nope", "/auth/user"])
def test_an_https_public_url_turns_on_strict_transport_security(
    app_with: Callable[..., FastAPI], path: str
) -> None:
    with local_client(app_with(public_url="https://sc.example")) as client:
        header = client.get(path).headers["strict-transport-security"]
    assert header == "max-age=31536000; includeSubDomains"


@pytest.mark.parametrize("public_url", [None, "http://sc.example"])
def test_without_https_there_is_no_strict_transport_security(
    app_with: Callable[..., FastAPI], public_url: str | None
) -> None:
    with local_client(app_with(public_url=public_url)) as client:
        assert "strict-transport-security" not in client.get("/healthz").headers
