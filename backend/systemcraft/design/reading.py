"""From untrusted input to an ExportDocument, or a DesignDocumentError with a one-line reason
that is safe to show to the user. The routes, the submissions, the coach and the engine's tests
all read documents here."""

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from systemcraft.design.export import CONFLICT, ExportDocument
from systemcraft.design.vocabulary import MAX_DOCUMENT_BYTES
from systemcraft.kit import strict_json


class DesignDocumentError(ValueError):
    """A design document that cannot be read; str(error) says why."""


def read_document(raw: object) -> ExportDocument:
    """Validate a decoded JSON value (or JSON text/bytes) as an export document."""
    # Text may hold what cannot be stored; a value our own code built is checked by its caller.
    risky = isinstance(raw, str | bytes | bytearray) and strict_json.may_hold_unstorable(raw)
    if isinstance(raw, str | bytes | bytearray):
        raw = decode_document(raw)
    if not isinstance(raw, dict):
        raise DesignDocumentError("The design document must be a JSON object.")
    try:
        document = ExportDocument.model_validate(raw)
    except ValidationError as error:
        raise DesignDocumentError(describe_validation_error(error)) from error
    if risky and (problems := unstorable_errors(document)):
        raise DesignDocumentError(describe_errors(problems))
    return document


def unstorable_errors(model: BaseModel, where: tuple[int | str, ...] = ()) -> list[ErrorDetails]:
    """The text a model kept that cannot be stored, as a validation error at its place: the
    reader takes any text in what it ignores, and only what it keeps must be stored."""
    found = strict_json.first_unstorable(model.model_dump(by_alias=True))
    if found is None:
        return []
    path, reason = found
    return [{"type": "value_error", "loc": (*where, *path), "msg": reason, "input": None}]


def decode_document(text: str | bytes | bytearray) -> Any:
    """JSON text or bytes to the value it holds, within the size limit; not yet validated."""
    size = len(text.encode()) if isinstance(text, str) else len(text)
    if size > MAX_DOCUMENT_BYTES:
        raise DesignDocumentError("The design document is larger than 2 MB.")
    try:
        return strict_json.loads_leniently(text)
    except strict_json.UnsafeJsonError as error:
        raise DesignDocumentError(f"The design document cannot be stored: {error}.") from error
    except json.JSONDecodeError as error:
        raise DesignDocumentError(
            f"The design document is not valid JSON: {error.msg} "
            f"at line {error.lineno}, column {error.colno}."
        ) from error
    except ValueError as error:
        raise DesignDocumentError("The design document is not valid JSON.") from error


def describe_validation_error(error: ValidationError) -> str:
    return describe_errors(error.errors(include_url=False))


def describe_errors(problems: Sequence[ErrorDetails], skip: int = 0) -> str:
    """The first problem, where it is and what is wrong, in words; `skip` drops leading parts
    of the location (a request body's own place in the request)."""
    first = problems[0]
    location = _location(first["loc"][skip:])
    if first["type"] in ("design_part", CONFLICT):
        context = first.get("ctx", {})
        message = f"{location}.{context['where']}: {context['what']}"
    else:
        message = f"{location}: {_explain(first)}"
    if len(problems) > 1:
        others = len(problems) - 1
        message += f" (and {others} more problem{'s' if others > 1 else ''})"
    return message


def _location(loc: Sequence[int | str]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "document"


_TYPE_NAMES = {
    "string_type": "text",
    "list_type": "a list",
    "model_type": "an object",
    "model_attributes_type": "an object",
    "dict_type": "an object",
}


def _explain(detail: ErrorDetails) -> str:
    kind, context = detail["type"], detail.get("ctx", {})
    if kind == "missing":
        return "is required"
    if kind in _TYPE_NAMES:
        return f"must be {_TYPE_NAMES[kind]}, not {_describe(detail['input'])}"
    if kind == "string_too_long":
        return f"must be at most {context['max_length']} characters long"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_long":
        return f"can have at most {context['max_length']} items"
    return str(detail["msg"])


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "text"
