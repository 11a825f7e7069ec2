"""What the read routes share: the content revision and the values built from it, reached
without a database round trip once built (a visitor's topics, lessons and problem lists are
served from memory; the database is read once per revision and item, in a worker thread)."""

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from systemcraft.app_services import AppServices

Value = TypeVar("Value")
# (session, revision, item) -> the value, or None when the item does not exist.
Builder = Callable[[Session, str, str], Value]


async def current_revision(services: AppServices) -> str:
    """The revision this process knows, read again in a worker thread when it is too old."""
    known = services.revision.known()
    return known if known is not None else await run_in_threadpool(services.revision.read)


async def content_value(services: AppServices, build: Builder[Value], item: str = "") -> Value:
    """`build`'s value for this revision and item, built once and kept until the revision
    changes. `build` is part of the key, so it must be a module-level function. None (an item
    that does not exist) is not kept: an unknown id costs a query, as it always did."""
    revision = await current_revision(services)
    key = (build, item)
    value: Value | None = services.content_cache.peek(revision, key)
    if value is None:
        value = await run_in_threadpool(_build, services, build, revision, item)
        if value is not None:
            services.content_cache.put(revision, key, value)
    return value


def _build(services: AppServices, build: Builder[Value], revision: str, item: str) -> Value:
    with services.session_factory() as db:
        return build(db, revision, item)
