"""The app factory: one process serves the API and the built front end."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.routing import APIRoute
from sqlalchemy.orm import sessionmaker

from systemcraft.app_services import AppServices, install_services
from systemcraft.assessment.routes import router as assessment_router
from systemcraft.auth.routes import router as auth_router
from systemcraft.auth.services import build_auth_services
from systemcraft.coach.routes import router as coach_router
from systemcraft.compression import CompressionMiddleware
from systemcraft.config import Settings, get_settings
from systemcraft.content_cache import ContentCache
from systemcraft.curriculum.revision import RevisionWatcher
from systemcraft.curriculum.routes import router as curriculum_router
from systemcraft.db import create_db_engine
from systemcraft.entry import SystemcraftApp
from systemcraft.errors import ErrorResponse, install_error_handlers
from systemcraft.health.routes import router as health_router
from systemcraft.learn.routes import router as learn_router
from systemcraft.llm import LlmClient
from systemcraft.logging_setup import configure_logging
from systemcraft.practice.routes import router as practice_router
from systemcraft.request_limits import RequestLimitsMiddleware
from systemcraft.spa import SinglePageApp
from systemcraft.waitlist.routes import router as waitlist_router
from systemcraft.work_gate import WorkGate

API_ROUTERS = (
    health_router,
    auth_router,
    learn_router,
    practice_router,
    assessment_router,
    coach_router,
    curriculum_router,
    waitlist_router,
)


def _operation_id(route: APIRoute) -> str:
    return route.name


def build_services(settings: Settings) -> AppServices:
    engine = create_db_engine(
        settings.database_url,
        statement_timeout=settings.database_timeout_seconds,
        pool_timeout=settings.database_timeout_seconds,
    )
    session_factory = sessionmaker(engine, expire_on_commit=False)
    return AppServices(
        settings=settings,
        engine=engine,
        session_factory=session_factory,
        auth=build_auth_services(settings),
        llm=LlmClient.from_settings(settings),
        content_cache=ContentCache(),
        revision=RevisionWatcher(session_factory),
        work_gate=WorkGate(
            settings.engine_workers, settings.engine_queue_seconds, settings.engine_budget_seconds
        ),
    )


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    configure_logging(settings.log_level)
    services = build_services(settings)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        services.engine.dispose()

    app = SystemcraftApp(
        services,
        title="Systemcraft API",
        version="0.1.0",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
        generate_unique_id_function=_operation_id,
        responses={
            413: {"model": ErrorResponse, "description": "The request body is too large"},
            500: {"model": ErrorResponse, "description": "Unexpected server error"},
            503: {"model": ErrorResponse, "description": "The database is not available"},
        },
    )
    install_services(app, services)
    install_error_handlers(app)
    for router in API_ROUTERS:
        app.include_router(router)
    # The router falls back to the SPA only when no route matches at all, so a wrong method
    # on an API path still gets its 405 instead of the app shell.
    app.router.default = SinglePageApp(settings.frontend_dist)
    app.add_middleware(RequestLimitsMiddleware)
    # JSON above 1 KB; the front end's files are compressed when built, and the content
    # routes' bodies once per revision: both pass through.
    app.add_middleware(CompressionMiddleware)
    return app
