"""Request bodies read off the event loop. A JSON body is decoded with the strict parser and
validated against the route's body model in a worker thread, so however large or intricate it
is, other requests go on being answered meanwhile; a body larger than any but the design routes
take (64 KB) also waits for a place at the work gate, like an assessment, so a burst of them
cannot take every core.

A body that fails validation is not refused here: FastAPI reports it only after the route's
dependencies (sign-in, tier, rate limits) have passed, and with exactly the errors it would
have found itself (InvalidBody keeps them until then)."""

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastapi import Request
from fastapi._compat import ModelField  # the type of APIRoute.body_field
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.concurrency import run_in_threadpool

from systemcraft.kit import strict_json
from systemcraft.web.request_limits import MAX_REQUEST_BYTES
from systemcraft.web.work_gate import WorkGate, work_gate_of

# What FastAPI is handed in place of a body that failed validation: bytes, which no body model
# accepts, so FastAPI reports the body as invalid after the dependencies, in a few microseconds.
REFUSED = b""


def strict_decode(body: bytes) -> Any:
    """The body as strict_json reads it; FastAPI answers a JSONDecodeError with a 422 that
    names the reason."""
    return _decode(strict_json.loads, body)


def lenient_decode(body: bytes) -> Any:
    """As strict_decode, for a body whose model keeps only part of it (an export document
    ignores what it does not know): text is checked once validated, in what was kept."""
    return _decode(strict_json.loads_leniently, body)


def _decode(loads: Callable[[bytes], Any], body: bytes) -> Any:
    try:
        return loads(body)
    except json.JSONDecodeError:
        raise
    except UnicodeDecodeError as exc:
        raise json.JSONDecodeError("the body is not UTF-8", "", exc.start) from exc
    except ValueError as exc:  # UnsafeJsonError, and whatever else the parser refuses
        raise json.JSONDecodeError(str(exc), "", 0) from exc


@dataclass(frozen=True)
class InvalidBody:
    value: Any  # as decoded
    errors: list[dict[str, Any]]  # as FastAPI words them

    def reported(self, exc: RequestValidationError) -> RequestValidationError:
        """FastAPI's error for the request, with the body's own errors in place of REFUSED's."""
        others = [error for error in exc.errors() if tuple(error.get("loc", ()))[:1] != ("body",)]
        return RequestValidationError(
            [*others, *self.errors], body=self.value, endpoint_ctx=exc.endpoint_ctx
        )


# What a route may still refuse in a body its model took: FastAPI-style errors, or none.
Recheck = Callable[[BaseModel, bytes], list[dict[str, Any]]]


@dataclass(frozen=True)
class BodyReader:
    decode: Callable[[bytes], Any]
    # The route's whole body when it is one model that refuses REFUSED; else FastAPI validates.
    model: ModelField | None
    recheck: Recheck | None = None

    @classmethod
    def for_route(
        cls, route: APIRoute, decode: Callable[[bytes], Any], recheck: Recheck | None = None
    ) -> "BodyReader":
        field = route.body_field
        annotation = field.field_info.annotation if field else None
        whole_body = any(field is param for param in route.dependant.body_params)
        is_model = isinstance(annotation, type) and issubclass(annotation, BaseModel)
        refuses = field is not None and bool(field.validate(REFUSED, {}, loc=("body",))[1])
        return cls(decode, field if whole_body and is_model and refuses else None, recheck)

    def read(self, body: bytes) -> Any:
        """Decoded and validated: the body as the endpoint takes it, or InvalidBody."""
        value = self.decode(body)
        if self.model is None:
            return value
        validated, errors = self.model.validate(value, {}, loc=("body",))
        if not errors and self.recheck is not None:
            errors = self.recheck(validated, body)
        return InvalidBody(value, errors) if errors else validated

    async def read_off_loop(self, request: Request, body: bytes) -> Any:
        if len(body) <= MAX_REQUEST_BYTES:
            return await run_in_threadpool(self.read, body)
        gate = work_gate_of(request.app)
        return await run_in_threadpool(self._read_in_place, gate, body)

    def _read_in_place(self, gate: WorkGate, body: bytes) -> Any:
        with gate.place():
            return self.read(body)
