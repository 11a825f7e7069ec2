"""One JSON error shape for every failure: {"error": {"code", "message", "details"?}}."""

import logging
from collections.abc import Mapping
from typing import Any, NamedTuple

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import iter_route_contexts
from pydantic import BaseModel
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from starlette.exceptions import HTTPException as StarletteHTTPException

from systemcraft.db.errors import DatabaseTrouble, classify
from systemcraft.design.export import CONFLICT

logger = logging.getLogger("systemcraft.web.errors")


class ErrorBody(BaseModel):
    code: str
    message: str
    details: list[dict[str, Any]] | None = None


class ErrorResponse(BaseModel):
    error: ErrorBody


class AppError(Exception):
    """A domain error that knows its HTTP status; raise it from services."""

    status_code = 400
    code = "bad_request"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def headers(self) -> Mapping[str, str] | None:
        return None

    def details(self) -> list[dict[str, Any]] | None:
        return None


class DesignConflictError(AppError):
    """The design's parts contradict each other (two components with one id, a connection to
    a component it does not have): no schema can say that, so the request is well formed and
    conflicts with itself."""

    status_code = 409
    code = "design_conflict"

    def __init__(self, reason: str) -> None:
        super().__init__(f"The design contradicts itself: {reason}")


class NotFoundError(AppError):
    status_code = 404
    code = "not_found"


class ForbiddenError(AppError):
    status_code = 403
    code = "forbidden"


class ServiceUnavailableError(AppError):
    status_code = 503
    code = "service_unavailable"

    def headers(self) -> Mapping[str, str]:
        return {"Retry-After": str(RETRY_AFTER_SECONDS)}


# How long a client should wait before retrying when the database is down; a full or
# read-only disk takes an operator, so longer.
RETRY_AFTER_SECONDS = 5
STORAGE_RETRY_AFTER_SECONDS = 60
DATABASE_UNAVAILABLE = "The database is not available right now. Please try again shortly."


_STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    429: "rate_limited",
}


def error_response(
    status: int,
    code: str,
    message: str,
    details: list[dict[str, Any]] | None = None,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    body = ErrorResponse(error=ErrorBody(code=code, message=message, details=details))
    return JSONResponse(body.model_dump(exclude_none=True), status_code=status, headers=headers)


def _describe(error: dict[str, Any]) -> str:
    if error.get("type") == "json_invalid":
        reason = error.get("ctx", {}).get("error")
        return (
            f"the request body is not valid JSON ({reason})"
            if reason
            else "the request body is not valid JSON"
        )
    where = ".".join(str(part) for part in error.get("loc", ()) if part != "body")
    message = str(error.get("msg", "is invalid")).removeprefix("Value error, ")
    return f"{where}: {message}" if where else message


async def _app_error(_request: Request, exc: Exception) -> JSONResponse:
    if not isinstance(exc, AppError):
        raise exc
    return error_response(
        exc.status_code, exc.code, exc.message, details=exc.details(), headers=exc.headers()
    )


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    if not isinstance(exc, StarletteHTTPException):
        raise exc
    code = _STATUS_CODES.get(exc.status_code, "http_error")
    headers = exc.headers
    if exc.status_code == 405:
        headers = {**(headers or {}), "Allow": _allowed_methods(request)}
    return error_response(exc.status_code, code, str(exc.detail), headers=headers)


def _allowed_methods(request: Request) -> str:
    """Every method the routes at this path take: the router's 405 names only those of the
    first route it tried (a GET beside a PUT said "Allow: GET")."""
    methods: set[str] = set()
    for route in iter_route_contexts(request.app.routes):
        path_regex = getattr(route, "path_regex", None)
        if route.methods and path_regex is not None and path_regex.match(request.url.path):
            methods |= route.methods
    return ", ".join(sorted(methods))


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    if not isinstance(exc, RequestValidationError):
        raise exc
    conflicts = [err for err in exc.errors() if err.get("type") == CONFLICT]
    if conflicts:
        # Parts of a design that contradict each other: no schema can say it, so it is not a
        # malformed request (422) but one that conflicts with itself.
        reason = "; ".join(str(err["msg"]).removeprefix("Value error, ") for err in conflicts)
        return await _app_error(request, DesignConflictError(reason))
    errors = [
        {
            "loc": list(err.get("loc", ())),
            "msg": err.get("msg"),
            "type": err.get("type"),
            **(
                {"ctx": {"error": str(err["ctx"]["error"])}}
                if "error" in err.get("ctx", {})
                else {}
            ),
        }
        for err in exc.errors()
    ]
    message = "Invalid request: " + "; ".join(_describe(err) for err in errors)
    return error_response(422, "validation_error", message, details=errors)


# What database_error answers; a layer outside FastAPI's handlers catches these itself.
DATABASE_EXCEPTIONS = (DBAPIError, PoolTimeoutError)


class _TroubleAnswer(NamedTuple):
    status: int
    code: str
    message: str
    retry_after: int


_TROUBLES = {
    DatabaseTrouble.UNAVAILABLE: _TroubleAnswer(
        503, "database_unavailable", DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS
    ),
    DatabaseTrouble.FULL: _TroubleAnswer(
        507,
        "storage_full",
        "The server's storage is full, so this change was not saved. Reading still works; "
        "please try saving again later.",
        STORAGE_RETRY_AFTER_SECONDS,
    ),
    DatabaseTrouble.READ_ONLY: _TroubleAnswer(
        503,
        "storage_read_only",
        "The server can only read right now (its storage is read-only), so this change was "
        "not saved. Reading still works; please try saving again later.",
        STORAGE_RETRY_AFTER_SECONDS,
    ),
}


async def database_error(request: Request, exc: Exception) -> JSONResponse:
    """The database is down, frozen, busy, full or read-only: an answer the client may retry
    later, with a message that says which, not a 500."""
    trouble = classify(exc)
    if trouble is None:
        return await _unexpected_error(request, exc)
    answer = _TROUBLES[trouble]
    logger.warning(
        "database %s on %s %s: %s", trouble.value, request.method, request.url.path, _reason(exc)
    )
    headers = {"Retry-After": str(answer.retry_after)}
    return error_response(answer.status, answer.code, answer.message, headers=headers)


def _reason(exc: Exception) -> str:
    original = getattr(exc, "orig", None) or exc
    return f"{type(original).__name__}: {str(original).splitlines()[0] if str(original) else ''}"


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    logger.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return error_response(500, "internal_error", "Something went wrong on our side.")


_ERROR_RESPONSE_REF = {"$ref": "#/components/schemas/ErrorResponse"}
_FASTAPI_VALIDATION_ERROR_REF = {"$ref": "#/components/schemas/HTTPValidationError"}


def declare_validation_error_shape(schema: dict[str, Any]) -> None:
    """A 422 is answered in the one error shape (_validation_error), but where a route does not
    declare it FastAPI's schema names its own default body: this names ours instead."""
    for path_item in schema.get("paths", {}).values():
        for operation in path_item.values():
            content = operation.get("responses", {}).get("422", {}).get("content", {})
            for media in content.values():
                if media.get("schema") == _FASTAPI_VALIDATION_ERROR_REF:
                    media["schema"] = _ERROR_RESPONSE_REF
    components = schema.get("components", {}).get("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        components.pop(unused, None)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    for database_exception in DATABASE_EXCEPTIONS:
        app.add_exception_handler(database_exception, database_error)
    app.add_exception_handler(Exception, _unexpected_error)
