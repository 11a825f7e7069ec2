from datetime import timedelta
from typing import Annotated, Any
from urllib.parse import urlencode

from fastapi import Cookie, Query, Request, Response, status
from fastapi.responses import RedirectResponse

from systemcraft.app_services import AuthDep, SettingsDep
from systemcraft.auth.dependencies import (
    ClaimsDep,
    CurrentUser,
    LoginRateLimit,
    RefreshRateLimit,
)
from systemcraft.auth.login import LoginFailedError, begin_login, complete_login, dev_login
from systemcraft.auth.loopback import is_direct_loopback
from systemcraft.auth.return_path import safe_return_path
from systemcraft.auth.schemas import (
    AuthConfig,
    DevLoginQuery,
    GoogleLoginQuery,
    RefreshRequest,
    SessionOut,
    UserOut,
)
from systemcraft.auth.sessions import (
    IssuedTokens,
    revoke_every_session,
    revoke_session,
    rotate_refresh_token,
    start_session,
)
from systemcraft.config import Settings
from systemcraft.db.session import SessionDep
from systemcraft.users.models import User
from systemcraft.web.errors import ErrorResponse, NotFoundError
from systemcraft.web.routing import api_router

router = api_router(prefix="/auth", tags=["auth"])
LOGIN_COOKIE = "sc_login"
LOGIN_COOKIE_PATH = "/auth/google"
CLIENT_CALLBACK = "/auth/callback"
ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorResponse},
    429: {"model": ErrorResponse},
}
# The sign-in routes answer with a redirect, never a body of their own.
REDIRECT: dict[str, Any] = {
    "status_code": status.HTTP_302_FOUND,
    "response_class": RedirectResponse,
}
LOCATION = {
    "Location": {"description": "Where the browser goes next", "schema": {"type": "string"}}
}
SIGN_IN_ANSWERS: dict[int | str, dict[str, Any]] = {
    302: {"headers": LOCATION},
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
    429: {"model": ErrorResponse},
}


def _session_out(tokens: IssuedTokens) -> SessionOut:
    return SessionOut(
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
        expires_in=tokens.expires_in,
        expires_at=tokens.expires_at,
        user=UserOut.model_validate(tokens.user),
    )


def _signed_in_redirect(
    settings: Settings,
    db: SessionDep,
    auth: AuthDep,
    user: User,
    client_state: str,
    return_to: str,
) -> Response:
    lifetime = timedelta(seconds=settings.refresh_token_ttl_seconds)
    session = _session_out(start_session(db, user, auth.signer, lifetime))
    echoed = {"client_state": client_state, "return_to": safe_return_path(return_to)}
    fragment = urlencode({**session.model_dump(exclude={"user"}), **echoed})
    return RedirectResponse(f"{CLIENT_CALLBACK}#{fragment}", status.HTTP_302_FOUND)


def _failed_redirect(reason: str) -> RedirectResponse:
    """Only a code goes back: the page explains the codes it knows, never free text."""
    fragment = urlencode({"error": reason})
    response = RedirectResponse(f"{CLIENT_CALLBACK}#{fragment}", status.HTTP_302_FOUND)
    response.delete_cookie(LOGIN_COOKIE, path=LOGIN_COOKIE_PATH)
    return response


@router.get("/config", operation_id="authConfig")
def auth_config(settings: SettingsDep) -> AuthConfig:
    return AuthConfig(google=settings.google_enabled, dev_login=settings.auth_dev_login)


