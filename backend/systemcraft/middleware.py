"""Pure ASGI middleware: a request id, one access-log line per request, security headers.

Pure ASGI (not BaseHTTPMiddleware) keeps the per-request overhead to a few microseconds.
"""

import itertools
import os
import re
import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from systemcraft.logging_setup import log_access

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        # Diagram and canvas libraries inject <style> elements; scripts stay locked down.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

SECURITY_HEADERS: list[tuple[bytes, bytes]] = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"strict-origin-when-cross-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
]

_VALID_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
# A request id is 32 hex digits, unique: this process's random half and a counter (uuid4 read
# the system's random source on every request).
_PROCESS_ID = os.urandom(8).hex()
_REQUEST_NUMBERS = itertools.count()


def new_request_id() -> str:
    return f"{_PROCESS_ID}{next(_REQUEST_NUMBERS):016x}"


def scope_header(scope: Scope, wanted: bytes) -> bytes | None:
    """A request header's raw value, read without building a Request."""
    for name, value in scope.get("headers", ()):
        if name == wanted:
            return bytes(value)
    return None


def _incoming_request_id(scope: Scope) -> str | None:
    value = scope_header(scope, b"x-request-id")
    if value is None:
        return None
    candidate = value.decode("latin-1")
    return candidate if _VALID_REQUEST_ID.match(candidate) else None


class RequestContextMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming_request_id(scope) or new_request_id()
        scope.setdefault("state", {})["request_id"] = request_id
        started = time.perf_counter()
        status = 500

        async def send_with_headers(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = list(message.get("headers", []))
                headers.extend(SECURITY_HEADERS)
                headers.append((b"x-request-id", request_id.encode()))
                message["headers"] = headers
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        finally:
            # Only the path is logged: query strings can carry codes and tokens.
            elapsed_ms = (time.perf_counter() - started) * 1000
            log_access(scope["method"], scope["path"], status, elapsed_ms, request_id)
