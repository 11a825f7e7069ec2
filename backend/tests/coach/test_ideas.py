"""An idea asked to be explained is found where a lesson names it word for word, when few do
("continuous batching"), and said to be outside the course when none does ("erasure coding"),
rather than answered from passages that share its other words ("cap each host" and CAP)."""

import json
from typing import Any

from starlette.testclient import TestClient

from systemcraft.coach.idea import idea_of
from tests.assessment.calibration import CALIBRATION_SET
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database

what_the_coach_says = on_one_database("sqlite")


def _design(key: str) -> Any:
    return json.loads((CALIBRATION_SET / f"{key}.json").read_text())


def _answer(client: TestClient, question: str, key: str) -> str:
    session = sign_in(client, "Ada", tier=3)
    response = client.post(
        "/api/chat",
        json={"message": question, "session_id": "1732190000000-idea01", "design": _design(key)},
        headers=bearer(session),
    )
    assert response.status_code == 200, response.text
    answer: str = response.json()["response"]
    return answer


def test_the_idea_is_read_from_how_it_is_asked() -> None:
    batching = idea_of("Can you explain what continuous batching is actually doing on my hosts?")
    assert batching is not None
    assert batching.said == "continuous batching"
    outbox = idea_of("what is the outbox pattern and do i need it?")
    assert outbox is not None
    assert outbox.words == ("outbox",)  # "pattern" adds nothing
    assert idea_of("Can you explain why people put a queue between the API and senders?") is None
    assert idea_of("what is the best way to shard this?") is None
    # "what even is that" names nothing; the term the learner quoted does.
    quoted = idea_of("people tell me I need a 'trie' for autocomplete. what even is that?")
    assert quoted is not None
    assert quoted.said == "trie"
    meant = idea_of("what does quorum mean for my Cassandra writes?")
    assert meant is not None
    assert meant.said == "quorum"


@what_the_coach_says
def test_an_idea_few_passages_name_is_explained_from_the_one_that_names_it(
    curriculum_client: TestClient,
) -> None:
    question = (
        "Can you explain what continuous batching is actually doing on my Model Hosts (8x "
        "H100, vLLM)? And why does my GPU Dispatcher cap each host at 160 live sequences?"
    )
    answer = _answer(curriculum_client, question, "llm-chat-service/drawn-only-11")
    assert answer.startswith("Modern engines such as vLLM"), answer
    assert "/learn/serving-llm-features" in answer
    assert "/learn/cap-and-pacelc" not in answer


@what_the_coach_says
def test_an_idea_no_lesson_names_is_said_to_be_outside_the_course(
    curriculum_client: TestClient,
) -> None:
    question = "Can you explain how erasure coding works on my Ceph RGW originals pool (EC 6+3)?"
    answer = _answer(curriculum_client, question, "photo-sharing/drawn-only-6")
    assert answer.startswith("Our lessons do not explain “erasure coding” yet"), answer
    assert "/learn/" not in answer  # no passage that only shares its other words


@what_the_coach_says
def test_an_idea_many_passages_name_is_explained_from_the_section_headed_for_it(
    curriculum_client: TestClient,
) -> None:
    # "Fencing" is in many passages and in a lesson's title; its own section explains it.
    question = (
        "Can you explain what the fencing epoch on my frontier shard leases actually buys me? "
        "etcd already gives each of the 128 shards one owner."
    )
    answer = _answer(curriculum_client, question, "web-crawler/drawn-only-6")
    assert "“Fencing tokens”" in answer.split("\n\n")[1], answer
    assert "“Locks, Leases and Fencing Tokens”" not in answer, answer


@what_the_coach_says
def test_an_explanation_is_tied_to_a_requirement_only_by_more_than_one_word(
    curriculum_client: TestClient,
) -> None:
    # "URLs" alone tied the seed-list requirement to a question about a visited set.
    question = "Should I keep the visited URLs in a Redis set or use a Bloom filter?"
    answer = _answer(curriculum_client, question, "web-crawler/drawn-only-6")
    assert "it matters because the brief asks" not in answer, answer
