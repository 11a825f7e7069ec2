"""The app's long-lived services in one typed object: built once by create_app (main.py), kept
on the app, and read by endpoints only through the dependency aliases declared here."""

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker
from starlette.applications import Starlette

from systemcraft.auth.services import AuthServices
from systemcraft.config import Settings
from systemcraft.curriculum.content_reads import ContentReads
from systemcraft.db.session import install_sessions
from systemcraft.kit.llm import LlmClient
from systemcraft.web.work_gate import WorkGate, install_work_gate


@dataclass(frozen=True)
class AppServices:
    settings: Settings
    engine: Engine
    session_factory: sessionmaker[Session]
    auth: AuthServices
    # None when no model is configured: callers then use their built-in text.
    llm: LlmClient | None
    # The content revision (read from the database at most once a second) and the values
    # built from it: the lists and lessons served from memory.
    content: ContentReads
    # At most a few assessments, coach answers and large bodies at once, each on a time budget.
    work_gate: WorkGate


def install_services(app: Starlette, services: AppServices) -> None:
    """Keeps the services on the app; the layers below the features (the session, the work
    gate) are handed their own piece, so that they never import this module."""
    app.state.services = services
    install_sessions(app, services.session_factory)
    install_work_gate(app, services.work_gate)


def services_of(app: Starlette) -> AppServices:
    """The one place that reads the app's state."""
    services: AppServices = app.state.services
    return services


# The getters are async: FastAPI runs a plain function dependency in a worker thread, which
# cost the routes that never touch the database a thread hop per request.
async def get_services(request: Request) -> AppServices:
    return services_of(request.app)


ServicesDep = Annotated[AppServices, Depends(get_services)]


async def get_settings(services: ServicesDep) -> Settings:
    return services.settings


async def get_auth(services: ServicesDep) -> AuthServices:
    return services.auth


async def get_llm(services: ServicesDep) -> LlmClient | None:
    return services.llm


async def get_content(services: ServicesDep) -> ContentReads:
    return services.content


async def get_work_gate(services: ServicesDep) -> WorkGate:
    return services.work_gate


SettingsDep = Annotated[Settings, Depends(get_settings)]
AuthDep = Annotated[AuthServices, Depends(get_auth)]
LlmDep = Annotated[LlmClient | None, Depends(get_llm)]
ContentDep = Annotated[ContentReads, Depends(get_content)]
WorkGateDep = Annotated[WorkGate, Depends(get_work_gate)]
