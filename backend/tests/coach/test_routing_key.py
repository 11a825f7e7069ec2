"""Requests hashed over cache or edge nodes by a key: what the key buys and the hot key it cannot
fix, rather than how the brief's stores split their rows."""

from systemcraft.coach.answering.sharding import answer_sharding
from tests.coach.briefs import ask


def test_a_balancer_hashing_on_a_key_is_answered_about_that_key_and_its_hot_item() -> None:
    key = "video-streaming/huge-500"
    question = (
        "My Edge LBs consistent-hash on the segment URL across the 20 edge nodes in each "
        "region. Is URL the right key, and what happens when a video goes viral?"
    )
    said = answer_sharding(ask(key, question, "sharding", "Edge LB us-east")) or ""
    assert said.startswith("**Spreading requests by the segment URL**"), said
    assert "one of the 20 nodes" in said
    assert "one hot segment URL has one node" in said
    assert "bounded-load consistent hashing" in said


def test_a_store_split_by_a_key_is_still_answered_as_a_store() -> None:
    key = "video-streaming/huge-500"
    question = "Should I shard my video metadata by video id or by creator id?"
    said = answer_sharding(ask(key, question, "sharding")) or ""
    assert "Spreading requests by" not in said
