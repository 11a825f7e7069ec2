from datetime import datetime

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from systemcraft.db.engine import Base
from systemcraft.db.types import UtcDateTime
from systemcraft.kit.clock import utcnow
from systemcraft.users.models import User


class AuthSession(Base):
    """One sign-in: the family every rotated refresh token descends from."""

    __tablename__ = "auth_sessions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime)
    revoked_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    revoked_reason: Mapped[str | None] = mapped_column(String(64))

    user: Mapped[User] = relationship(lazy="joined")


class RefreshToken(Base):
    """Stored only as a SHA-256 hash; `used_at` is set once, when it is rotated."""

    __tablename__ = "refresh_tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    session_id: Mapped[str] = mapped_column(
        ForeignKey("auth_sessions.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    used_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    # Set when the token was presented once more within the grace window after its rotation.
    grace_used_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    session: Mapped[AuthSession] = relationship(lazy="joined")


class LoginAttempt(Base):
    """A sign-in in flight: one-time state, nonce and PKCE verifier, bound to one browser."""

    __tablename__ = "login_attempts"

    state_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    browser_key_hash: Mapped[str] = mapped_column(String(64))
    nonce: Mapped[str] = mapped_column(String(128))
    code_verifier: Mapped[str] = mapped_column(String(128))
    # Chosen by the browser tab that started sign-in and echoed back to it, so the callback
    # page can refuse tokens from a sign-in it did not start.
    client_state: Mapped[str] = mapped_column(String(64))
    # The page of this site to return to once signed in (return_path.safe_return_path).
    return_to: Mapped[str] = mapped_column(String(512), default="/home")
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime, index=True)
