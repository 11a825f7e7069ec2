"""The sign-in services an app holds for its lifetime: the token signer, the optional Google
client and the rate limiter, built once from the settings."""

from dataclasses import dataclass
from datetime import timedelta

from systemcraft.auth.keys import load_signing_secret
from systemcraft.auth.oidc import OidcClient
from systemcraft.auth.rate_limit import RateLimiter
from systemcraft.auth.tokens import AccessTokenSigner
from systemcraft.config import Settings


@dataclass(frozen=True)
class AuthServices:
    signer: AccessTokenSigner
    oidc: OidcClient | None
    rate_limiter: RateLimiter


def build_auth_services(settings: Settings) -> AuthServices:
    oidc = None
    if settings.google_client_id and settings.google_client_secret:
        oidc = OidcClient(
            issuer=settings.oidc_issuer,
            client_id=settings.google_client_id,
            client_secret=settings.google_client_secret.get_secret_value(),
            redirect_uri=f"{settings.base_url}/auth/google/callback",
        )
    signer = AccessTokenSigner(
        secret=load_signing_secret(settings),
        issuer=settings.base_url,
        ttl=timedelta(seconds=settings.access_token_ttl_seconds),
    )
    return AuthServices(
        signer=signer,
        oidc=oidc,
        rate_limiter=RateLimiter(settings.redis_url, settings.redis_key_prefix),
    )
