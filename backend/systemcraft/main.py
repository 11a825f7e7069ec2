"""The app factory: one process serves the API and the built front end."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.routing import APIRoute
from sqlalchemy.orm import sessionmaker

from systemcraft.app_services import AppServices, install_services
from systemcraft.assessment.routes import router as assessment_router
from systemcraft.auth.before_body import caller_check
from systemcraft.auth.openapi import declare_optional_sign_in
from systemcraft.auth.routes import router as auth_router
from systemcraft.auth.services import build_auth_services
from systemcraft.coach.routes import router as coach_router
from systemcraft.config import Settings, get_settings
from systemcraft.curriculum.content_reads import ContentReads
from systemcraft.curriculum.revision import RevisionWatcher
from systemcraft.curriculum.routes import router as curriculum_router
from systemcraft.curriculum.search_index import SEARCH_INDEX
from systemcraft.db.engine import create_db_engine
from systemcraft.health.routes import router as health_router
from systemcraft.kit.llm import LlmClient
from systemcraft.learn import bodies as learn_bodies
from systemcraft.learn.routes import router as learn_router
from systemcraft.logging_setup import configure_logging
from systemcraft.practice import bodies as practice_bodies
from systemcraft.practice.routes import router as practice_router
from systemcraft.simulation.routes import router as simulation_router
from systemcraft.waitlist.routes import router as waitlist_router
from systemcraft.web.app import SystemcraftApp
from systemcraft.web.compression import CompressionMiddleware
from systemcraft.web.errors import ErrorResponse, install_error_handlers
from systemcraft.web.request_limits import RequestLimitsMiddleware
from systemcraft.web.routing import install_caller_check
from systemcraft.web.spa import SinglePageApp
from systemcraft.web.work_gate import WorkGate

API_ROUTERS = (
    health_router,
    auth_router,
    learn_router,
    practice_router,
    assessment_router,
    simulation_router,
    coach_router,
    curriculum_router,
    waitlist_router,
)


# Every read answered from memory once built, as each feature declares it.
CACHED_READS = (*learn_bodies.CACHED_READS, *practice_bodies.CACHED_READS, SEARCH_INDEX)


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
        llm=_llm_client(settings),
        content=ContentReads(session_factory, RevisionWatcher(session_factory), CACHED_READS),
        work_gate=WorkGate(
            settings.engine_workers, settings.engine_queue_seconds, settings.engine_budget_seconds
        ),
    )


def _llm_client(settings: Settings) -> LlmClient | None:
    """The optional model, when all three of its settings are given."""
    if not (settings.llm_base_url and settings.llm_api_key and settings.llm_model):
        return None
    return LlmClient(
        base_url=settings.llm_base_url,
        api_key=settings.llm_api_key.get_secret_value(),
        model=settings.llm_model,
        timeout_seconds=settings.llm_timeout_seconds,
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
        visitor_reads=services.content,
        public_url=settings.public_url,
        declarations=(declare_optional_sign_in,),
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
    install_caller_check(app, caller_check)
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
