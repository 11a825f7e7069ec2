"""The API's router. Every route checks who is calling before it reads a body (when its
dependencies need a signed-in user: auth/before_body.py), then reads the body off the event loop
with the strict parser (body_reading.py), so no body stalls the server and none that its sender
may not send costs it anything."""

from collections.abc import Callable, Coroutine
from typing import Any, cast

import fastapi.routing
from fastapi import APIRouter, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from starlette.exceptions import HTTPException
from starlette.types import Receive, Scope

from systemcraft.auth.before_body import caller_check
from systemcraft.body_reading import REFUSED, BodyReader, InvalidBody, Recheck, strict_decode
from systemcraft.errors import AppError

_UNSET = object()


class _NotRead(HTTPException):
    """Carries an AppError from reading the body (the work gate's 503) past FastAPI, which
    answers any other exception there with a 400 but lets an HTTPException through."""

    def __init__(self, error: AppError) -> None:
        super().__init__(error.status_code, error.message)
        self.error = error


class StrictJsonRequest(Request):
    """Hands FastAPI the body as the reader left it: decoded and validated in a worker thread,
    or REFUSED with the reasons kept in `invalid`."""

    def __init__(self, scope: Scope, receive: Receive, reader: BodyReader) -> None:
        super().__init__(scope, receive)
        self.reader = reader
        self.invalid: InvalidBody | None = None

    async def json(self) -> Any:
        if getattr(self, "_json", _UNSET) is _UNSET:
            body = await self.body()
            try:
                read = await self.reader.read_off_loop(self, body)
            except AppError as error:
                raise _NotRead(error) from error
            if isinstance(read, InvalidBody):
                self.invalid, read = read, REFUSED
            self._json = read
        return self._json


class StrictJsonRoute(APIRoute):
    def body_decoder(self) -> Callable[[bytes], Any]:
        """How this route's body becomes a value, before it is validated."""
        return strict_decode

    def body_recheck(self) -> Recheck | None:
        """What this route still refuses in a body its model took (nothing, by default)."""
        return None

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler, included = super().get_route_handler(), _as_included(self)
        check = caller_check(included.dependant)
        reader = BodyReader.for_route(included, self.body_decoder(), self.body_recheck())

        async def strict_handler(request: Request) -> Response:
            if check is not None:
                await check(request)
            reading = StrictJsonRequest(request.scope, request.receive, reader)
            try:
                return await handler(reading)
            except _NotRead as not_read:
                raise not_read.error from None
            except RequestValidationError as exc:
                if reading.invalid is None:
                    raise
                raise reading.invalid.reported(exc) from exc

        return strict_handler


def _as_included(route: APIRoute) -> APIRoute:
    """The route as the app includes it: FastAPI builds each route's handler once per
    include_router, with that inclusion's dependencies added to its own, and says which in a
    context variable (as APIRoute.get_route_handler reads it)."""
    included = fastapi.routing._effective_route_context_var.get()
    if included is not None and included.original_route is route:
        return cast(APIRoute, included)
    return route


def api_router(route_class: type[StrictJsonRoute] = StrictJsonRoute, **options: Any) -> APIRouter:
    return APIRouter(route_class=route_class, **options)
