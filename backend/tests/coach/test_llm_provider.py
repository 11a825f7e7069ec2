"""The optional model, against a stand-in OpenAI-compatible server on 127.0.0.1."""

import re
from collections.abc import Iterator

import pytest
from pydantic import SecretStr
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.designs import bare_design
from tests.llm_stand_in import API_KEY, MODEL, StandInModel, stand_in_model
from tests.local_client import local_client

# What the model is told and what is made of its answer; the sign-ins and conversations it
# reads are stored on both databases in test_chat_api.py and the auth tests.
pytestmark = on_one_database("sqlite")

QUESTION = {"message": "When should I add a cache?", "session_id": "1732190000000-abc123"}


@pytest.fixture
def model() -> Iterator[StandInModel]:
    with stand_in_model() as running:
        yield running


@pytest.fixture
def llm_client(curriculum_settings: Settings, model: StandInModel) -> Iterator[TestClient]:
    configured = curriculum_settings.model_copy(
        update={
            "llm_base_url": model.base_url,
            "llm_api_key": SecretStr(API_KEY),
            "llm_model": MODEL,
            "llm_timeout_seconds": 1.0,
        }
    )
    with local_client(create_app(configured), raise_server_exceptions=False) as client:
        yield client


def test_the_model_words_the_answer_grounded_in_the_lessons(
    llm_client: TestClient, model: StandInModel
) -> None:
    model.reply = "Add a cache when reads dominate. See [Caching](/learn/caching)."
    session = sign_in(llm_client, "Ada", tier=3)
    answer = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session)).json()
    assert answer["response"] == model.reply
    request = model.requests[-1]
    assert request["model"] == MODEL
    assert model.authorizations[-1] == f"Bearer {API_KEY}"
    assert "/learn/caching" in model.system_prompt()  # the retrieved passages went along
    assert request["messages"][-1] == {"role": "user", "content": QUESTION["message"]}


def test_the_model_is_told_what_the_design_contains_and_lacks(
    llm_client: TestClient, model: StandInModel
) -> None:
    model.reply = "Your design has no cache yet. See [Caching](/learn/caching)."
    session = sign_in(llm_client, "Ada", tier=3)
    question = {**QUESTION, "message": "Should I cache the database?", "design": bare_design()}
    llm_client.post("/api/chat", json=question, headers=bearer(session))
    prompt = model.system_prompt()
    assert "contains only: Client (client), Server (service), Database (database)." in prompt
    assert "It has no cache." in prompt
    # The database's findings, the ones the question is about.
    assert re.search(r"\[major\][^\n]*\bDatabase\b", prompt)


def test_lessons_the_model_forgot_to_cite_are_added(
    llm_client: TestClient, model: StandInModel
) -> None:
    model.reply = "Add a cache when reads dominate."
    session = sign_in(llm_client, "Ada", tier=3)
    answer = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session)).json()
    assert answer["response"].startswith(model.reply)
    assert "Sources: " in answer["response"]
    assert "/learn/caching" in answer["response"]


def test_the_conversation_so_far_goes_to_the_model(
    llm_client: TestClient, model: StandInModel
) -> None:
    session = sign_in(llm_client, "Ada", tier=3)
    llm_client.post("/api/chat", json=QUESTION, headers=bearer(session))
    follow_up = {**QUESTION, "message": "And how long should entries live?"}
    llm_client.post("/api/chat", json=follow_up, headers=bearer(session))
    roles = [m["role"] for m in model.requests[-1]["messages"]]
    assert roles == ["system", "user", "assistant", "user"]


@pytest.mark.parametrize("failure", ["error", "timeout", "empty"])
def test_any_model_failure_falls_back_to_the_built_in_coach(
    llm_client: TestClient, model: StandInModel, failure: str
) -> None:
    if failure == "error":
        model.status = 500
    elif failure == "timeout":
        model.delay_seconds = 1.5
    else:
        model.reply = "   "
    session = sign_in(llm_client, "Ada", tier=3)
    response = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session))
    assert response.status_code == 200
    assert "From the lessons" in response.json()["response"]
    assert model.requests, "the model was tried first"


def test_the_model_words_the_analysis_but_the_engine_scores_it(
    llm_client: TestClient, model: StandInModel, settings: Settings
) -> None:
    model.reply = "### Verdict\nA fair start."
    session = sign_in(llm_client, "Ada", tier=3)
    worded = llm_client.post("/api/analyze", json=bare_design(), headers=bearer(session)).json()
    model.status = 500
    built_in = llm_client.post("/api/analyze", json=bare_design(), headers=bearer(session)).json()
    assert worded["analysis"].startswith(model.reply)
    assert "/learn/" in worded["analysis"]  # lessons the findings cite are always linked
    assert built_in["analysis"] != worded["analysis"]
    assert worded["scores"] == built_in["scores"]
    assert "Findings:" in model.requests[0]["messages"][1]["content"]
