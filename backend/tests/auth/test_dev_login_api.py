from pathlib import Path

import pytest
from pydantic import ValidationError
from starlette.testclient import TestClient

from systemcraft.app_services import services_of
from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import CLIENT_STATE, bearer, fragment_of, sign_in


def test_signing_in_again_keeps_one_user_and_updates_the_tier(client: TestClient) -> None:
    first = client.get("/auth/user", headers=bearer(sign_in(client, "Grace", tier=0))).json()
    again = client.get("/auth/user", headers=bearer(sign_in(client, "Grace", tier=3))).json()
    assert again["id"] == first["id"]
    assert again["tier_id"] == 3


@pytest.mark.parametrize(
    "params",
    [
        {"name": "", "tier": 1},
        {"name": "<script>", "tier": 1},
        {"name": "x" * 41, "tier": 1},
        {"name": "Ada", "tier": -1},
        {"name": "Ada", "tier": 10},
        {"name": "Ada", "tier": "three"},
        {"name": "Ada", "tier": 1, "client_state": "short"},
        {"name": "Ada", "tier": 1, "client_state": "x" * 30 + "<>"},
        {"name": "Ada", "tier": 1, "client_state": None},
    ],
)
def test_bad_dev_sign_in_input_is_a_422(
    client: TestClient, params: dict[str, str | int | None]
) -> None:
    query = {"client_state": CLIENT_STATE, **params}
    query = {key: value for key, value in query.items() if value is not None}
    response = client.get("/auth/dev-login", params=query, follow_redirects=False)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "validation_error"


def test_guest_mode_offers_no_sign_in(web_client: TestClient) -> None:
    assert web_client.get("/auth/config").json() == {"google": False, "dev_login": False}
    google = web_client.get(
        "/auth/google/login", params={"client_state": CLIENT_STATE}, follow_redirects=False
    )
    assert google.status_code == 404
    assert google.json()["error"]["message"] == "Google sign-in is not configured on this server."
    dev = web_client.get(
        "/auth/dev-login",
        params={"name": "Ada", "client_state": CLIENT_STATE},
        follow_redirects=False,
    )
    assert dev.status_code == 404


@pytest.mark.parametrize(
    "headers",
    [
        {"X-Forwarded-For": "203.0.113.9"},
        {"Forwarded": "for=203.0.113.9"},
        {"X-Real-IP": "203.0.113.9"},
        {"Via": "1.1 tunnel"},
        {"Host": "my-laptop.example.dev"},
    ],
)
def test_dev_sign_in_refuses_requests_through_a_proxy_or_tunnel(
    client: TestClient, headers: dict[str, str]
) -> None:
    """A reverse proxy or tunnel on this machine connects from loopback too; what gives it
    away is the host it was asked for or the headers it adds."""
    params: dict[str, str | int] = {"name": "Mallory", "tier": 3, "client_state": CLIENT_STATE}
    response = client.get("/auth/dev-login", params=params, headers=headers, follow_redirects=False)
    assert response.status_code == 404
    assert client.get("/auth/dev-login", params=params, follow_redirects=False).status_code == 302


def test_dev_sign_in_refuses_a_peer_that_is_not_loopback(settings: Settings) -> None:
    with TestClient(create_app(settings), base_url="http://127.0.0.1:8000") as remote:
        response = remote.get(
            "/auth/dev-login",
            params={"name": "Mallory", "client_state": CLIENT_STATE},
            follow_redirects=False,
        )
    assert response.status_code == 404


def test_the_sign_in_echoes_the_tab_s_client_state(client: TestClient) -> None:
    response = client.get(
        "/auth/dev-login",
        params={"name": "Ada", "client_state": "another-tab-state-abcdefghijkl"},
        follow_redirects=False,
    )
    assert fragment_of(response.headers["location"])["client_state"] == (
        "another-tab-state-abcdefghijkl"
    )


def test_dev_sign_in_is_announced_when_on(client: TestClient) -> None:
    assert client.get("/auth/config").json() == {"google": False, "dev_login": True}


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"app_env": "production", "jwt_secret": "x" * 40}, "APP_ENV=production"),
        ({"host": "0.0.0.0"}, "loopback"),  # noqa: S104 - the point of the test
        ({"host": "example.com"}, "loopback"),
    ],
)
def test_dev_sign_in_refuses_to_start_where_it_would_be_exposed(
    overrides: dict[str, str], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        Settings(auth_dev_login=True, **overrides)  # type: ignore[arg-type]


def test_production_needs_its_own_signing_secret() -> None:
    with pytest.raises(ValidationError, match="JWT_SECRET must be set"):
        Settings(app_env="production")
    with pytest.raises(ValidationError, match="at least 32 characters"):
        Settings(jwt_secret="short")


def test_the_generated_signing_secret_is_private_and_stable(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'a.db'}")
    first = services_of(create_app(settings)).auth.signer.secret
    second = services_of(create_app(settings)).auth.signer.secret
    secret_file = tmp_path / "jwt-secret"
    assert first == second
    assert len(first) >= 64
    assert secret_file.stat().st_mode & 0o777 == 0o600
