"""The app as the server calls it: FastAPI behind the two layers every request meets first.

A visitor's read of cached content, most of the traffic, is answered there, before FastAPI's
own layers (its telemetry, body limit and error middleware, then ours) run: together they
cost as much again as sending the body. The request id, security headers and access-log line
come first of all, so every answer carries them, a 500 from FastAPI's error layer included."""

from collections.abc import Callable, Sequence
from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from systemcraft.kit.strict_json import declare_storable_text
from systemcraft.web.cached_reads import CachedReadsMiddleware, VisitorReads
from systemcraft.web.errors import declare_validation_error_shape
from systemcraft.web.middleware import RequestContextMiddleware, security_headers

# Adds to the OpenAPI schema what a feature's dependencies cannot say (optional sign-in).
SchemaDeclaration = Callable[[dict[str, Any]], None]


class SystemcraftApp(FastAPI):
    def __init__(
        self,
        *,
        visitor_reads: VisitorReads,
        public_url: str | None,
        declarations: Sequence[SchemaDeclaration] = (),
        **options: Any,
    ) -> None:
        super().__init__(**options)
        cached_reads = CachedReadsMiddleware(super().__call__, visitor_reads)
        self._entry = RequestContextMiddleware(cached_reads, security_headers(public_url))
        self._declarations = (
            *declarations,
            declare_validation_error_shape,
            declare_storable_text,
            _parameters_not_null,
        )

    def openapi(self) -> dict[str, Any]:
        """FastAPI's schema (built once, then cached), with what it cannot say on its own."""
        built = self.openapi_schema
        schema = super().openapi()
        if schema is not built:
            for declare in self._declarations:
                declare(schema)
        return schema

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._entry(scope, receive, send)


def _parameters_not_null(schema: dict[str, Any]) -> None:
    """An optional parameter (`str | None`) is one that may be left out, which `required: false`
    says; FastAPI also lets its value be null, which no header, query or path can carry (a
    client would send the text "null")."""
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for parameter in operation.get("parameters", []) if isinstance(operation, dict) else []:
                declared = parameter.get("schema", {})
                branches = declared.get("anyOf", [])
                kept = [branch for branch in branches if branch != {"type": "null"}]
                if len(kept) == 1 and len(branches) == 2:
                    del declared["anyOf"]
                    parameter["schema"] = {**kept[0], **declared}
