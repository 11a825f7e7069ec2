"""GZip for the responses a route did not encode itself: JSON and text of 1 KB and more, when
the client accepts gzip. Pure ASGI, in place of Starlette's GZipMiddleware, which read
`gzip;q=0` as an acceptance and added `Vary: Accept-Encoding` a second time to the content
routes' responses (http_cache.py negotiates and compresses those once per revision)."""

import zlib

import anyio.to_thread
from starlette.middleware.gzip import DEFAULT_EXCLUDED_CONTENT_TYPES
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from systemcraft.web.encodings import accepts
from systemcraft.web.middleware import scope_header

MINIMUM_BYTES = 1024
# Compressing a body this large on the event loop would hold up every other request.
THREAD_MINIMUM_BYTES = 128 * 1024
_EXCLUDED = frozenset(DEFAULT_EXCLUDED_CONTENT_TYPES)


def _excluded(content_type: bytes) -> bool:
    media_type = content_type.decode("latin-1").partition(";")[0].strip().lower()
    return media_type in _EXCLUDED or f"{media_type.partition('/')[0]}/*" in _EXCLUDED


def _passes_through(start: Message) -> bool:
    """Already encoded, a partial body, a type not worth compressing, or declared too small."""
    if start["status"] == 206:
        return True
    for name, value in start.get("headers", ()):
        if name == b"content-encoding":
            return True
        if name == b"content-type" and _excluded(value):
            return True
        if name == b"content-length" and int(value) < MINIMUM_BYTES:
            return True
    return False


def _add_vary(headers: list[tuple[bytes, bytes]]) -> None:
    for index, (name, value) in enumerate(headers):
        if name == b"vary":
            if b"accept-encoding" not in value.lower():
                headers[index] = (name, value + b", Accept-Encoding")
            return
    headers.append((b"vary", b"Accept-Encoding"))


class CompressionMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header = scope_header(scope, b"accept-encoding")
        gzip_ok = header is not None and accepts(header, "gzip")
        held: Message | None = None
        compressor: zlib._Compress | None = None
        passing = False

        async def send_compressed(message: Message) -> None:
            nonlocal held, compressor, passing
            if passing:
                await send(message)
            elif message["type"] == "http.response.start":
                passing = _passes_through(message)
                if passing:
                    await send(message)
                else:
                    held = message  # sent with the first body, once its size is known
            elif compressor is not None:
                if message["type"] != "http.response.body":
                    await send(message)
                    return
                more = message.get("more_body", False)
                body = await _compress(compressor, message.get("body", b""), more)
                await send({**message, "body": body})
            elif held is None or message["type"] != "http.response.body":
                if held is not None:
                    await send(held)
                    held = None
                await send(message)
            else:
                start, held = held, None
                body, more = message.get("body", b""), message.get("more_body", False)
                if not more and len(body) < MINIMUM_BYTES:
                    passing = True
                    await send(start)
                    await send(message)
                    return
                headers = list(start.get("headers", ()))
                _add_vary(headers)
                if not gzip_ok:
                    passing = True
                    await send({**start, "headers": headers})
                    await send(message)
                    return
                compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
                compressed = await _compress(compressor, body, more)
                headers = [(n, v) for n, v in headers if n != b"content-length"]
                headers.append((b"content-encoding", b"gzip"))
                if not more:
                    headers.append((b"content-length", str(len(compressed)).encode()))
                await send({**start, "headers": headers})
                await send({**message, "body": compressed})

        await self.app(scope, receive, send_compressed)


async def _compress(compressor: "zlib._Compress", body: bytes, more: bool) -> bytes:
    if len(body) >= THREAD_MINIMUM_BYTES:
        return await anyio.to_thread.run_sync(_compress_now, compressor, body, more)
    return _compress_now(compressor, body, more)


def _compress_now(compressor: "zlib._Compress", body: bytes, more: bool) -> bytes:
    compressed = compressor.compress(body)
    return compressed + compressor.flush(zlib.Z_SYNC_FLUSH if more else zlib.Z_FINISH)
