"""Bodies over the limit get a JSON 413 as they arrive: before they are parsed, and without
being read to the end (a route that needs a user refuses a visitor's with its 401 before a
byte is read). A signed-out 40 MB PUT used to be read and parsed in full before its 401, and
left the process 1 GB larger."""

import json
import re
import select
import socket
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.web.request_limits import MAX_DESIGN_REQUEST_BYTES, MAX_REQUEST_BYTES
from tests.auth.helpers import CLIENT_STATE, bearer, fragment_of, sign_in
from tests.designs import bare_design
from tests.live_server import LiveServer, live_server

MEGABYTE = 1024 * 1024


def assert_too_large(response: Any) -> None:
    assert response.status_code == 413, response.text
    assert response.json() == {
        "error": {"code": "payload_too_large", "message": "The request body is too large."}
    }


def _response_while_sending(server: LiveServer, head: bytes, megabytes: int) -> tuple[bytes, int]:
    """Sends `head`, then up to `megabytes` 1 MB chunks, stopping as soon as the server has
    answered; returns the answer and how many megabytes went out before it."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(head)
        sent = 0
        while sent < megabytes and not select.select([connection], [], [], 0.05)[0]:
            try:
                connection.sendall(b"100000\r\n" + b"x" * MEGABYTE + b"\r\n")
            except OSError:  # the server closed the connection after answering
                break
            sent += 1
        return _read_answer(connection), sent


def _read_answer(connection: socket.socket) -> bytes:
    """The whole response: its head, then as many body bytes as it declares."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = connection.recv(65536)
        if not chunk:
            return answer
        answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    length = int(re.search(rb"content-length: (\d+)", head, re.IGNORECASE)[1])  # type: ignore[index]
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


@pytest.mark.slow
def test_a_huge_body_is_refused_without_reading_it(
    database_url: str, spa_dist: Path, tmp_path: Path
) -> None:
    with live_server(database_url, tmp_path) as server:
        query = f"name=Ada&tier=1&client_state={CLIENT_STATE}"
        redirect, _ = server.request("GET", f"/auth/dev-login?{query}")
        token = fragment_of(str(redirect.getheader("location")))["access_token"]
        chunked = (
            b"PUT /api/designs/url-shortener HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
        )
        signed_in = chunked + f"Authorization: Bearer {token}\r\n\r\n".encode()
        # Socket buffers take a few megabytes before the answer can be read, more on a loaded
        # machine; a server that read the body to the end would have taken all 40.
        answer, sent = _response_while_sending(server, signed_in, 40)
        assert answer.startswith(b"HTTP/1.1 413")
        assert b'"payload_too_large"' in answer
        assert sent <= 10
        # Signed out, it is refused before a byte of it is read.
        answer, sent = _response_while_sending(server, chunked + b"\r\n", 40)
        assert answer.startswith(b"HTTP/1.1 401")
        assert sent <= 10
        declared = (
            b"PUT /api/designs/url-shortener HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nContent-Length: 41943040\r\n\r\n"
        )
        answer, sent = _response_while_sending(server, declared, 0)
        assert answer.startswith(b"HTTP/1.1 413")
        assert sent == 0


def test_small_endpoints_take_small_bodies(client: TestClient) -> None:
    padding = "x" * MAX_REQUEST_BYTES
    assert_too_large(client.post("/api/waitlist", json={"email": "a@b.co", "padding": padding}))
    assert_too_large(client.post("/auth/token/refresh", json={"refresh_token": padding}))


def test_a_submission_is_bounded_like_the_analyzer(curriculum_client: TestClient) -> None:
    """Submissions used to store a 10 MB playground_state; the analyzer's 2 MB cap now
    applies to every route that takes a design."""
    session = bearer(sign_in(curriculum_client, "Ada", tier=1))
    design = bare_design()
    design["padding"] = "x" * MAX_DESIGN_REQUEST_BYTES
    body = json.dumps({"problem_id": "url-shortener", "playground_state": design})
    response = curriculum_client.post(
        "/api/submissions",
        content=body.encode(),
        headers={**session, "content-type": "application/json"},
    )
    assert_too_large(response)
    listed = curriculum_client.get("/api/submissions", headers=session)
    assert listed.json() == {"submissions": []}


def test_a_design_within_the_limit_is_accepted(curriculum_client: TestClient) -> None:
    session = bearer(sign_in(curriculum_client, "Ada", tier=1))
    response = curriculum_client.post(
        "/api/submissions",
        json={"problem_id": "url-shortener", "playground_state": bare_design()},
        headers=session,
    )
    assert response.status_code == 200
