"""The API's router: every route parses JSON bodies with the strict parser."""

import json
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.routing import APIRoute

from systemcraft import strict_json

_UNSET = object()


class StrictJsonRequest(Request):
    async def json(self) -> Any:
        if getattr(self, "_json", _UNSET) is _UNSET:
            body = await self.body()
            try:
                self._json = strict_json.loads(body)
            except UnicodeDecodeError as exc:
                raise json.JSONDecodeError("the body is not UTF-8", "", exc.start) from exc
            except strict_json.UnsafeJsonError as exc:
                # FastAPI turns a JSONDecodeError into a 422 that names the reason.
                raise json.JSONDecodeError(str(exc), "", 0) from exc
        return self._json


class StrictJsonRoute(APIRoute):
    request_class: type[StrictJsonRequest] = StrictJsonRequest

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler, request_class = super().get_route_handler(), self.request_class

        async def strict_handler(request: Request) -> Response:
            return await handler(request_class(request.scope, request.receive))

        return strict_handler


def api_router(route_class: type[StrictJsonRoute] = StrictJsonRoute, **options: Any) -> APIRouter:
    return APIRouter(route_class=route_class, **options)
