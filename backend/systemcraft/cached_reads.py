"""A visitor's read of cached content, answered before FastAPI's routing and dependencies.

FastAPI's own machinery (routing among every route, dependency solving, its exception and
exit-stack layers) cost several times what sending a cached body costs, which held the read
API to a quarter of a bare Starlette app. This pure ASGI layer answers a GET without an
Authorization header when the body it needs is already in the content cache for the revision
this process trusts, and only a body a visitor may read. Everything else (a signed-in caller,
a body not built yet, an unknown id, a locked lesson, a stale revision) goes on to the route,
which builds and caches the body: the bytes sent here are always ones the route built."""

from collections.abc import Callable
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from systemcraft.app_services import AppServices
from systemcraft.http_cache import CachedBody
from systemcraft.learn import bodies as learn_bodies
from systemcraft.middleware import scope_header
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


class CachedReadsMiddleware:
    def __init__(self, app: ASGIApp, services: AppServices) -> None:
        self.app = app
        self.services = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = self._cached_for_visitor(scope) if scope["type"] == "http" else None
        if body is None:
            await self.app(scope, receive, send)
            return
        await body.response(scope)(scope, receive, send)

    def _cached_for_visitor(self, scope: Scope) -> CachedBody | None:
        if scope["method"] != "GET" or scope_header(scope, b"authorization") is not None:
            return None
        revision = self.services.revision.known()
        if revision is None:
            return None
        path: str = scope["path"]
        cache = self.services.content_cache
        build = _LISTS.get(path)
        if build is not None:
            listed: CachedBody | None = cache.peek(revision, (build, ""))
            return listed
        prefix, _, lesson_id = path.rpartition("/")
        lesson_build = _LESSONS.get(prefix + "/")
        if lesson_build is None or not lesson_id:
            return None
        lesson: Any = cache.peek(revision, (lesson_build, lesson_id))
        if lesson is None or not open_to_visitors(lesson.required_tier_id):
            return None
        body: CachedBody = lesson.body
        return body
