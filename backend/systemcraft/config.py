"""Application settings, read once from the environment and validated at start."""

import ipaddress
import os
from functools import lru_cache
from pathlib import Path
from typing import Literal, Self

from pydantic import Field, SecretStr, field_validator, model_validator
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


def is_loopback_host(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


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


CGROUP_CPU_LIMITS = (
    Path("/sys/fs/cgroup/cpu.max"),  # cgroup v2: "<quota> <period>" or "max <period>"
    Path("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),  # cgroup v1: the quota; the period beside it
)


def cpu_quota(limits: tuple[Path, ...] = CGROUP_CPU_LIMITS) -> int | None:
    """The CPUs a container's quota allows (`--cpus`, a Kubernetes limit), rounded up; None
    when there is none. Affinity alone shows the host's CPUs under a quota."""
    for path in limits:
        try:
            fields = path.read_text().split()
            if path.name == "cpu.cfs_quota_us":
                fields.append((path.parent / "cpu.cfs_period_us").read_text().strip())
        except OSError:
            continue
        if len(fields) == 2 and fields[0].lstrip("-").isdigit() and fields[1].isdigit():
            quota, period = int(fields[0]), int(fields[1])
            if quota > 0 and period > 0:
                return max(1, -(-quota // period))
        return None
    return None


def _cpu_count() -> int:
    """The CPUs this process may use: those it may run on, within a container's quota."""
    if hasattr(os, "sched_getaffinity"):
        available = len(os.sched_getaffinity(0))
    else:
        available = os.cpu_count() or 1
    quota = cpu_quota()
    return min(available, quota) if quota else available


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    app_env: Literal["development", "test", "production"] = "development"
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    database_url: str = "sqlite:///./data/systemcraft.db.engine"
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    content_dir: Path = REPO_ROOT / "content"
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    data_dir: Path = Path("./data")
    # How long a request waits on the database (connect, statement, a free pooled connection)
    # before it gives up with a 503.
    database_timeout_seconds: float = Field(default=5.0, ge=0.5, le=60)
    # Addresses of reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed,
    # comma-separated ("127.0.0.1" or "*"). Empty: the peer address is the client.
    trusted_proxies: str = ""

    # Sign-in. Without Google credentials the app runs in guest mode.
    public_url: str | None = None
    google_client_id: str | None = None
    google_client_secret: SecretStr | None = None
    oidc_issuer: str = "https://accounts.google.com"
    auth_dev_login: bool = False
    jwt_secret: SecretStr | None = None
    access_token_ttl_seconds: int = Field(default=3600, ge=30, le=86400)
    refresh_token_ttl_seconds: int = Field(default=30 * 86400, ge=300)
    login_attempt_ttl_seconds: int = Field(default=600, ge=30, le=3600)
    redis_url: str | None = None
    # Prefixes this app's keys in Redis, so apps (or test runs) sharing one Redis stay apart.
    redis_key_prefix: str = Field(default="systemcraft", min_length=1, pattern=r"^[\w.:-]+$")
    auth_rate_limit: str = "20/minute"
    refresh_rate_limit: str = "60/minute"
    coach_rate_limit: str = "30/minute"
    # The same routes (Run Assessment, submissions, the coach) per client address, across its
    # accounts; counted before the per-account budget.
    coach_address_rate_limit: str = "60/minute"
    waitlist_rate_limit: str = "10/hour"
    # Saves of designs per account: autosave sends at most one a second from each tab.
    design_save_rate_limit: str = "120/minute"

    # Assessments, the coach's work and bodies larger than 64 KB (designs) run at most this
    # many at once (see web/work_gate.py); a request waits for its turn up to ENGINE_QUEUE_SECONDS
    # and its work may take up to ENGINE_BUDGET_SECONDS; past either, a 503 with Retry-After.
    engine_workers: int = Field(default_factory=_cpu_count, ge=1, le=64)
    engine_queue_seconds: float = Field(default=2.0, gt=0, le=60)
    engine_budget_seconds: float = Field(default=3.0, gt=0, le=120)

    # Optional OpenAI-compatible model for the coach's and the analysis's wording.
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str | None = None
    llm_timeout_seconds: float = Field(default=20.0, gt=0, le=120)

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: str) -> str:
        return normalise_database_url(value)

    @field_validator("public_url", "oidc_issuer", "llm_base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https://")
        return value.rstrip("/") if value else value

    @field_validator("jwt_secret")
    @classmethod
    def _strong_secret(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and len(value.get_secret_value()) < 32:
            raise ValueError("must be at least 32 characters")
        return value

    @field_validator(
        "auth_rate_limit",
        "refresh_rate_limit",
        "coach_rate_limit",
        "coach_address_rate_limit",
        "waitlist_rate_limit",
        "design_save_rate_limit",
    )
    @classmethod
    def _rate(cls, value: str) -> str:
        from limits import parse

        try:
            parse(value)
        except ValueError as exc:
            raise ValueError("must look like 20/minute") from exc
        return value

    @model_validator(mode="after")
    def _safe_combinations(self) -> Self:
        if self.auth_dev_login and self.app_env == "production":
            raise ValueError("AUTH_DEV_LOGIN cannot be on when APP_ENV=production")
        if self.auth_dev_login and not is_loopback_host(self.host):
            raise ValueError("AUTH_DEV_LOGIN only works when HOST is a loopback address")
        if self.app_env == "production" and self.jwt_secret is None:
            raise ValueError("JWT_SECRET must be set when APP_ENV=production")
        if bool(self.google_client_id) != bool(self.google_client_secret):
            raise ValueError("set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither")
        llm = (self.llm_base_url, self.llm_api_key, self.llm_model)
        if any(llm) and not all(llm):
            raise ValueError("set all of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL, or none")
        return self

    @property
    def google_enabled(self) -> bool:
        return bool(self.google_client_id and self.google_client_secret)

    @property
    def base_url(self) -> str:
        return self.public_url or f"http://{self.host}:{self.port}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
