"""The grace window after a rotation is for the race it exists for: the newest token's parent
presented once more. An older token back within the window is reuse, on SQLite and PostgreSQL."""

from starlette.testclient import TestClient

from tests.auth.helpers import bearer, refresh, sign_in


def _rotated(client: TestClient, times: int) -> list[dict[str, object]]:
    """The session from sign-in and each pair its rotations issued, oldest first."""
    sessions: list[dict[str, object]] = [dict(sign_in(client))]
    for _ in range(times):
        status, body = refresh(client, str(sessions[-1]["refresh_token"]))
        assert status == 200
        sessions.append(body)
    return sessions


def _signed_in(client: TestClient, session: dict[str, object]) -> bool:
    token = {"access_token": str(session["access_token"])}
    return client.get("/auth/user", headers=bearer(token)).is_success


def test_the_newest_tokens_parent_still_gets_its_one_extra_pair(client: TestClient) -> None:
    sessions = _rotated(client, 3)
    status, raced = refresh(client, str(sessions[-2]["refresh_token"]))
    assert status == 200
    assert _signed_in(client, raced)
    assert _signed_in(client, sessions[-1])  # the racing copy did not end the winner's pair
    assert refresh(client, str(raced["refresh_token"]))[0] == 200


def test_a_token_rotated_several_times_ago_is_reuse_even_within_the_window(
    client: TestClient,
) -> None:
    sessions = _rotated(client, 3)
    assert refresh(client, str(sessions[0]["refresh_token"]))[0] == 401
    # Treated as a stolen token: the whole family is revoked, its newest pair included.
    assert refresh(client, str(sessions[-1]["refresh_token"]))[0] == 401
    assert not _signed_in(client, sessions[-1])


def test_a_grandparent_after_the_parents_grace_is_reuse_too(client: TestClient) -> None:
    sessions = _rotated(client, 2)
    status, raced = refresh(client, str(sessions[-2]["refresh_token"]))
    assert status == 200
    assert refresh(client, str(sessions[0]["refresh_token"]))[0] == 401
    assert not _signed_in(client, raced)
    assert not _signed_in(client, sessions[-1])


def test_reuse_in_one_family_leaves_the_users_other_sign_ins(client: TestClient) -> None:
    laptop = _rotated(client, 2)
    phone = sign_in(client)
    assert refresh(client, str(laptop[0]["refresh_token"]))[0] == 401
    assert refresh(client, phone["refresh_token"])[0] == 200
