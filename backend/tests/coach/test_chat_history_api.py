"""A problem's conversation with the coach is kept per user, follows them to a new session (a
reload, another device) and can be cleared: GET and DELETE /api/chat/history."""

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from systemcraft.config import Settings
from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design
from tests.llm_stand_in import StandInModel

HISTORY = "/api/chat/history"
SHORTENER = "url-shortener"
PASTEBIN = "pastebin"


def say(
    client: TestClient,
    session: dict[str, str],
    message: str,
    session_id: str = "visit-one-0001",
    **extra: Any,
) -> None:
    body = {"message": message, "session_id": session_id, **extra}
    response = client.post("/api/chat", json=body, headers=bearer(session))
    assert response.status_code == 200, response.text


def history(client: TestClient, session: dict[str, str], problem_id: str) -> list[Any]:
    response = client.get(HISTORY, params={"problem_id": problem_id}, headers=bearer(session))
    assert response.status_code == 200, response.text
    messages: list[Any] = response.json()["messages"]
    return messages


def said(client: TestClient, session: dict[str, str], problem_id: str) -> list[tuple[str, str]]:
    """The conversation as (role, what the user asked); the coach's answers as their role."""
    return [
        (m["role"], m["content"] if m["role"] == "user" else "")
        for m in history(client, session, problem_id)
    ]


