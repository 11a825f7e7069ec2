"""Our own access tokens (JWT, RFC 8725 checks) and opaque refresh tokens."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import jwt

from systemcraft.kit.clock import utcnow

ALGORITHM = "HS256"
TOKEN_TYPE = "at+jwt"  # noqa: S105 - a name, not a secret
AUDIENCE = "systemcraft-api"


@dataclass(frozen=True)
class AccessClaims:
    user_id: int
    session_id: str


@dataclass(frozen=True)
class AccessTokenSigner:
    secret: bytes
    issuer: str
    ttl: timedelta

    def issue(self, user_id: int, session_id: str, now: datetime | None = None) -> tuple[str, int]:
        """Returns the token and its expiry as a Unix timestamp."""
        issued = now or utcnow()
        expires = int((issued + self.ttl).timestamp())
        claims = {
            "iss": self.issuer,
            "aud": AUDIENCE,
            "sub": str(user_id),
            "sid": session_id,
            "iat": int(issued.timestamp()),
            "exp": expires,
            "jti": secrets.token_hex(8),
        }
        token = jwt.encode(claims, self.secret, algorithm=ALGORITHM, headers={"typ": TOKEN_TYPE})
        return token, expires

    def verify(self, token: str) -> AccessClaims:
        """Raises jwt.InvalidTokenError for anything but a token we issued and that is live."""
        header = jwt.get_unverified_header(token)
        if header.get("typ") != TOKEN_TYPE:
            raise jwt.InvalidTokenError("not an access token")
        # One algorithm only; PyJWT refuses `none` and anything not listed here.
        claims: dict[str, Any] = jwt.decode(
            token,
            self.secret,
            algorithms=[ALGORITHM],
            audience=AUDIENCE,
            issuer=self.issuer,
            options={"require": ["exp", "iat", "iss", "aud", "sub", "sid"]},
        )
        subject, session_id = claims["sub"], claims["sid"]
        if not (isinstance(subject, str) and subject.isdigit() and isinstance(session_id, str)):
            raise jwt.InvalidTokenError("malformed subject or session")
        return AccessClaims(user_id=int(subject), session_id=session_id)


def new_refresh_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
