"""The kind of answer a question wants, read from how it is asked (coach/kinds.py)."""

import pytest

from systemcraft.coach.kinds import kind_of


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many app servers do I need for the peak?", "sizing"),
        ("is one postgres enough for the writes?", "sizing"),
        # "Can you explain" asks for the idea, though its words are about shards.
        (
            "Can you explain why taking each ClickHouse shard's top 100 and merging them gives "
            "the real top 100?",
            "concept",
        ),
        ("does the Redis report cache actually earn its keep?", "placement"),
        # A partition key named outright decides it, whatever happens to a hot document.
        (
            "is that the right partition key, and what happens with a doc that has 100 people "
            "typing in it?",
            "sharding",
        ),
        # "Shards" in a part's name is no question about the key.
        (
            "I've got ~30 Search Shards nodes. couldn't I get away with 1 replica each? or is "
            "it too few for the 70k/s peak?",
            "sizing",
        ),
        ("will 4 TB of disk last three years?", "sizing"),
        ("one Redis does ~100k ops/s, so a single instance is fine for 45k?", "sizing"),
        ("is a single node ok at this load?", "sizing"),
        ("what happens if the cache dies?", "failure"),
        ("say the Cache dies at peak. what actually happens then?", "failure"),
        # Two options set outright against each other, whatever part or place is named.
        (
            "for the seen-URL check, is the sharded Bloom filter better than looking each link "
            "up in my Database?",
            "trade-off",
        ),
        (
            "Was pull the right call vs pushing every change, or did I move the load somewhere "
            "else?",
            "trade-off",
        ),
        ("Is running both CloudFront and Akamai worth it, or should I use one CDN?", "trade-off"),
        ("is that a good place for it, or should alerts go around the cache?", "placement"),
        ("Is that the right place for it, and what is it actually protecting?", "placement"),
        ("What if the payment provider times out?", "failure"),
        ("can the design survive the loss of a zone?", "failure"),
        ("what shard key should the orders table use?", "sharding"),
        ("won't one hot partition take all the traffic?", "sharding"),
        ("is the CDN in the right place?", "placement"),
        ("Where should the queue go?", "placement"),
        ("what is consistent hashing?", "concept"),
        ("what is consistent hashing and does my design need it anywhere?", "concept"),
        ("what is the right shard key for my orders table?", "sharding"),
        ("explain the outbox pattern", "concept"),
        ("should I use push or pull for the feed?", "trade-off"),
        ("SQL vs NoSQL for the orders?", "trade-off"),
        ("should I charge before or after the hold?", "trade-off"),
        ("what's the biggest problem with my design?", "review"),
        ("how can I improve this?", "review"),
        ("recipe for banana bread", "unknown"),
    ],
)
def test_each_kind_of_question_is_read_from_how_it_is_asked(question: str, kind: str) -> None:
    assert kind_of(question) == kind


def test_a_failure_asked_with_a_count_is_about_the_failure() -> None:
    # "How many" is there, but the question is what happens when one goes.
    assert kind_of("what happens if one of my 3 shards dies at peak?") == "failure"


def test_a_named_shard_key_a_right_place_or_what_an_idea_actually_is_decides_the_kind() -> None:
    for question, kind in (
        (
            "If I switch to Redis Cluster, is that enough, or what should the shard key be?",
            "sharding",
        ),
        (
            "Is that the right place for the resizing, or should it live somewhere else?",
            "placement",
        ),
        ("People say I need Redlock. What is that exactly, and is my UPDATE enough?", "concept"),
        ("What actually is continuous batching, and do I need to do anything?", "concept"),
    ):
        assert kind_of(question) == kind, question


def test_a_key_judged_after_saying_what_the_store_is_split_by_is_about_the_key() -> None:
    question = (
        "I sharded the PostgreSQL: inventory + reservations DB by hotel_id into 8 shards. "
        "Is hotel_id a good key? What happens in a flash sale when everyone books the same hotel?"
    )
    assert kind_of(question) == "sharding"
    # Without the key judged, what happens when a shard goes is still the failure.
    assert kind_of("I sharded the DB by hotel_id. What happens if a shard dies?") == "failure"
    assert kind_of("I sharded it by region. If the key server dies, what happens?") == "failure"


def test_a_count_asked_outright_is_sizing_whatever_options_it_weighs() -> None:
    assert kind_of("Are 3 nodes better than 5 at peak?") == "sizing"
    assert kind_of("How many shards do I need if I use Redis instead of Memcached?") == "sizing"