@router.get(
    "/google/login",
    operation_id="googleLogin",
    response_description="To Google's sign-in page",
    responses=SIGN_IN_ANSWERS,
    **REDIRECT,
)
def google_login(
    settings: SettingsDep,
    db: SessionDep,
    auth: AuthDep,
    query: Annotated[GoogleLoginQuery, Query()],
    _: LoginRateLimit,
) -> Response:
    """Starts Google sign-in: a one-time state, nonce and PKCE challenge, then the redirect."""
    if auth.oidc is None:
        raise NotFoundError("Google sign-in is not configured on this server.")
    lifetime = timedelta(seconds=settings.login_attempt_ttl_seconds)
    return_to = safe_return_path(query.return_to)
    start = begin_login(db, auth.oidc, lifetime, query.client_state, return_to)
    response = RedirectResponse(start.authorization_url, status.HTTP_302_FOUND)
    response.set_cookie(
        LOGIN_COOKIE,
        start.browser_key,
        max_age=settings.login_attempt_ttl_seconds,
        path=LOGIN_COOKIE_PATH,
        httponly=True,
        samesite="lax",
        secure=settings.base_url.startswith("https://"),
    )
    return response


@router.get("/google/callback", operation_id="googleCallback", include_in_schema=False)
def google_callback(
    settings: SettingsDep,
    db: SessionDep,
    auth: AuthDep,
    _: LoginRateLimit,
    state: str = "",
    code: str = "",
    error: str = "",
    sc_login: Annotated[str | None, Cookie()] = None,
) -> Response:
    if auth.oidc is None:
        raise NotFoundError("Google sign-in is not configured on this server.")
    if error:
        return _failed_redirect("cancelled" if error == "access_denied" else "login_failed")
    if not state or not code:
        return _failed_redirect("incomplete")
    try:
        login = complete_login(db, auth.oidc, state=state, code=code, browser_key=sc_login)
    except LoginFailedError as exc:
        # The attempt was consumed; keep that even though sign-in failed.
        db.commit()
        return _failed_redirect(exc.reason)
    response = _signed_in_redirect(
        settings, db, auth, login.user, login.client_state, login.return_to
    )
    response.delete_cookie(LOGIN_COOKIE, path=LOGIN_COOKIE_PATH)
    return response


@router.get(
    "/dev-login",
    operation_id="devLogin",
    response_description="To /auth/callback, with the session in the fragment",
    responses=SIGN_IN_ANSWERS,
    **REDIRECT,
)
def development_login(
    request: Request,
    settings: SettingsDep,
    db: SessionDep,
    auth: AuthDep,
    query: Annotated[DevLoginQuery, Query()],
    _: LoginRateLimit,
) -> Response:
    """Local development only: sign in as NAME with tier N, exactly like a Google sign-in.
    Answers only requests made on this machine, never through a proxy or a tunnel."""
    if not settings.auth_dev_login or not is_direct_loopback(request):
        raise NotFoundError("No API route matches /auth/dev-login.")
    user = dev_login(db, query.name, query.tier)
    return _signed_in_redirect(
        settings, db, auth, user, query.client_state, safe_return_path(query.return_to)
    )


@router.post("/token/refresh", operation_id="refreshSession", responses=ERRORS)
def refresh(body: RefreshRequest, db: SessionDep, auth: AuthDep, _: RefreshRateLimit) -> SessionOut:
    """Trades a refresh token for a new session; the old refresh token stops working."""
    return _session_out(rotate_refresh_token(db, body.refresh_token, auth.signer))


@router.get("/user", operation_id="currentUser", responses=ERRORS)
def user(current: CurrentUser) -> UserOut:
    return UserOut.model_validate(current)


@router.post(
    "/signout",
    operation_id="signOut",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=ERRORS,
)
def signout(claims: ClaimsDep, current: CurrentUser, db: SessionDep) -> None:
    """Ends this sign-in everywhere: its refresh tokens and access tokens stop working."""
    revoke_session(db, claims.session_id, reason="signed_out")


@router.post(
    "/signout-everywhere",
    operation_id="signOutEverywhere",
    status_code=status.HTTP_204_NO_CONTENT,
    responses={401: {"model": ErrorResponse}},
)
def signout_everywhere(current: CurrentUser, db: SessionDep) -> None:
    """Ends every sign-in of this user, on every browser and device: other tabs and devices
    find their next refresh refused."""
    revoke_every_session(db, current.id, reason="signed_out_everywhere")
