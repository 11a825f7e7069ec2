"""ID tokens are verified for signature, issuer, audience, expiry, nonce and at_hash."""

import base64
import json
from collections.abc import Iterator
from typing import Any

import pytest
from joserfc.jwk import RSAKey

from systemcraft.auth.oidc import OidcClient, OidcError
from tests.auth.provider_server import (
    CLIENT_ID,
    CLIENT_SECRET,
    LocalProvider,
    at_hash,
    running_provider,
)

NONCE = "n-0S6_WzA2Mj"
ACCESS = "provider-access"


@pytest.fixture(scope="module")
def provider() -> Iterator[LocalProvider]:
    with running_provider() as running:
        yield running


@pytest.fixture
def client(provider: LocalProvider) -> OidcClient:
    return OidcClient(provider.issuer, CLIENT_ID, CLIENT_SECRET, "http://app.test/cb")


def _token(provider: LocalProvider, **claims: Any) -> dict[str, Any]:
    claims = {"nonce": NONCE, "at_hash": at_hash(ACCESS), **claims}
    return {"access_token": ACCESS, "id_token": provider.id_token(**claims)}


def test_a_genuine_token_gives_the_identity(client: OidcClient, provider: LocalProvider) -> None:
    identity = client.verify_id_token(_token(provider), nonce=NONCE)
    assert identity.subject == "1234567890"
    assert identity.email == "ada@example.com"
    assert identity.name == "Ada Lovelace"
    assert identity.picture == "https://images.example.com/ada.png"


@pytest.mark.parametrize(
    ("claims", "reason"),
    [
        ({"iss": "https://accounts.evil.test"}, "'iss'"),
        ({"aud": "another-client"}, "'aud'|'azp'"),
        ({"exp": 1_000_000_000, "iat": 999_999_000}, "expired"),
        ({"nonce": "someone-elses-nonce"}, "'nonce'"),
        ({"nonce": None}, "'nonce'"),
        ({"at_hash": at_hash("a-different-access-token")}, "'at_hash'"),
        ({"email": None}, "email"),
        ({"sub": None}, "'sub'"),
    ],
    ids=[
        "issuer",
        "audience",
        "expired",
        "wrong-nonce",
        "no-nonce",
        "at-hash",
        "no-email",
        "no-subject",
    ],
)
def test_tokens_that_do_not_match_the_request_are_refused(
    client: OidcClient, provider: LocalProvider, claims: dict[str, Any], reason: str
) -> None:
    with pytest.raises(OidcError, match=reason):
        client.verify_id_token(_token(provider, **claims), nonce=NONCE)


def test_a_token_signed_by_another_key_is_refused(
    client: OidcClient, provider: LocalProvider
) -> None:
    impostor = RSAKey.generate_key(2048, parameters={"kid": "test-key"})
    token = {"access_token": ACCESS, "id_token": provider.id_token(key=impostor, nonce=NONCE)}
    with pytest.raises(OidcError):
        client.verify_id_token(token, nonce=NONCE)


def test_a_tampered_payload_is_refused(client: OidcClient, provider: LocalProvider) -> None:
    header, payload, signature = _token(provider)["id_token"].split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=="))
    claims["email"] = "attacker@example.com"
    forged = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()
    token = {"access_token": ACCESS, "id_token": f"{header}.{forged}.{signature}"}
    with pytest.raises(OidcError):
        client.verify_id_token(token, nonce=NONCE)


def test_an_unsigned_token_is_refused(client: OidcClient, provider: LocalProvider) -> None:
    def segment(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    _, payload, _ = _token(provider)["id_token"].split(".")
    unsigned = f"{segment({'alg': 'none', 'kid': 'test-key'})}.{payload}."
    with pytest.raises(OidcError):
        client.verify_id_token({"access_token": ACCESS, "id_token": unsigned}, nonce=NONCE)


def test_a_response_without_an_id_token_is_refused(client: OidcClient) -> None:
    with pytest.raises(OidcError, match="no ID token"):
        client.verify_id_token({"access_token": ACCESS}, nonce=NONCE)


def test_a_discovery_document_for_another_issuer_is_refused(provider: LocalProvider) -> None:
    misconfigured = OidcClient(provider.issuer + "/", CLIENT_ID, CLIENT_SECRET, "http://a/cb")
    with pytest.raises(OidcError, match="another issuer"):
        misconfigured.metadata()
