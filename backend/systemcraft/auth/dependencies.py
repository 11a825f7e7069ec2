"""Who is calling: CurrentUser, OptionalUser and tier checks, declared once."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

import jwt
from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from systemcraft.auth.oidc import OidcClient
from systemcraft.auth.rate_limit import RateLimiter
from systemcraft.auth.sessions import UnauthorizedError, user_for_access
from systemcraft.auth.tokens import AccessClaims, AccessTokenSigner
from systemcraft.db import SessionDep
from systemcraft.errors import ForbiddenError
from systemcraft.tiers import FEEDBACK_TIER
from systemcraft.users.models import User

bearer_scheme = HTTPBearer(auto_error=False, description="An access token from sign-in")
BearerDep = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer_scheme)]


@dataclass(frozen=True)
class AuthServices:
    signer: AccessTokenSigner
    oidc: OidcClient | None
    rate_limiter: RateLimiter


def get_auth(request: Request) -> AuthServices:
    services: AuthServices = request.app.state.auth
    return services


AuthDep = Annotated[AuthServices, Depends(get_auth)]


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


def optional_user(credentials: BearerDep, auth: AuthDep, db: SessionDep) -> User | None:
    """The caller when signed in, None for guests; a bad token is still an error."""
    if credentials is None:
        return None
    return current_user(access_claims(credentials, auth), db)


OptionalUser = Annotated[User | None, Depends(optional_user)]


def require_tier(minimum: int) -> Callable[[User], User]:
    """A dependency that lets only tier `minimum` and above through, with a 403 for the rest."""

    def check(user: CurrentUser) -> User:
        if user.tier_id < minimum:
            raise ForbiddenError(f"This requires a Tier {minimum}+ subscription.")
        return user

    return check


# The design coach and Run Assessment are for the feedback tier and above.
TierThreeUser = Annotated[User, Depends(require_tier(FEEDBACK_TIER))]


def per_user_limit(setting: str) -> Any:
    """A dependency that counts the signed-in user's requests against settings.<setting>, one
    budget across every endpoint that uses the same setting."""

    def dependency(request: Request, user: CurrentUser) -> None:
        rule: str = getattr(request.app.state.settings, setting)
        auth: AuthServices = request.app.state.auth
        auth.rate_limiter.check(rule, setting, f"user:{user.id}")

    return Depends(dependency)
