"""The optional model, against a stand-in OpenAI-compatible server on 127.0.0.1."""

import re

import pytest
from starlette.testclient import TestClient

from systemcraft.config import Settings
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.designs import bare_design
from tests.llm_stand_in import API_KEY, MODEL, StandInModel

# What the model is told and what is made of its answer; the sign-ins and conversations it
# reads are stored on both databases in test_chat_api.py and the auth tests.
pytestmark = on_one_database("sqlite")

QUESTION = {"message": "When should I add a cache?", "session_id": "1732190000000-abc123"}


def test_the_model_rewords_the_answer_the_coach_built(
    llm_client: TestClient, model: StandInModel
) -> None:
    session = sign_in(llm_client, "Ada", tier=3)
    built = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session)).json()
    assert "/learn/caching" in built["response"]  # the stand-in's default reply is not used
    links = re.findall(r"\]\(/learn/[a-z0-9-]+\)", built["response"])
    model.reply = "Here is the gist: caches pay off when reads repeat. " + " ".join(
        f"[this lesson{link}" for link in links
    )
    answer = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session)).json()
    assert answer["response"] == model.reply
    request = model.requests[-1]
    assert request["model"] == MODEL
    assert model.authorizations[-1] == f"Bearer {API_KEY}"
    assert "Add nothing" in model.system_prompt()
    assert built["response"] in model.system_prompt()  # the built answer is what it rewords
    assert request["messages"][-1] == {"role": "user", "content": QUESTION["message"]}


@pytest.mark.parametrize(
    "rewording",
    ["Add 7 caches. See [Caching](/learn/caching).", "Add a cache when reads repeat."],
    ids=["a number of its own", "a lesson link dropped"],
)
def test_a_rewording_that_adds_or_drops_is_not_used(
    llm_client: TestClient, model: StandInModel, rewording: str
) -> None:
    model.reply = rewording
    session = sign_in(llm_client, "Ada", tier=3)
    answer = llm_client.post("/api/chat", json=QUESTION, headers=bearer(session)).json()
    assert answer["response"] != rewording
    assert "/learn/caching" in answer["response"]
    assert model.requests, "the model was asked"


def test_the_model_sees_what_the_coach_said_of_the_design(
    llm_client: TestClient, model: StandInModel
) -> None:
    session = sign_in(llm_client, "Ada", tier=3)
    question = {
        **QUESTION,
        "message": "What happens if my Database fails?",
        "design": bare_design(),
    }
    llm_client.post("/api/chat", json=question, headers=bearer(session))
    prompt = model.system_prompt()
    assert "If **Database** fails:" in prompt
    assert "runs as one copy" in prompt  # its replication is written as none


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
    assert "/learn/caching" in response.json()["response"]
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
