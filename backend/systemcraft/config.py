"""Application settings, read once from the environment and validated at start."""

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

REPO_ROOT = Path(__file__).resolve().parents[2]

# Hosting providers hand out plain URLs; SQLAlchemy needs the driver spelled out.
_DRIVER_ALIASES = {
    "postgres": "postgresql+psycopg",
    "postgresql": "postgresql+psycopg",
    "sqlite": "sqlite+pysqlite",
}


def normalise_database_url(raw: str) -> str:
    """Map the URL forms users paste to the driver we ship, rejecting anything else."""
    scheme, separator, rest = raw.strip().partition("://")
    if not separator or not rest:
        raise ValueError("must look like sqlite:///path/to.db or postgresql://user@host/db")
    scheme = _DRIVER_ALIASES.get(scheme, scheme)
    if scheme not in ("sqlite+pysqlite", "postgresql+psycopg"):
        raise ValueError(f"unsupported database scheme {scheme!r}; use sqlite or postgresql")
    url = f"{scheme}://{rest}"
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError) as exc:
        raise ValueError(f"cannot be parsed ({exc})") from exc
    if scheme.startswith("postgresql") and not (parsed.host and parsed.database):
        raise ValueError("a PostgreSQL URL needs a host and a database name")
    if scheme.startswith("sqlite") and not parsed.database:
        raise ValueError("a SQLite URL needs a file path, for example sqlite:///./data/app.db")
    return url


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: Literal["development", "test", "production"] = "development"
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    database_url: str = "sqlite:///./data/systemcraft.db"
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: str) -> str:
        return normalise_database_url(value)


@lru_cache
def get_settings() -> Settings:
    return Settings()
