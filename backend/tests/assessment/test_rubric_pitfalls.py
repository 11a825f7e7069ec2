"""The wrong answers each problem's rubric knows: every pitfall is recognised in the way a
candidate writes it, the words that mend it excuse it, and no strong answer falls into one."""

import re

import pytest

from systemcraft.assessment.engine.coverage import falls_into
from tests.assessment.test_rubric_evidence import PROBLEM_IDS, STRONG, rubric

# What a candidate writes when they fall into a pitfall, per problem and decision.
WRONG: dict[str, dict[str, list[str]]] = {
    "chat-app": {
        "ordering": [
            "Messages are sorted by the client timestamp the phone attaches.",
            "Order comes from server time; every host runs NTP.",
            "Each message keeps the timestamp from the sender's phone, and the order follows it.",
            "The order is by the sender's sent_at, which every member sorts on.",
        ],
        "durable-ack": [
            "The server acks the sender right away and writes the batch later.",
            "We ack before the write reaches Cassandra to keep latency low.",
            "Messages sit in an in-memory batch that is flushed to the store every 50 ms.",
            "The owner acks the sender, then appends the message to a write-behind buffer.",
        ],
    },
    "pastebin": {
        "durable-ack": [
            "The text goes to Redis and we return the link immediately; a job copies it to S3.",
            "A worker flushes new pastes from Redis to S3 every few seconds.",
            "An upload is confirmed as soon as Valkey holds the text; S3 gets it later.",
        ],
        "write-order": [
            "Insert the metadata row first, then put the text in S3.",
            "Write the metadata row to MySQL, upload the text to S3, return the link.",
        ],
        "paste-ids": ["Paste ids are an auto-increment column shown in the link."],
        "expiry-and-deletion": [
            "The CDN keeps each page for a week: pastes are immutable, so that is safe."
        ],
    },
    "url-shortener": {
        "code-generation": [
            "Generate a random code, check the DB that it doesn't exist, then insert.",
            "Codes are the auto-increment id in base62.",
            "The counter is base62-encoded with a shuffled alphabet so codes look random.",
        ],
        "redirect-status": ["The service answers with a 301 redirect to the long URL."],
    },
    "news-feed": {
        "fanout-strategy": [
            "The post service loops over all followers and pushes the post into each feed.",
            "Fan-out is synchronous, inside the post request.",
            "Each author is treated the same way: every post is pushed to every follower.",
        ],
        "counts": [
            "Like counts are a SELECT COUNT(*) on the likes table.",
            "A like runs UPDATE posts SET like_count = like_count + 1 in the same transaction.",
        ],
        "unfollow": ["After an unfollow, old posts age out of the feed."],
        "merge-order": ["post_id = (shard_seq << 10) | shard, so ids sort newest first."],
        "pagination": [
            "Pages use LIMIT 20 OFFSET n on the feed table.",
            "GET /feed?cursor=<offset> returns the next 20.",
        ],
    },
    "rate-limiter": {
        "fail-open": ["If Redis is down the gateway fails closed and returns 503."],
        "algorithm": ["A fixed window counter per key, reset at the top of each minute."],
        "global-accuracy": [
            "Each gateway keeps its own full bucket and reports usage every few seconds.",
            "A token bucket per key with capacity = limit, kept locally in every gateway.",
        ],
    },
    "video-streaming": {
        "transcode-pipeline": [
            "The upload service waits for transcoding to finish, then replies.",
            "Each worker takes one video and encodes the whole ladder.",
        ],
        "view-counts": ["Every play runs UPDATE videos SET views = views + 1 on the primary."],
        "originals-durability": ["Originals go to S3 One Zone-IA to save on storage."],
        "edge-delivery": ["The CDN cache key is the full URL, query string and session token too."],
    },
}
# The same wrong words beside the ones that make them right.
MENDED: dict[str, dict[str, list[str]]] = {
    "pastebin": {
        "write-order": ["The metadata row goes first with status PENDING; the text follows."],
        "paste-ids": ["An auto-increment id passed through a Feistel permutation."],
    },
    "url-shortener": {
        "code-generation": [
            "Check the DB that the alias doesn't exist, then insert under a unique constraint.",
            "Auto-increment ids, permuted before base62 encoding.",
        ],
        "redirect-status": ["We answer 302, not 301, so every click reaches us."],
    },
    "chat-app": {
        "ordering": ["The device timestamp orders nothing: it is for display only, seq orders."],
        "durable-ack": ["An in-memory batch is flushed, and we ack only after the write commits."],
    },
    "news-feed": {
        "counts": [
            "A consumer batches like events and runs count = count + 1 per post per second."
        ],
        "fanout-strategy": [
            "Every author is pushed the same way, except accounts over a threshold."
        ],
        "merge-order": ["Snowflake ids: (timestamp << 22) | (worker << 12) | seq."],
    },
    "rate-limiter": {
        "algorithm": [
            "A fixed window lets 2x through at the boundary, so we use a sliding window."
        ],
        "global-accuracy": ["Each gateway holds a lease on its own share of the limit."],
    },
    "video-streaming": {
        "transcode-pipeline": [
            "Each worker encodes the whole ladder for one 4-second chunk, in parallel."
        ],
        "originals-durability": [
            "After 90 days originals move to one zone, plus a Glacier archive copy."
        ],
        "edge-delivery": [
            "The cache key excludes the query string: the token is checked, not cached."
        ],
    },
}


def fallen(problem_id: str, decision_id: str, sentence: str) -> list[str]:
    """The patterns of the decision's pitfalls that the sentence falls into."""
    (found,) = [d for d in rubric(problem_id).decisions if d.id == decision_id]
    return [pitfall.pattern for pitfall in found.pitfalls if falls_into(pitfall, sentence)]


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_every_pitfall_is_recognised_and_every_sentence_falls_into_one(problem_id: str) -> None:
    for found in rubric(problem_id).decisions:
        sentences = WRONG.get(problem_id, {}).get(found.id, [])
        assert bool(found.pitfalls) == bool(sentences), found.id
        for sentence in sentences:
            assert fallen(problem_id, found.id, sentence), sentence
        used = {p for sentence in sentences for p in fallen(problem_id, found.id, sentence)}
        assert used == {pitfall.pattern for pitfall in found.pitfalls}, found.id


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_the_words_that_mend_a_pitfall_excuse_it(problem_id: str) -> None:
    for decision_id, sentences in MENDED.get(problem_id, {}).items():
        for sentence in sentences:
            assert not fallen(problem_id, decision_id, sentence), sentence


@pytest.mark.parametrize("problem_id", PROBLEM_IDS)
def test_no_strong_answer_falls_into_a_pitfall(problem_id: str) -> None:
    for decision_id, sentences in STRONG[problem_id].items():
        for sentence in sentences:
            assert not fallen(problem_id, decision_id, sentence), sentence


def test_every_pitfall_compiles_and_says_what_to_do() -> None:
    for problem_id in PROBLEM_IDS:
        for found in rubric(problem_id).decisions:
            for pitfall in found.pitfalls:
                re.compile(pitfall.pattern)
                assert pitfall.problem.endswith("."), pitfall.problem
                assert pitfall.fix.endswith("."), pitfall.fix