def test_a_problems_conversation_comes_back_oldest_first_in_a_new_session(
    curriculum_client: TestClient,
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    say(curriculum_client, ada, "What is sharding?", problem_id=SHORTENER)
    say(curriculum_client, ada, "And replication?", problem_id=SHORTENER)
    # After a reload the browser makes up another session id; the problem keeps the thread.
    say(curriculum_client, ada, "What about caching?", "visit-two-0002", problem_id=SHORTENER)
    messages = history(curriculum_client, ada, SHORTENER)
    assert [(m["role"], m["content"]) for m in messages[::2]] == [
        ("user", "What is sharding?"),
        ("user", "And replication?"),
        ("user", "What about caching?"),
    ]
    assert {m["role"] for m in messages[1::2]} == {"coach"}
    assert all(m["content"] for m in messages)
    stamps = [m["timestamp"] for m in messages]
    assert stamps == sorted(stamps)


def test_without_a_problem_id_the_designs_problem_keeps_the_turn(
    curriculum_client: TestClient,
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    say(curriculum_client, ada, "How can I improve my design?", design=bare_design())
    say(curriculum_client, ada, "What is a CDN?")  # no problem: kept in its session alone
    odd = {**bare_design(), "problem": {"id": "Not A Problem Id"}}
    say(curriculum_client, ada, "And this one?", design=odd)
    assert said(curriculum_client, ada, SHORTENER) == [
        ("user", "How can I improve my design?"),
        ("coach", ""),
    ]


def test_each_problem_and_each_user_has_a_conversation_of_their_own(
    curriculum_client: TestClient,
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    bob = sign_in(curriculum_client, "Bob", tier=4)
    say(curriculum_client, ada, "What is sharding?", problem_id=SHORTENER)
    say(curriculum_client, ada, "What is a queue?", problem_id=PASTEBIN)
    say(curriculum_client, bob, "What is a load balancer?", problem_id=PASTEBIN)
    assert said(curriculum_client, ada, PASTEBIN) == [("user", "What is a queue?"), ("coach", "")]
    assert said(curriculum_client, bob, PASTEBIN) == [
        ("user", "What is a load balancer?"),
        ("coach", ""),
    ]
    assert history(curriculum_client, bob, SHORTENER) == []


def test_clearing_forgets_only_that_users_conversation_about_that_problem(
    curriculum_client: TestClient,
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    bob = sign_in(curriculum_client, "Bob", tier=3)
    say(curriculum_client, ada, "What is sharding?", problem_id=SHORTENER)
    say(curriculum_client, ada, "What is a queue?", problem_id=PASTEBIN)
    say(curriculum_client, bob, "What is caching?", problem_id=SHORTENER)

    cleared = curriculum_client.delete(
        HISTORY, params={"problem_id": SHORTENER}, headers=bearer(ada)
    )
    assert cleared.status_code == 204
    assert cleared.content == b""
    assert history(curriculum_client, ada, SHORTENER) == []
    assert said(curriculum_client, ada, PASTEBIN) == [("user", "What is a queue?"), ("coach", "")]
    assert said(curriculum_client, bob, SHORTENER) == [("user", "What is caching?"), ("coach", "")]
    # Clearing what is already empty is the same answer.
    again = curriculum_client.delete(HISTORY, params={"problem_id": SHORTENER}, headers=bearer(ada))
    assert again.status_code == 204


def test_only_the_last_200_turns_are_shown(
    curriculum_client: TestClient, curriculum_settings: Settings
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    say(curriculum_client, ada, "Question 0", problem_id=SHORTENER)
    # Written straight to the table: 100 questions through the coach would pass its rate limit.
    engine = create_engine(curriculum_settings.database_url)
    try:
        with engine.begin() as connection:
            user_id = (
                connection.execute(text("SELECT user_id FROM chat_messages")).scalars().first()
            )
            connection.execute(
                text(
                    "INSERT INTO chat_messages (user_id, session_id, problem_id, role, content, "
                    "created_at) VALUES (:user_id, 'visit-one-0001', :problem_id, :role, "
                    ":content, :now)"
                ),
                [
                    {
                        "user_id": user_id,
                        "problem_id": SHORTENER,
                        "role": role,
                        "content": f"{role} {number}",
                        "now": datetime.now(UTC),
                    }
                    for number in range(1, 101)
                    for role in ("user", "assistant")
                ],
            )
    finally:
        engine.dispose()
    messages = history(curriculum_client, ada, SHORTENER)
    assert len(messages) == 200
    # The first question and its answer are left out; the rest come oldest first.
    assert [m["content"] for m in messages[:2]] == ["user 1", "assistant 1"]
    assert [m["role"] for m in messages[-2:]] == ["user", "coach"]
    assert messages[-1]["content"] == "assistant 100"


@pytest.mark.parametrize(
    ("problem_id", "status", "code"),
    [
        ("URL Shortener", 422, "validation_error"),
        ("url_shortener", 422, "validation_error"),
        ("url-shortener\n", 422, "validation_error"),
        ("a" * 101, 422, "validation_error"),
        ("", 422, "validation_error"),
        # Well formed, but no problem has it: not found, as on the practice pages.
        ("no-such-problem", 404, "not_found"),
    ],
)
def test_a_malformed_problem_id_is_a_422_and_an_unknown_one_a_404(
    curriculum_client: TestClient, problem_id: str, status: int, code: str
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    for method in ("GET", "DELETE"):
        answer = curriculum_client.request(
            method, HISTORY, params={"problem_id": problem_id}, headers=bearer(ada)
        )
        assert answer.status_code == status, (method, answer.text)
        error = answer.json()["error"]
        assert error["code"] == code
        assert problem_id.strip() in error["message"] or status == 422


def test_a_missing_problem_id_or_a_malformed_one_in_a_message_is_a_422(
    curriculum_client: TestClient,
) -> None:
    ada = sign_in(curriculum_client, "Ada", tier=3)
    missing = curriculum_client.get(HISTORY, headers=bearer(ada))
    assert missing.status_code == 422
    assert missing.json()["error"]["code"] == "validation_error"
    body = {"message": "hi", "session_id": "visit-one-0001", "problem_id": "Bad Id"}
    sent = curriculum_client.post("/api/chat", json=body, headers=bearer(ada))
    assert sent.status_code == 422
    assert "problem_id" in sent.json()["error"]["message"]


def test_visitors_and_lower_tiers_may_neither_read_nor_clear(client: TestClient) -> None:
    low = sign_in(client, "Low", tier=2)
    for method in ("GET", "DELETE"):
        visitor = client.request(method, HISTORY, params={"problem_id": SHORTENER})
        assert visitor.status_code == 401, visitor.text
        assert visitor.json()["error"]["code"] == "unauthorized"
        below = client.request(
            method, HISTORY, params={"problem_id": SHORTENER}, headers=bearer(low)
        )
        assert below.status_code == 403, below.text
        assert below.json()["error"]["code"] == "forbidden"


def test_the_model_reads_the_problems_conversation_across_sessions(
    llm_client: TestClient, model: StandInModel
) -> None:
    ada = sign_in(llm_client, "Ada", tier=3)
    say(llm_client, ada, "What is sharding?", problem_id=SHORTENER)
    say(llm_client, ada, "A question elsewhere", problem_id=PASTEBIN)
    say(llm_client, ada, "And for my design?", "visit-two-0002", problem_id=SHORTENER)
    turns = model.requests[-1]["messages"][1:]
    assert [t["content"] for t in turns if t["role"] == "user"] == [
        "What is sharding?",
        "And for my design?",
    ]
    # A turn about no problem reads its session's conversation, as before.
    say(llm_client, ada, "What is a CDN?", "visit-three-0003")
    assert model.requests[-1]["messages"][1:] == [{"role": "user", "content": "What is a CDN?"}]
