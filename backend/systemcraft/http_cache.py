"""Conditional GET for content that changes only when the curriculum is reloaded."""

from collections.abc import Callable

from fastapi import Request, Response
from pydantic import BaseModel


def cached_json(
    request: Request, etag: str, build: Callable[[], BaseModel | bytes], private: bool = False
) -> Response:
    """A 304 when the client already has this version; otherwise the JSON with its ETag.
    `build` runs only when the body is actually needed."""
    headers = {
        "ETag": etag,
        "Cache-Control": "private, no-cache" if private else "public, no-cache",
        "Vary": "Authorization",
    }
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    body = build()
    content = body if isinstance(body, bytes) else body.model_dump_json().encode()
    return Response(content, media_type="application/json", headers=headers)
