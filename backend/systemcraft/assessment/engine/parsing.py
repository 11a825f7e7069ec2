"""From untrusted input to a DesignDocument, or a DesignDocumentError with a one-line reason."""

import json
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from systemcraft import strict_json
from systemcraft.assessment.engine.document import (
    MAX_COMPONENTS,
    MAX_CONNECTIONS,
    MAX_DOCUMENT_BYTES,
    Design,
    DesignDocument,
)
from systemcraft.assessment.engine.errors import DesignDocumentError


def parse_document(raw: object) -> DesignDocument:
    """Validate a decoded JSON value (or JSON text/bytes) as an export document."""
    if isinstance(raw, str | bytes | bytearray):
        raw = decode_document(raw)
    if not isinstance(raw, dict):
        raise DesignDocumentError("The design document must be a JSON object.")
    _check_counts(raw)
    try:
        document = DesignDocument.model_validate(raw)
    except ValidationError as error:
        raise DesignDocumentError(describe_validation_error(error)) from error
    _check_references(document.design)
    return document


def decode_document(text: str | bytes | bytearray) -> dict[str, Any]:
    """JSON text or bytes to the object it holds, within the size limit; not yet validated."""
    value = _decode(text)
    if not isinstance(value, dict):
        raise DesignDocumentError("The design document must be a JSON object.")
    return value


def _decode(text: str | bytes | bytearray) -> Any:
    size = len(text.encode()) if isinstance(text, str) else len(text)
    if size > MAX_DOCUMENT_BYTES:
        raise DesignDocumentError("The design document is larger than 2 MB.")
    try:
        return strict_json.loads(text)
    except strict_json.UnsafeJsonError as error:
        raise DesignDocumentError(f"The design document cannot be stored: {error}.") from error
    except json.JSONDecodeError as error:
        raise DesignDocumentError(
            f"The design document is not valid JSON: {error.msg} "
            f"at line {error.lineno}, column {error.colno}."
        ) from error
    except ValueError as error:
        raise DesignDocumentError("The design document is not valid JSON.") from error


def _check_counts(raw: dict[Any, Any]) -> None:
    # Before validation, so a huge list is refused without building a model for every item.
    design = raw.get("design")
    if not isinstance(design, dict):
        return
    for field, limit in (("components", MAX_COMPONENTS), ("connections", MAX_CONNECTIONS)):
        items = design.get(field)
        if isinstance(items, list) and len(items) > limit:
            raise DesignDocumentError(
                f"design.{field}: a design can have at most {limit} {field} "
                f"(this one has {len(items)})."
            )


def _check_references(design: Design) -> None:
    component_ids: set[str] = set()
    for index, component in enumerate(design.components):
        if component.id in component_ids:
            raise DesignDocumentError(
                f"design.components[{index}].id: another component already has the id "
                f"{component.id!r}"
            )
        component_ids.add(component.id)
    connection_ids: set[str] = set()
    for index, connection in enumerate(design.connections):
        if connection.id in connection_ids:
            raise DesignDocumentError(
                f"design.connections[{index}].id: another connection already has the id "
                f"{connection.id!r}"
            )
        connection_ids.add(connection.id)
        for end in ("start", "end"):
            target = getattr(connection, end)
            if target not in component_ids:
                raise DesignDocumentError(
                    f"design.connections[{index}].{end}: no component has the id {target!r}"
                )


def describe_validation_error(error: ValidationError) -> str:
    problems = error.errors(include_url=False)
    first = problems[0]
    message = f"{_location(first['loc'])}: {_explain(first)}"
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
