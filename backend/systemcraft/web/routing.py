"""The API's router. Every route checks who is calling before it reads a body (with the check
the app installs: auth/before_body.py finds it from the route's dependencies), then reads the
body off the event loop with the strict parser (body_reading.py), so no body stalls the server
and none that its sender may not send costs it anything."""

from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, cast

import fastapi.routing
from fastapi import APIRouter, Request, Response
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.types import Receive, Scope

from systemcraft.web.body_reading import REFUSED, BodyReader, InvalidBody, Recheck, strict_decode
from systemcraft.web.errors import AppError

_UNSET = object()

CallerCheck = Callable[[Request], Awaitable[None]]
# A route's dependencies -> the check of its caller to make before its body is read, if any.
CallerCheckFor = Callable[[Dependant], CallerCheck | None]


def install_caller_check(app: Starlette, check_for: CallerCheckFor) -> None:
    app.state.caller_check_for = check_for


def _caller_check(app: Starlette, dependant: Dependant) -> CallerCheck | None:
    check_for: CallerCheckFor | None = getattr(app.state, "caller_check_for", None)
    return None if check_for is None else check_for(dependant)


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
        # Found on the first request, from the app this inclusion of the route belongs to.
        found: list[CallerCheck | None] = []
        reader = BodyReader.for_route(included, self.body_decoder(), self.body_recheck())

        async def strict_handler(request: Request) -> Response:
            if not found:
                found.append(_caller_check(request.app, included.dependant))
            check = found[0]
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
