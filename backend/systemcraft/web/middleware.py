"""Pure ASGI middleware: a request id, one access-log line per request, security headers, and
no-store on every answer that did not choose its own caching.

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
# Browsers remember for a year to come back only over https; sent only when PUBLIC_URL is https
# (behind a proxy that ends TLS, the app itself sees plain http).
STRICT_TRANSPORT_SECURITY = (b"strict-transport-security", b"max-age=31536000; includeSubDomains")
# Content every visitor may read (http_cache.py), the front end's files (spa.py) and lesson
# images say how they may be cached. Everything else answers one caller (tokens, the user's own
# data, errors), so no browser or proxy may keep it.
NO_STORE = (b"cache-control", b"no-store")

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


def security_headers(public_url: str | None) -> list[tuple[bytes, bytes]]:
    """The headers every answer carries, for an app served at `public_url`."""
    https = public_url is not None and public_url.startswith("https://")
    return [*SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] if https else list(SECURITY_HEADERS)


class RequestContextMiddleware:
    def __init__(self, app: ASGIApp, headers: list[tuple[bytes, bytes]]) -> None:
        self.app = app
        self.headers = headers

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
                if not any(name == b"cache-control" for name, _ in headers):
                    headers.append(NO_STORE)
                headers.extend(self.headers)
                headers.append((b"x-request-id", request_id.encode()))
                message["headers"] = headers
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        finally:
            # Only the path is logged: query strings can carry codes and tokens.
            elapsed_ms = (time.perf_counter() - started) * 1000
            log_access(scope["method"], scope["path"], status, elapsed_ms, request_id)
