"""Sign out everywhere: every sign-in of the user ends, on SQLite and PostgreSQL."""

from starlette.testclient import TestClient

from tests.auth.helpers import bearer, refresh, sign_in


def _ended(client: TestClient, session: dict[str, str]) -> bool:
    user = client.get("/auth/user", headers=bearer(session)).status_code
    return user == 401 and refresh(client, session["refresh_token"])[0] == 401


def test_every_session_of_the_user_ends(client: TestClient) -> None:
    laptop, phone = sign_in(client, "Ada"), sign_in(client, "Ada")
    status, rotated = refresh(client, phone["refresh_token"])  # a family with a history
    assert status == 200
    phone = {key: str(value) for key, value in rotated.items()}

    response = client.post("/auth/signout-everywhere", headers=bearer(laptop))
    assert response.status_code == 204
    assert _ended(client, laptop)
    assert _ended(client, phone)


def test_other_users_stay_signed_in(client: TestClient) -> None:
    ada, grace = sign_in(client, "Ada"), sign_in(client, "Grace")
    assert client.post("/auth/signout-everywhere", headers=bearer(ada)).status_code == 204
    assert client.get("/auth/user", headers=bearer(grace)).is_success
    assert refresh(client, grace["refresh_token"])[0] == 200


def test_it_needs_a_live_session(client: TestClient) -> None:
    assert client.post("/auth/signout-everywhere").status_code == 401
    session = sign_in(client)
    assert client.post("/auth/signout-everywhere", headers=bearer(session)).status_code == 204
    again = client.post("/auth/signout-everywhere", headers=bearer(session))
    assert again.status_code == 401
