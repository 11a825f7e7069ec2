"""Access tokens are checked as RFC 8725 asks: one algorithm, typ, iss, aud, exp, signature."""

import base64
import json
from datetime import timedelta

import jwt
import pytest

from systemcraft.auth.tokens import AccessTokenSigner
from systemcraft.kit.clock import utcnow

SECRET = b"s" * 64
signer = AccessTokenSigner(secret=SECRET, issuer="http://app.test", ttl=timedelta(hours=1))


def _segment(value: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()


def _claims(**overrides: object) -> dict[str, object]:
    now = int(utcnow().timestamp())
    claims: dict[str, object] = {
        "iss": "http://app.test",
        "aud": "systemcraft-api",
        "sub": "7",
        "sid": "abc",
        "iat": now,
        "exp": now + 600,
    }
    claims.update(overrides)
    return claims


def test_a_token_we_issued_verifies() -> None:
    token, expires_at = signer.issue(7, "abc")
    claims = signer.verify(token)
    assert (claims.user_id, claims.session_id) == (7, "abc")
    assert expires_at - int(utcnow().timestamp()) in range(3598, 3601)
    assert jwt.get_unverified_header(token) == {"alg": "HS256", "typ": "at+jwt"}


def test_an_expired_token_is_refused() -> None:
    token, _ = signer.issue(7, "abc", now=utcnow() - timedelta(hours=2))
    with pytest.raises(jwt.ExpiredSignatureError):
        signer.verify(token)


@pytest.mark.parametrize(
    ("claims", "key", "headers"),
    [
        (_claims(), b"k" * 64, {"typ": "at+jwt"}),
        (_claims(aud="someone-else"), SECRET, {"typ": "at+jwt"}),
        (_claims(iss="http://evil.test"), SECRET, {"typ": "at+jwt"}),
        (_claims(), SECRET, {"typ": "JWT"}),
        (_claims(), SECRET, {}),
        ({k: v for k, v in _claims().items() if k != "sid"}, SECRET, {"typ": "at+jwt"}),
        ({k: v for k, v in _claims().items() if k != "exp"}, SECRET, {"typ": "at+jwt"}),
        (_claims(sub="not-a-number"), SECRET, {"typ": "at+jwt"}),
    ],
    ids=[
        "forged",
        "wrong-audience",
        "wrong-issuer",
        "wrong-typ",
        "no-typ",
        "no-sid",
        "no-exp",
        "bad-sub",
    ],
)
def test_forged_or_misdirected_tokens_are_refused(
    claims: dict[str, object], key: bytes, headers: dict[str, str]
) -> None:
    token = jwt.encode(claims, key, algorithm="HS256", headers=headers)
    with pytest.raises(jwt.InvalidTokenError):
        signer.verify(token)


def test_alg_none_is_refused() -> None:
    token = f"{_segment({'alg': 'none', 'typ': 'at+jwt'})}.{_segment(_claims())}."
    with pytest.raises(jwt.InvalidTokenError):
        signer.verify(token)


def test_another_algorithm_is_refused_even_with_the_right_key() -> None:
    token = jwt.encode(_claims(), SECRET, algorithm="HS512", headers={"typ": "at+jwt"})
    with pytest.raises(jwt.InvalidTokenError):
        signer.verify(token)


def test_a_tampered_payload_is_refused() -> None:
    token, _ = signer.issue(7, "abc")
    header, _, signature = token.split(".")
    forged = f"{header}.{_segment(_claims(sub='1'))}.{signature}"
    with pytest.raises(jwt.InvalidSignatureError):
        signer.verify(forged)
