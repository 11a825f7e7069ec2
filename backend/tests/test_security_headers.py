import logging

import pytest
from starlette.testclient import TestClient


class _RecordingHandler(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


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
    handler = _RecordingHandler()
    logger = logging.getLogger("systemcraft.access")
    logger.addHandler(handler)
    try:
        response = web_client.get("/auth/callback?code=secret-code&access_token=secret-token")
    finally:
        logger.removeHandler(handler)
    lines = [record.getMessage() for record in handler.records]
    assert any(
        "GET /auth/callback 200" in line and response.headers["x-request-id"] in line
        for line in lines
    )
    assert not any("secret" in line for line in lines)
