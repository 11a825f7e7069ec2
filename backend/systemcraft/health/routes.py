from typing import Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from systemcraft.errors import ErrorResponse, ServiceUnavailableError

router = APIRouter(tags=["health"])


class HealthStatus(BaseModel):
    status: Literal["ok"] = "ok"


@router.get("/healthz", operation_id="healthz")
def healthz() -> HealthStatus:
    """The process is alive; says nothing about its dependencies."""
    return HealthStatus()


@router.get(
    "/readyz",
    operation_id="readyz",
    responses={503: {"model": ErrorResponse, "description": "The database does not answer"}},
)
def readyz(request: Request) -> HealthStatus:
    """The app can serve traffic: its database answers a trivial query."""
    try:
        with request.app.state.engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except SQLAlchemyError as exc:
        reason = type(getattr(exc, "orig", None) or exc).__name__
        raise ServiceUnavailableError(f"The database is not reachable ({reason}).") from exc
    return HealthStatus()
