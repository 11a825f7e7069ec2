"""Google (or any OpenID provider) as a relying party: discovery, the authorization URL with
PKCE, the code exchange, and ID token verification. Network calls only; no database."""

import time
from dataclasses import dataclass
from typing import Any

import httpx2
from authlib.integrations.httpx_client import OAuth2Client, OAuthError
from authlib.oidc.core import CodeIDToken
from joserfc import jwt
from joserfc.errors import JoseError
from joserfc.jwk import KeySet
from joserfc.jws import JWSRegistry

METADATA_TTL_SECONDS = 3600
CLOCK_SKEW_SECONDS = 60
SCOPE = "openid email profile"


class OidcError(Exception):
    """The provider could not be reached, or what it sent does not verify."""


@dataclass(frozen=True)
class Identity:
    subject: str
    email: str
    name: str
    picture: str | None


class OidcClient:
    def __init__(self, issuer: str, client_id: str, client_secret: str, redirect_uri: str) -> None:
        self.issuer = issuer
        self.client_id = client_id
        self.client_secret = client_secret
        self.redirect_uri = redirect_uri
        self._metadata: dict[str, Any] | None = None
        self._metadata_fetched_at = 0.0
        self._jwks: dict[str, Any] | None = None

    def _client(self) -> OAuth2Client:
        return OAuth2Client(
            client_id=self.client_id,
            client_secret=self.client_secret,
            scope=SCOPE,
            redirect_uri=self.redirect_uri,
            code_challenge_method="S256",
            timeout=10,
        )

    def _get_json(self, url: str) -> dict[str, Any]:
        try:
            response = httpx2.get(url, timeout=10)
            response.raise_for_status()
            body: dict[str, Any] = response.json()
        except (httpx2.HTTPError, ValueError) as exc:
            raise OidcError(f"could not read {url}: {exc}") from exc
        return body

    def metadata(self) -> dict[str, Any]:
        stale = time.monotonic() - self._metadata_fetched_at > METADATA_TTL_SECONDS
        if self._metadata is None or stale:
            metadata = self._get_json(f"{self.issuer}/.well-known/openid-configuration")
            if metadata.get("issuer") != self.issuer:
                raise OidcError("the provider's discovery document names another issuer")
            self._metadata, self._metadata_fetched_at = metadata, time.monotonic()
            self._jwks = None
        return self._metadata

    def authorization_url(self, state: str, nonce: str, code_verifier: str) -> str:
        endpoint = self.metadata()["authorization_endpoint"]
        with self._client() as client:
            url, _ = client.create_authorization_url(
                endpoint, state=state, nonce=nonce, code_verifier=code_verifier
            )
        return str(url)

    def exchange_code(self, code: str, code_verifier: str) -> dict[str, Any]:
        endpoint = self.metadata()["token_endpoint"]
        try:
            with self._client() as client:
                token: dict[str, Any] = client.fetch_token(
                    endpoint, code=code, code_verifier=code_verifier
                )
        except (OAuthError, httpx2.HTTPError) as exc:
            raise OidcError(f"the provider refused the code: {exc}") from exc
        return token

    def _key_set(self, refresh: bool = False) -> KeySet:
        if self._jwks is None or refresh:
            self._jwks = self._get_json(self.metadata()["jwks_uri"])
        return KeySet.import_key_set(self._jwks)  # type: ignore[arg-type]

    def verify_id_token(self, token: dict[str, Any], nonce: str) -> Identity:
        """Signature against the provider's keys, then iss, aud, exp, iat, nonce and at_hash."""
        raw = token.get("id_token")
        if not isinstance(raw, str):
            raise OidcError("the provider sent no ID token")
        algorithms = self.metadata().get("id_token_signing_alg_values_supported") or ["RS256"]
        registry = JWSRegistry(algorithms=[alg for alg in algorithms if alg != "none"])
        try:
            try:
                decoded = jwt.decode(raw, self._key_set(), registry=registry)
            except JoseError:
                # The provider may have rotated its keys since we cached them.
                decoded = jwt.decode(raw, self._key_set(refresh=True), registry=registry)
            claims = CodeIDToken(
                decoded.claims,
                decoded.header,
                {"iss": {"essential": True, "value": self.issuer}},
                {
                    "nonce": nonce,
                    "client_id": self.client_id,
                    "access_token": token.get("access_token"),
                },
            )
            claims.validate(leeway=CLOCK_SKEW_SECONDS)
        except (JoseError, ValueError) as exc:
            raise OidcError(f"the ID token did not verify: {exc}") from exc
        return _identity(decoded.claims)


def _identity(claims: dict[str, Any]) -> Identity:
    subject, email = claims.get("sub"), claims.get("email")
    if not isinstance(subject, str) or not subject:
        raise OidcError("the ID token has no subject")
    if not isinstance(email, str) or "@" not in email:
        raise OidcError("the provider did not share an email address")
    name = claims.get("name")
    picture = claims.get("picture")
    return Identity(
        subject=subject,
        email=email.lower(),
        name=name if isinstance(name, str) and name.strip() else email.split("@")[0],
        picture=picture if isinstance(picture, str) and picture.startswith("https://") else None,
    )
