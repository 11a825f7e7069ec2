"""The app as the server calls it: FastAPI behind the two layers every request meets first.

A visitor's read of cached content, most of the traffic, is answered there, before FastAPI's
own layers (its telemetry, body limit and error middleware, then ours) run: together they
cost as much again as sending the body. The request id, security headers and access-log line
come first of all, so every answer carries them, a 500 from FastAPI's error layer included."""

from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from systemcraft.app_services import AppServices
from systemcraft.auth.openapi import declare_optional_sign_in
from systemcraft.cached_reads import CachedReadsMiddleware
from systemcraft.errors import declare_validation_error_shape
from systemcraft.kit.strict_json import declare_storable_text
from systemcraft.middleware import RequestContextMiddleware, security_headers


class SystemcraftApp(FastAPI):
    def __init__(self, services: AppServices, **options: Any) -> None:
        super().__init__(**options)
        cached_reads = CachedReadsMiddleware(super().__call__, services)
        headers = security_headers(services.settings.public_url)
        self._entry = RequestContextMiddleware(cached_reads, headers)

    def openapi(self) -> dict[str, Any]:
        """FastAPI's schema (built once, then cached), with what it cannot say on its own."""
        built = self.openapi_schema
        schema = super().openapi()
        if schema is not built:
            declare_optional_sign_in(schema)
            declare_validation_error_shape(schema)
            declare_storable_text(schema)
            _parameters_not_null(schema)
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
