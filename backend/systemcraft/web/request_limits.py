"""Limits on what a request may carry, checked before any route runs: a body over its limit
(a JSON 413 as the body arrives, before it is parsed or anyone is signed in, so it costs
neither memory nor a database query) and a NUL character in the address (a 422: PostgreSQL
cannot store or even compare text that holds one)."""

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from systemcraft.design.vocabulary import MAX_DOCUMENT_BYTES
from systemcraft.web.errors import error_response
from systemcraft.web.middleware import scope_header

# Every request that does not carry a design: sign-in, quiz scores, the waitlist.
MAX_REQUEST_BYTES = 64 * 1024
# A design plus the few fields around it (a chat message, a problem id).
MAX_DESIGN_REQUEST_BYTES = MAX_DOCUMENT_BYTES + 16 * 1024
# A design with a simulation's settings: up to 50 failures and a hit ratio per component.
MAX_SIMULATION_REQUEST_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024
# (method, path prefix) of the routes that take a design, and their limit.
DESIGN_ROUTES = {
    ("POST", "/api/analyze"): MAX_DOCUMENT_BYTES,
    ("POST", "/api/submissions"): MAX_DESIGN_REQUEST_BYTES,
    ("POST", "/api/chat"): MAX_DESIGN_REQUEST_BYTES,
    ("POST", "/api/simulations"): MAX_SIMULATION_REQUEST_BYTES,
    ("PUT", "/api/designs/"): MAX_DESIGN_REQUEST_BYTES,
}
TOO_LARGE = "The request body is too large."
NUL_IN_ADDRESS = "Invalid request: the address may not contain the NUL character (%00)."


def body_limit(method: str, path: str) -> int:
    for (route_method, prefix), limit in DESIGN_ROUTES.items():
        if method == route_method and path.startswith(prefix):
            return limit
    return MAX_REQUEST_BYTES


class RequestLimitsMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = body_limit(scope["method"], scope["path"])
        if _declared_length(scope) > limit:
            await error_response(413, "payload_too_large", TOO_LARGE)(scope, receive, send)
            return
        if _has_nul(scope):
            await error_response(422, "validation_error", NUL_IN_ADDRESS)(scope, receive, send)
            return
        received = 0

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > limit:
                # Raised inside the route's body read; the error handlers answer with JSON.
                raise HTTPException(413, TOO_LARGE)
            return message

        await self.app(scope, counted_receive, send)


def _declared_length(scope: Scope) -> int:
    try:
        return int(scope_header(scope, b"content-length") or 0)
    except ValueError:
        return 0


def _has_nul(scope: Scope) -> bool:
    query: bytes = scope.get("query_string", b"")
    return "\x00" in scope["path"] or b"%00" in query or b"\x00" in query
