"""Sign-in sessions: issuing tokens, rotating refresh tokens with reuse detection, revoking."""

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, select, update
from sqlalchemy.orm import Session, aliased

from systemcraft.auth.models import AuthSession, RefreshToken
from systemcraft.auth.tokens import AccessClaims, AccessTokenSigner, hash_token, new_refresh_token
from systemcraft.kit.clock import utcnow
from systemcraft.users.models import User
from systemcraft.web.errors import AppError

security_log = logging.getLogger("systemcraft.security")
# A refresh token presented again this soon after its rotation is a race, not a theft.
REUSE_GRACE = timedelta(seconds=10)
# The same table again, for the tokens issued after the one being looked at.
Later = aliased(RefreshToken)


class UnauthorizedError(AppError):
    status_code = 401
    code = "unauthorized"

    def headers(self) -> dict[str, str]:
        return {"WWW-Authenticate": "Bearer"}


@dataclass(frozen=True)
class IssuedTokens:
    access_token: str
    refresh_token: str
    expires_in: int
    expires_at: int
    user: User


def _issue(db: Session, auth_session: AuthSession, signer: AccessTokenSigner) -> IssuedTokens:
    refresh_token = new_refresh_token()
    db.add(RefreshToken(token_hash=hash_token(refresh_token), session_id=auth_session.id))
    access_token, expires_at = signer.issue(auth_session.user_id, auth_session.id)
    db.flush()
    return IssuedTokens(
        access_token=access_token,
        refresh_token=refresh_token,
        expires_in=int(signer.ttl.total_seconds()),
        expires_at=expires_at,
        user=auth_session.user,
    )


def start_session(
    db: Session, user: User, signer: AccessTokenSigner, lifetime: timedelta
) -> IssuedTokens:
    auth_session = AuthSession(
        id=secrets.token_hex(16), user_id=user.id, expires_at=utcnow() + lifetime
    )
    auth_session.user = user
    db.add(auth_session)
    db.flush()
    security_log.info("session %s started for user %s", auth_session.id, user.id)
    return _issue(db, auth_session, signer)


def _is_live(auth_session: AuthSession) -> bool:
    return auth_session.revoked_at is None and auth_session.expires_at > utcnow()


def rotate_refresh_token(db: Session, raw_token: str, signer: AccessTokenSigner) -> IssuedTokens:
    stored = db.scalar(select(RefreshToken).where(RefreshToken.token_hash == hash_token(raw_token)))
    if stored is None or not _is_live(stored.session):
        raise UnauthorizedError("This session has ended. Please sign in again.")
    # Claim the token atomically: of two concurrent refreshes only one sees a row to update.
    claimed = db.execute(
        update(RefreshToken)
        .where(RefreshToken.id == stored.id, RefreshToken.used_at.is_(None))
        .values(used_at=utcnow())
    )
    if claimed.rowcount != 1:  # type: ignore[attr-defined]
        return _reused(db, stored, signer)
    return _issue(db, stored.session, signer)


def _reused(db: Session, stored: RefreshToken, signer: AccessTokenSigner) -> IssuedTokens:
    """A rotated token came back. When it is the newest token's parent, within the grace
    window, it is a race (a retried request, two tabs refreshing at once): one more pair is
    issued, once, and further copies are refused without ending the session, so the racing tab
    that won stays signed in. Any other rotated token, or one past the window, may have been
    stolen: the whole family is revoked."""
    racing = _racing_copy(stored, utcnow())
    graced = db.execute(
        update(RefreshToken)
        .where(*racing, RefreshToken.grace_used_at.is_(None))
        .values(grace_used_at=utcnow())
    )
    if graced.rowcount == 1:  # type: ignore[attr-defined]
        security_log.info("refresh token %s reused within the grace window", stored.id)
        return _issue(db, stored.session, signer)
    if db.scalar(select(RefreshToken.id).where(*racing)) is None:
        _revoke_family_after_reuse(db, stored.session_id, stored.session.user_id)
    raise UnauthorizedError("This session has ended. Please sign in again.")


def _racing_copy(stored: RefreshToken, now: datetime) -> tuple[ColumnElement[bool], ...]:
    """Where `stored` is the newest token's parent, rotated within the grace window: no token
    of its family issued after it (ids only grow) has been rotated since."""
    later_rotation = (
        select(Later.id)
        .where(
            Later.session_id == stored.session_id,
            Later.id > stored.id,
            Later.used_at.is_not(None),
        )
        .exists()
    )
    return (
        RefreshToken.id == stored.id,
        RefreshToken.used_at >= now - REUSE_GRACE,
        ~later_rotation,
    )


def _revoke_family_after_reuse(db: Session, session_id: str, user_id: int) -> None:
    # A rotated token came back: it may have been stolen. The revocation must outlive the
    # failed request, so this is the one place a service commits.
    db.rollback()
    revoke_session(db, session_id, reason="refresh_token_reused")
    db.commit()
    security_log.warning(
        "refresh token reuse detected: revoked session %s of user %s", session_id, user_id
    )


def revoke_session(db: Session, session_id: str, reason: str) -> None:
    _revoke(db, AuthSession.id == session_id, reason)
    security_log.info("session %s revoked: %s", session_id, reason)


def revoke_every_session(db: Session, user_id: int, reason: str) -> None:
    """Ends every sign-in of the user: each family's refresh tokens and access tokens."""
    _revoke(db, AuthSession.user_id == user_id, reason)
    security_log.info("every session of user %s revoked: %s", user_id, reason)


def _revoke(db: Session, which: ColumnElement[bool], reason: str) -> None:
    db.execute(
        update(AuthSession)
        .where(which, AuthSession.revoked_at.is_(None))
        .values(revoked_at=utcnow(), revoked_reason=reason)
    )


def user_for_access(db: Session, claims: AccessClaims) -> User:
    """The user behind a verified access token, as long as its session is still live."""
    auth_session = db.get(AuthSession, claims.session_id)
    if auth_session is None or auth_session.user_id != claims.user_id:
        raise UnauthorizedError("Your session is not valid. Please sign in again.")
    if not _is_live(auth_session):
        raise UnauthorizedError("Your session has ended. Please sign in again.")
    return auth_session.user
