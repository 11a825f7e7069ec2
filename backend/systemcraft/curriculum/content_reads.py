"""Reads of content that changes only when the curriculum is reloaded (a visitor's topics,
lessons and problem lists, most of the traffic), each declared once as a CachedRead by the
feature that owns it. Its value is built once per content revision, in a worker thread, and
then served from memory. The route reads it with `ContentReads.value`; the ASGI layer in front
of FastAPI (web/cached_reads.py) answers a visitor's GET of the same path from the same value,
so the bytes it sends are always ones the route's builder made."""

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy.orm import Session, sessionmaker
from starlette.concurrency import run_in_threadpool

from systemcraft.curriculum.content_cache import ContentCache
from systemcraft.curriculum.revision import RevisionWatcher
from systemcraft.web.http_cache import CachedBody

Value = TypeVar("Value")


def _whole(body: CachedBody) -> CachedBody | None:
    return body


@dataclass(frozen=True, eq=False)
class CachedRead(Generic[Value]):
    """A GET route's value, kept per revision. `path` is the route's path; a final `{name}`
    segment is the item (a lesson's or a problem's id), passed to `build` with the session and
    the revision. `build` returns None for an item that does not exist (so Value includes
    None for a read of one item), and None is never kept.
    `for_visitor` picks what a visitor may be sent without the route, or None to leave the
    request to the route (a locked lesson); a read without it is always left to the route."""

    path: str
    build: Callable[[Session, str, str], Value]
    for_visitor: Callable[[Value], CachedBody | None] | None = None

    @property
    def prefix(self) -> str | None:
        """The path before the item, for a read of one item; None for a list."""
        head, _, last = self.path.rpartition("/")
        return head + "/" if last.startswith("{") else None


def cached_list(
    path: str, build: Callable[[Session, str, str], CachedBody]
) -> CachedRead[CachedBody]:
    """A list whose value is its body, sent to a visitor as it is."""
    return CachedRead(path, build, _whole)


class ContentReads:
    """The declared reads of this app, their values for the current revision, and the
    revision itself."""

    def __init__(
        self,
        session_factory: sessionmaker[Session],
        revision: RevisionWatcher,
        declared: Iterable[CachedRead[Any]],
    ) -> None:
        self._session_factory = session_factory
        self.revision = revision
        self.cache = ContentCache()
        self._lists: dict[str, CachedRead[Any]] = {}
        self._items: dict[str, CachedRead[Any]] = {}
        for read in declared:
            if read.for_visitor is None:
                continue
            prefix = read.prefix
            if prefix is None:
                self._lists[read.path] = read
            else:
                self._items[prefix] = read

    async def current_revision(self) -> str:
        """The revision this process knows, read again in a worker thread when it is too old."""
        known = self.revision.known()
        return known if known is not None else await run_in_threadpool(self.revision.read)

    async def value(self, read: CachedRead[Value], item: str = "") -> Value:
        """`read`'s value for this revision and item, built once and kept until the revision
        changes; an unknown id costs a query each time, as it always did."""
        revision = await self.current_revision()
        key = (read, item)
        value: Value = self.cache.peek(revision, key)
        if value is None:
            value = await run_in_threadpool(self._build, read, revision, item)
            if value is not None:
                self.cache.put(revision, key, value)
        return value

    def kept(self, key: Hashable, make: Callable[[], Value]) -> Value:
        """`make()`, kept under `key` until the revision changes: for work a synchronous route
        does once per revision (a model answer's assessment)."""
        revision = self.revision.known() or self.revision.read()
        return self.cache.kept(revision, key, make)

    async def visitor_body(self, path: str) -> CachedBody | None:
        """The body a visitor's GET of `path` may be sent without the route, when it is built
        already; None sends the request on to the route."""
        read, item = self._lists.get(path), ""
        if read is None:
            prefix, _, item = path.rpartition("/")
            read = self._items.get(prefix + "/")
            if read is None or not item:
                return None
        # Read only once the path matched: no other request waits on the revision here.
        revision = await self.current_revision()
        value = self.cache.peek(revision, (read, item))
        if value is None or read.for_visitor is None:
            return None
        body: CachedBody | None = read.for_visitor(value)
        return body

    def _build(self, read: CachedRead[Value], revision: str, item: str) -> Value:
        with self._session_factory() as db:
            return read.build(db, revision, item)
