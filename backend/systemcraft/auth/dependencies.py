"""Who is calling: CurrentUser, OptionalUser, the feedback-tier check and the rate limits,
declared once."""

from collections.abc import Callable
from typing import Annotated, Any

import jwt
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool

from systemcraft.app_services import AppServices, AuthDep, ServicesDep, SettingsDep
from systemcraft.auth.sessions import UnauthorizedError, user_for_access
from systemcraft.auth.tokens import AccessClaims
from systemcraft.db.session import SessionDep
from systemcraft.users.models import User
from systemcraft.users.tiers import FEEDBACK_TIER, SIMULATION_TIER, sees_feedback, simulates
from systemcraft.web.errors import ForbiddenError

bearer_scheme = HTTPBearer(auto_error=False, description="An access token from sign-in")
BearerDep = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer_scheme)]
# The same token where a visitor may call too: auth/openapi.py declares it optional there.
optional_bearer_scheme = HTTPBearer(
    auto_error=False, scheme_name="OptionalHTTPBearer", description=bearer_scheme.model.description
)
OptionalBearerDep = Annotated[HTTPAuthorizationCredentials | None, Depends(optional_bearer_scheme)]


def access_claims(credentials: BearerDep, auth: AuthDep) -> AccessClaims:
    if credentials is None:
        raise UnauthorizedError("Sign in to continue.")
    try:
        return auth.signer.verify(credentials.credentials)
    except jwt.InvalidTokenError as exc:
        raise UnauthorizedError("Your session is not valid. Please sign in again.") from exc


ClaimsDep = Annotated[AccessClaims, Depends(access_claims)]


def current_user(claims: ClaimsDep, db: SessionDep) -> User:
    return user_for_access(db, claims)


CurrentUser = Annotated[User, Depends(current_user)]


def optional_user(credentials: OptionalBearerDep, auth: AuthDep, db: SessionDep) -> User | None:
    """The caller when signed in, None for guests; a bad token is still an error."""
    if credentials is None:
        return None
    return current_user(access_claims(credentials, auth), db)


OptionalUser = Annotated[User | None, Depends(optional_user)]


async def optional_caller(credentials: OptionalBearerDep, services: ServicesDep) -> User | None:
    """OptionalUser for the routes that run on the event loop: a visitor costs no database
    query and no thread; a token is checked exactly as OptionalUser checks it, its session and
    user read in a worker thread."""
    if credentials is None:
        return None
    claims = access_claims(credentials, services.auth)
    return await run_in_threadpool(signed_in_user, services, claims)


def signed_in_user(services: AppServices, claims: AccessClaims) -> User:
    """The user behind live claims, read in a session of its own (call it in a worker thread)."""
    with services.session_factory() as db:
        return user_for_access(db, claims)


OptionalCaller = Annotated[User | None, Depends(optional_caller)]


def feedback_tier_user(user: CurrentUser) -> User:
    """The design coach and Run Assessment: the feedback tier and above, a 403 for the rest."""
    if not sees_feedback(user):
        raise ForbiddenError(f"This requires a Tier {FEEDBACK_TIER}+ subscription.")
    return user


TierThreeUser = Annotated[User, Depends(feedback_tier_user)]


def simulation_tier_user(user: CurrentUser) -> User:
    """Running a design under load: tier 1 and above, a 403 for the rest."""
    if not simulates(user):
        raise ForbiddenError(f"This requires a Tier {SIMULATION_TIER}+ subscription.")
    return user


TierOneUser = Annotated[User, Depends(simulation_tier_user)]


def _count(settings: SettingsDep, auth: AuthDep, setting: str, *keys: str) -> None:
    rule: str = getattr(settings, setting)
    auth.rate_limiter.check(rule, setting, *keys)


def client_address(request: Request) -> str:
    # The real client: behind TRUSTED_PROXIES, uvicorn has already put X-Forwarded-For here.
    return request.client.host if request.client else "unknown"


def limit(setting: str) -> Any:
    """A dependency that counts this request against the rule in settings.<setting>, per
    endpoint and client address."""

    def dependency(request: Request, settings: SettingsDep, auth: AuthDep) -> None:
        _count(settings, auth, setting, request.url.path, client_address(request))

    return Depends(dependency)


# The per-address and per-user limits of routes that take a body are counted before the body
# is read (before_body.py), so that requests past a limit cost no parsing; the dependency then
# finds its request counted. Keyed by the dependency's function: (what it counts by, setting).
COUNTED_BEFORE_BODY: dict[Callable[..., None], tuple[str, str]] = {}


def count_limit(request: Request, services: AppServices, per: str, setting: str, key: str) -> None:
    """Counts this request against settings.<setting> once, whichever check comes first."""
    counted: set[str] = request.scope.setdefault("systemcraft.counted_limits", set())
    if setting in counted:
        return
    counted.add(setting)
    _count(services.settings, services.auth, setting, f"{per}:{key}")


def per_address_limit(setting: str) -> Any:
    """A dependency that counts a client address's requests against settings.<setting>, one
    budget across every endpoint and account that uses the same setting."""

    def dependency(request: Request, services: ServicesDep) -> None:
        count_limit(request, services, "address", setting, client_address(request))

    COUNTED_BEFORE_BODY[dependency] = ("address", setting)
    return Depends(dependency)


def per_user_limit(setting: str) -> Any:
    """A dependency that counts the signed-in user's requests against settings.<setting>, one
    budget across every endpoint that uses the same setting."""

    def dependency(request: Request, user: CurrentUser, services: ServicesDep) -> None:
        count_limit(request, services, "user", setting, str(user.id))

    COUNTED_BEFORE_BODY[dependency] = ("user", setting)
    return Depends(dependency)


LoginRateLimit = Annotated[None, limit("auth_rate_limit")]
RefreshRateLimit = Annotated[None, limit("refresh_rate_limit")]
