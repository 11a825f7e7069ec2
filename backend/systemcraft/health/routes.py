from typing import Literal

import anyio
from pydantic import BaseModel
from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

from systemcraft.app_services import ServicesDep
from systemcraft.web.errors import ErrorResponse, ServiceUnavailableError
from systemcraft.web.routing import api_router

router = api_router(tags=["health"])


class HealthStatus(BaseModel):
    status: Literal["ok"] = "ok"


@router.get("/healthz", operation_id="healthz")
async def healthz() -> HealthStatus:
    """The process is alive; says nothing about its dependencies. It runs on the event loop,
    so it answers even when every worker thread is waiting on the database."""
    return HealthStatus()


@router.get(
    "/readyz",
    operation_id="readyz",
    responses={503: {"model": ErrorResponse, "description": "The database does not answer"}},
)
async def readyz(services: ServicesDep) -> HealthStatus:
    """The app can serve traffic: its database answers a trivial query within the timeout."""
    try:
        # Abandoned on time-out: the connection's own deadline ends the thread soon after.
        with anyio.fail_after(services.settings.database_timeout_seconds):
            await anyio.to_thread.run_sync(_ping, services.engine, abandon_on_cancel=True)
    except TimeoutError as exc:
        raise ServiceUnavailableError("The database did not answer in time.") from exc
    except SQLAlchemyError as exc:
        reason = type(getattr(exc, "orig", None) or exc).__name__
        raise ServiceUnavailableError(f"The database is not reachable ({reason}).") from exc
    return HealthStatus()


def _ping(engine: Engine) -> None:
    with engine.connect() as connection:
        connection.execute(text("SELECT 1"))
