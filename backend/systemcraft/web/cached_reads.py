"""A visitor's read of cached content, answered before any of FastAPI (web/app.py).

FastAPI's own machinery (its layers, routing among every route, dependency solving) cost
several times what sending a cached body costs, which held the read API to a quarter of a
bare Starlette app. This pure ASGI layer answers a GET without an Authorization header when
the body it needs is already in the content cache for the revision this process trusts, and
only a body a visitor may read (which reads and which bodies: curriculum/content_reads.py).
Everything else (a signed-in caller, a body not built yet, an
unknown id, a locked lesson) goes on to the route, which builds and caches the body: the
bytes sent here are always ones the route built."""

from typing import Protocol

from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from systemcraft.web.errors import DATABASE_EXCEPTIONS, database_error
from systemcraft.web.http_cache import CachedBody


class VisitorReads(Protocol):
    async def visitor_body(self, path: str) -> CachedBody | None:
        """The built body a visitor's GET of `path` may be sent, else None."""


# A signed-in caller, or a request with a body.
_NOT_A_VISITORS_READ = frozenset((b"authorization", b"content-length", b"transfer-encoding"))


class CachedReadsMiddleware:
    def __init__(self, app: ASGIApp, reads: VisitorReads) -> None:
        self.app = app
        self.reads = reads

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            body = await self.reads.visitor_body(scope["path"]) if _visitors_read(scope) else None
        except DATABASE_EXCEPTIONS as exc:
            # Outside FastAPI's handlers: the same answer they give, without a second read.
            await (await database_error(Request(scope), exc))(scope, receive, send)
            return
        if body is None:
            await self.app(scope, receive, send)
            return
        await body.response(scope)(scope, receive, send)


def _visitors_read(scope: Scope) -> bool:
    """A visitor's GET this layer may answer. A query string or a body goes on to the checks
    that FastAPI's side makes of them (a NUL, a size)."""
    if scope["type"] != "http" or scope["method"] != "GET" or scope.get("query_string"):
        return False
    return not any(name in _NOT_A_VISITORS_READ for name, _ in scope["headers"])
