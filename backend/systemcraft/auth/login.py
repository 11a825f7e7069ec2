"""The browser sign-in flows: Google through OpenID Connect, and local development sign-in."""

import hmac
import logging
import re
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from systemcraft.auth.models import LoginAttempt
from systemcraft.auth.oidc import OidcClient, OidcError
from systemcraft.auth.tokens import hash_token
from systemcraft.kit.clock import utcnow
from systemcraft.users.models import User
from systemcraft.users.service import upsert_user
from systemcraft.web.errors import AppError

logger = logging.getLogger("systemcraft.auth")


class LoginFailedError(AppError):
    """Sign-in did not complete. `reason` is one of a fixed set of codes the callback page
    knows how to explain; the page never shows text it was handed in the address."""

    status_code = 400
    code = "login_failed"

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class LoginStart:
    authorization_url: str
    browser_key: str


@dataclass(frozen=True)
class CompletedLogin:
    user: User
    client_state: str
    return_to: str


def begin_login(
    db: Session, oidc: OidcClient, lifetime: timedelta, client_state: str, return_to: str
) -> LoginStart:
    """Records a one-time state, nonce and PKCE verifier, bound to a key the browser keeps in
    an HttpOnly cookie, and returns where to send the browser."""
    state, nonce = secrets.token_urlsafe(32), secrets.token_urlsafe(32)
    code_verifier, browser_key = secrets.token_urlsafe(64), secrets.token_urlsafe(32)
    db.execute(delete(LoginAttempt).where(LoginAttempt.expires_at < utcnow()))
    db.add(
        LoginAttempt(
            state_hash=hash_token(state),
            browser_key_hash=hash_token(browser_key),
            nonce=nonce,
            code_verifier=code_verifier,
            client_state=client_state,
            return_to=return_to,
            expires_at=utcnow() + lifetime,
        )
    )
    db.flush()
    url = oidc.authorization_url(state=state, nonce=nonce, code_verifier=code_verifier)
    return LoginStart(authorization_url=url, browser_key=browser_key)


def _take_attempt(db: Session, state: str) -> LoginAttempt | None:
    """Deletes and returns the attempt, so a state can be used once even under a race."""
    statement = (
        delete(LoginAttempt)
        .where(LoginAttempt.state_hash == hash_token(state))
        .returning(LoginAttempt)
    )
    return db.scalars(statement).one_or_none()


def complete_login(
    db: Session, oidc: OidcClient, *, state: str, code: str, browser_key: str | None
) -> CompletedLogin:
    attempt = _take_attempt(db, state)
    if attempt is None:
        raise LoginFailedError("This sign-in link has expired or was already used", "expired")
    if browser_key is None or not hmac.compare_digest(
        attempt.browser_key_hash, hash_token(browser_key)
    ):
        raise LoginFailedError("This sign-in was started in another browser", "other_browser")
    if attempt.expires_at < utcnow():
        raise LoginFailedError("This sign-in took too long", "expired")
    try:
        token = oidc.exchange_code(code, attempt.code_verifier)
        identity = oidc.verify_id_token(token, nonce=attempt.nonce)
    except OidcError as exc:
        logger.warning("sign-in refused: %s", exc)
        raise LoginFailedError("Google could not confirm who you are", "not_confirmed") from exc
    user = upsert_user(
        db,
        subject=f"google|{identity.subject}",
        email=identity.email,
        display_name=identity.name,
        photo_url=identity.picture,
    )
    return CompletedLogin(user=user, client_state=attempt.client_state, return_to=attempt.return_to)


def dev_login(db: Session, name: str, tier: int) -> User:
    """Signs in as a local test user with the chosen tier; only ever enabled on loopback."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "user"
    user = upsert_user(
        db,
        subject=f"dev|{slug}",
        email=f"{slug}@dev.systemcraft.local",
        display_name=name.strip(),
        photo_url=None,
    )
    user.tier_id = tier
    db.flush()
    return user
