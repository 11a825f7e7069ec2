"""Routes whose body is, or holds, an export document. A document that cannot be read is a 400
`invalid_design` in the reader's words rather than a generic 422, and it is reported only after
sign-in is checked, so a visitor learns nothing about a body they may not send."""

from collections.abc import Callable, Coroutine
from typing import Any, get_args

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel

from systemcraft.design import DesignDocumentError, ExportDocument
from systemcraft.design.export import CONFLICT
from systemcraft.design.reading import decode_document, describe_errors, unstorable_errors
from systemcraft.kit import strict_json
from systemcraft.web.body_reading import Recheck, lenient_decode
from systemcraft.web.errors import AppError, DesignConflictError, ErrorResponse
from systemcraft.web.routing import StrictJsonRoute


class InvalidDesignError(AppError):
    code = "invalid_design"


# What a route that takes a design declares for DesignConflictError.
CONFLICT_RESPONSE: dict[int | str, dict[str, Any]] = {
    409: {
        "model": ErrorResponse,
        "description": "The design contradicts itself (`design_conflict`): two parts share an "
        "id, or a connection names a component the design does not have",
    }
}


class _Undecodable:
    """A body that is not JSON we accept, with the reader's reason, kept until sign-in has been
    checked."""

    def __init__(self, reason: str) -> None:
        self.reason = reason


def _decode_keeping_the_reason(body: bytes) -> Any:
    """Decodes with the document reader itself (the same strict parser), so an unreadable body
    keeps the reader's reason instead of being parsed again to find it."""
    try:
        return decode_document(body)
    except DesignDocumentError as undecodable:
        return _Undecodable(str(undecodable))


def _kept_text_stored(validated: BaseModel, body: bytes) -> list[dict[str, Any]]:
    """What the document's reader kept must be text a database can store; what it ignored
    may be anything."""
    if not strict_json.may_hold_unstorable(body):
        return []
    return [dict(error) for error in unstorable_errors(validated, ("body",))]


def _document_location(route: "DocumentRoute") -> tuple[str, ...] | None:
    """Where the document sits in the request: the whole body, or one field of it."""
    annotation = route.body_field.field_info.annotation if route.body_field else None
    if annotation is ExportDocument:
        return ("body",)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        for name, field in annotation.model_fields.items():
            if ExportDocument in (field.annotation, *get_args(field.annotation)):
                return ("body", field.alias or name)
    return None


class DocumentRoute(StrictJsonRoute):
    def body_decoder(self) -> Callable[[bytes], Any]:
        location = _document_location(self)
        if location == ("body",):
            return _decode_keeping_the_reason
        return lenient_decode if location else super().body_decoder()

    def body_recheck(self) -> Recheck | None:
        return _kept_text_stored if _document_location(self) else None

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        location = _document_location(self)
        handler = super().get_route_handler()
        if location is None:
            return handler

        async def document_handler(request: Request) -> Response:
            try:
                return await handler(request)
            except RequestValidationError as exc:
                raise _as_invalid_design(exc, location) from exc

        return document_handler


def _as_invalid_design(exc: RequestValidationError, location: tuple[str, ...]) -> Exception:
    if isinstance(exc.body, _Undecodable):
        return InvalidDesignError(exc.body.reason)
    inside = [e for e in exc.errors() if tuple(e.get("loc", ()))[: len(location)] == location]
    if not inside:
        return exc
    if location == ("body",) and not isinstance(exc.body, dict):
        return InvalidDesignError("The design document must be a JSON object.")
    reason = describe_errors(inside, skip=len(location))
    if inside[0]["type"] == CONFLICT:
        return DesignConflictError(reason)
    return InvalidDesignError(f"The design could not be assessed: {reason}")
