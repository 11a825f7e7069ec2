"""A small OpenID provider on 127.0.0.1 for API tests: real discovery, real JWKS, real
RS256-signed ID tokens, and a token endpoint that honours each code once. The browser tests
use a full provider (panva/oidc-provider); this one lets a test choose what it signs."""

import base64
import hashlib
import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs

from joserfc import jwt
from joserfc.jwk import RSAKey

from tests.local_http import serving

CLIENT_ID = "systemcraft-test-client"
CLIENT_SECRET = "test-client-secret"
SIGNING_KEY = RSAKey.generate_key(2048, parameters={"kid": "test-key"})


def at_hash(access_token: str) -> str:
    digest = hashlib.sha256(access_token.encode()).digest()
    return base64.urlsafe_b64encode(digest[:16]).rstrip(b"=").decode()


@dataclass
class LocalProvider:
    issuer: str = ""
    #: What the token endpoint answers for a code: claims to sign, or a raw id_token.
    grants: dict[str, dict[str, Any]] = field(default_factory=dict)
    used_codes: set[str] = field(default_factory=set)

    def id_token(self, key: RSAKey = SIGNING_KEY, alg: str = "RS256", **claims: Any) -> str:
        now = int(time.time())
        payload = {
            "iss": self.issuer,
            "aud": CLIENT_ID,
            "sub": "1234567890",
            "email": "ada@example.com",
            "name": "Ada Lovelace",
            "picture": "https://images.example.com/ada.png",
            "iat": now,
            "exp": now + 300,
        }
        payload.update(claims)
        payload = {key: value for key, value in payload.items() if value is not None}
        return jwt.encode({"alg": alg, "kid": key.kid}, payload, key)

    def grant(self, code: str, nonce: str, **claims: Any) -> None:
        """The next exchange of `code` returns an ID token for `nonce` (and these claims)."""
        access_token = f"provider-access-{code}"
        self.grants[code] = {
            "access_token": access_token,
            "token_type": "Bearer",
            "expires_in": 3600,
            "id_token": self.id_token(nonce=nonce, at_hash=at_hash(access_token), **claims),
        }

    def token_response(self, code: str) -> tuple[int, dict[str, Any]]:
        if code in self.used_codes or code not in self.grants:
            return 400, {"error": "invalid_grant", "error_description": "code is not valid"}
        self.used_codes.add(code)
        return 200, self.grants[code]

    def discovery(self) -> dict[str, Any]:
        return {
            "issuer": self.issuer,
            "authorization_endpoint": f"{self.issuer}/authorize",
            "token_endpoint": f"{self.issuer}/token",
            "jwks_uri": f"{self.issuer}/jwks",
            "id_token_signing_alg_values_supported": ["RS256"],
            "code_challenge_methods_supported": ["S256"],
        }


def _handler(provider: LocalProvider) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path == "/.well-known/openid-configuration":
                self._send(200, provider.discovery())
            elif self.path == "/jwks":
                self._send(200, {"keys": [SIGNING_KEY.as_dict(private=False)]})
            else:
                self._send(404, {"error": "not_found"})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", 0))
            form = parse_qs(self.rfile.read(length).decode())
            if self.path != "/token" or form.get("grant_type") != ["authorization_code"]:
                self._send(400, {"error": "unsupported_grant_type"})
                return
            if not form.get("code_verifier"):
                self._send(400, {"error": "invalid_request", "error_description": "no PKCE"})
                return
            self._send(*provider.token_response(form.get("code", [""])[0]))

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: the test output is for the tests."""

    return Handler


@contextmanager
def running_provider() -> Iterator[LocalProvider]:
    provider = LocalProvider()
    with serving(_handler(provider)) as url:
        provider.issuer = url
        yield provider
