"""The ceiling the read API is measured against: a bare Starlette app that answers each path
with fixed bytes and content type, read once from the directory BARE_BODIES names (written by
read_api.py: manifest.json maps a path to its body file and content type)."""

import json
import os
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route


def _route(path: str, body: bytes, content_type: str) -> Route:
    async def endpoint(_request: Request) -> Response:
        return Response(body, media_type=content_type)

    return Route(path, endpoint)


def create_app() -> Starlette:
    directory = Path(os.environ["BARE_BODIES"])
    manifest: dict[str, list[str]] = json.loads((directory / "manifest.json").read_text())
    routes = [
        _route(path, (directory / file).read_bytes(), content_type)
        for path, (file, content_type) in manifest.items()
    ]
    return Starlette(routes=routes)
