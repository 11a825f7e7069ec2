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
        return schema

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._entry(scope, receive, send)
