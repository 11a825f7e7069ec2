"""A visitor's read of cached content, answered before any of FastAPI (entry.py).

FastAPI's own machinery (its layers, routing among every route, dependency solving) cost
several times what sending a cached body costs, which held the read API to a quarter of a
bare Starlette app. This pure ASGI layer answers a GET without an Authorization header when
the body it needs is already in the content cache for the revision this process trusts, and
only a body a visitor may read. Everything else (a signed-in caller, a body not built yet, an
unknown id, a locked lesson) goes on to the route, which builds and caches the body: the
bytes sent here are always ones the route built."""

from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from systemcraft.app_services import AppServices
from systemcraft.content_reads import current_revision
from systemcraft.errors import DATABASE_EXCEPTIONS, database_error
from systemcraft.http_cache import CachedBody
from systemcraft.learn import bodies as learn_bodies
from systemcraft.practice import bodies as practice_bodies
from systemcraft.tiers import open_to_visitors

# Path -> the builder its route caches the body under (the item is "").
_LISTS: dict[str, Callable[..., CachedBody]] = {
    "/api/topics": learn_bodies.topics_body,
    "/api/practice-problems": practice_bodies.practice_list_body,
    "/api/problems": practice_bodies.catalogue_body,
}
# Path prefix -> the builder of one lesson's body (the item is the lesson id).
_LESSONS: dict[str, Callable[..., learn_bodies.LessonBody | None]] = {
    "/api/content/": learn_bodies.content_body,
    "/api/quizzes/": learn_bodies.quiz_body,
}

# A signed-in caller, or a request with a body.
_NOT_A_VISITORS_READ = frozenset((b"authorization", b"content-length", b"transfer-encoding"))


class CachedReadsMiddleware:
    def __init__(self, app: ASGIApp, services: AppServices) -> None:
        self.app = app
        self.services = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = _visitor_read(scope) if scope["type"] == "http" else None
        try:
            body = None if key is None else await self._cached(*key)
        except DATABASE_EXCEPTIONS as exc:
            # Outside FastAPI's handlers: the same answer they give, without a second read.
            await (await database_error(Request(scope), exc))(scope, receive, send)
            return
        if body is None:
            await self.app(scope, receive, send)
            return
        await body.response(scope)(scope, receive, send)

    async def _cached(self, build: Callable[..., Any], item: str) -> CachedBody | None:
        # Read only once the path matched: no other request waits on the revision here.
        revision = await current_revision(self.services)
        cached: Any = self.services.content_cache.peek(revision, (build, item))
        if cached is None or not item:
            listed: CachedBody | None = cached
            return listed
        if not open_to_visitors(cached.required_tier_id):
            return None
        body: CachedBody = cached.body
        return body


def _visitor_read(scope: Scope) -> tuple[Callable[..., Any], str] | None:
    """The builder and item of a visitor's GET this layer may answer, or None. A query string
    or a body goes on to the checks that FastAPI's side makes of them (a NUL, a size)."""
    if scope["method"] != "GET" or scope.get("query_string"):
        return None
    if any(name in _NOT_A_VISITORS_READ for name, _ in scope["headers"]):
        return None
    path: str = scope["path"]
    build = _LISTS.get(path)
    if build is not None:
        return build, ""
    prefix, _, lesson_id = path.rpartition("/")
    lesson_build = _LESSONS.get(prefix + "/")
    if lesson_build is None or not lesson_id:
        return None
    return lesson_build, lesson_id
