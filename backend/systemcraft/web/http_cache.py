"""Responses for content that changes only when the curriculum is reloaded: each body is
serialised and compressed once per revision (gzip and Brotli, the best the client accepts),
each encoding with its own ETag, and a 304 when the client already holds that one."""

import gzip
from dataclasses import dataclass

import brotli
from starlette.responses import Response
from starlette.types import Scope

from systemcraft.web.encodings import accepted
from systemcraft.web.middleware import scope_header

# Smaller bodies are sent as they are: compressing them saves less than it costs.
MIN_COMPRESSED_BYTES = 1024
# Compressed once per revision, so the slowest, smallest setting is affordable.
BROTLI_QUALITY = 11
# Best first; identity is always there.
_PREFERENCE = ("br", "gzip")


def _brotli(body: bytes) -> bytes:
    compressed: bytes = brotli.compress(body, quality=BROTLI_QUALITY)
    return compressed


def _gzip(body: bytes) -> bytes:
    return gzip.compress(body, compresslevel=9, mtime=0)


_COMPRESSORS = {"br": _brotli, "gzip": _gzip}
_VARY = b"Authorization"
_VARY_ENCODED = b"Authorization, Accept-Encoding"


@dataclass(frozen=True)
class _Variant:
    body: bytes
    etag: bytes
    headers: list[tuple[bytes, bytes]]
    not_modified_headers: list[tuple[bytes, bytes]]


class CachedBody:
    """One JSON body in every encoding a client may ask for, built once per content revision.
    `private` bodies (a tier-locked lesson) may sit in the browser's cache, not a shared one."""

    def __init__(self, body: bytes, etag: str, private: bool = False) -> None:
        self.body = body
        cache_control = b"private, no-cache" if private else b"public, no-cache"
        encodings = {"identity": body}
        if len(body) >= MIN_COMPRESSED_BYTES:
            encodings |= {coding: _COMPRESSORS[coding](body) for coding in _PREFERENCE}
        vary = _VARY_ENCODED if len(encodings) > 1 else _VARY
        self._variants: dict[str, _Variant] = {}
        for coding, encoded in encodings.items():
            tag = f'"{etag}"' if coding == "identity" else f'"{etag}-{coding}"'
            common = [(b"etag", tag.encode()), (b"cache-control", cache_control), (b"vary", vary)]
            headers = [
                *common,
                (b"content-length", str(len(encoded)).encode()),
                (b"content-type", b"application/json"),
            ]
            if coding != "identity":
                headers.append((b"content-encoding", coding.encode()))
            self._variants[coding] = _Variant(encoded, tag.encode(), headers, common)

    def response(self, scope: Scope) -> Response:
        """The encoding this request accepts, or a 304 when If-None-Match names its ETag."""
        variant = self._variants[self._coding(scope)]
        if_none_match = scope_header(scope, b"if-none-match")
        if if_none_match is not None and _matches(if_none_match, variant.etag):
            return _Prepared(304, b"", variant.not_modified_headers)
        return _Prepared(200, variant.body, variant.headers)

    def _coding(self, scope: Scope) -> str:
        if len(self._variants) == 1:
            return "identity"
        header = scope_header(scope, b"accept-encoding")
        return "identity" if header is None else _best_coding(header)


def _best_coding(header: bytes) -> str:
    codings = accepted(header)
    return next((coding for coding in _PREFERENCE if coding in codings), "identity")


def _matches(if_none_match: bytes, etag: bytes) -> bool:
    """If-None-Match's weak comparison: any listed tag, W/ or not, or *."""
    if if_none_match.strip() == b"*":
        return True
    return any(tag.strip().removeprefix(b"W/") == etag for tag in if_none_match.split(b","))


class _Prepared(Response):
    """A response whose headers were built with the body: nothing is rendered per request."""

    def __init__(self, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
        self.status_code = status
        self.body = body
        self.background = None
        self.raw_headers = list(headers)  # a middleware may add to the list it is given
