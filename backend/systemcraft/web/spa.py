"""Serves the built single-page app: immutable hashed assets, a no-cache shell, history fallback."""

import hashlib
import mimetypes
from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.types import Receive, Scope, Send

from systemcraft.web.encodings import accepted_encodings
from systemcraft.web.errors import error_response
from systemcraft.web.page_preloads import PagePreloads

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

# Paths the server owns: an unknown one is a JSON 404, never the SPA page.
_SERVER_PREFIXES = ("/api/", "/auth/", "/lesson-assets/")
_CLIENT_ROUTES_UNDER_SERVER_PREFIXES = ("/auth/callback",)
_MISSING_BUILD_PAGE = (
    b"<!doctype html><title>Systemcraft</title><p>The front end has not been built. "
    b"Run <code>make run</code>.</p>"
)


def is_server_path(path: str) -> bool:
    if path.rstrip("/") in _CLIENT_ROUTES_UNDER_SERVER_PREFIXES:
        return False
    return path.startswith(_SERVER_PREFIXES) or path in ("/api", "/auth")


# Written next to each text asset at build time; best first.
_PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


def _file_response(file: Path, cache: str, accept_encoding: str) -> FileResponse:
    """The pre-compressed sibling the browser accepts, else the file itself. Vary tells caches
    that the answer depends on Accept-Encoding."""
    accepted = accepted_encodings(accept_encoding)
    headers = {"Cache-Control": cache, "Vary": "Accept-Encoding"}
    media_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    for coding, suffix in _PRECOMPRESSED:
        compressed = file.with_name(file.name + suffix)
        if coding in accepted and compressed.is_file():
            headers["Content-Encoding"] = coding
            return FileResponse(compressed, headers=headers, media_type=media_type)
    return FileResponse(file, headers=headers, media_type=media_type)


class SinglePageApp:
    """The router's fallback ASGI app: whatever no API route claims ends up here."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist.resolve()
        index = self.dist / "index.html"
        self.index_html = index.read_bytes() if index.is_file() else _MISSING_BUILD_PAGE
        self.preloads = PagePreloads(self.dist)
        # The HTML (and its ETag) for each page pattern, built on first use: a handful at most.
        self.pages: dict[str | None, tuple[bytes, str]] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope)
        response = self._respond(request)
        await response(scope, receive, send)

    def _respond(self, request: Request) -> Response:
        path = request.url.path
        if is_server_path(path):
            return error_response(404, "not_found", f"No API route matches {path}.")
        if request.method not in ("GET", "HEAD"):
            return error_response(405, "method_not_allowed", "Method not allowed.")
        static_file = self._static_file(path)
        if static_file is not None:
            cache = IMMUTABLE if path.startswith("/assets/") else REVALIDATE
            return _file_response(static_file, cache, request.headers.get("accept-encoding", ""))
        if path.startswith("/assets/"):
            return error_response(404, "not_found", f"No asset at {path}.")
        return self._index(request)

    def _static_file(self, path: str) -> Path | None:
        relative = path.lstrip("/")
        if not relative or relative == "index.html":
            return None
        candidate = (self.dist / relative).resolve()
        if not candidate.is_relative_to(self.dist) or not candidate.is_file():
            return None
        return candidate

    def _page(self, path: str) -> tuple[bytes, str]:
        pattern = self.preloads.pattern_for(path)
        if pattern not in self.pages:
            html = self.index_html
            if pattern is not None:
                html = html.replace(b"</head>", self.preloads.link_tags(pattern) + b"</head>", 1)
            self.pages[pattern] = (html, '"' + hashlib.sha256(html).hexdigest()[:32] + '"')
        return self.pages[pattern]

    def _index(self, request: Request) -> Response:
        html, etag = self._page(request.url.path)
        headers = {"Cache-Control": REVALIDATE, "ETag": etag}
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers=headers)
        return Response(html, media_type="text/html; charset=utf-8", headers=headers)
