"""Reading what the user wrote: a negated or undecided mention is no evidence; a property the
canvas set and nobody touched is not a decision."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from systemcraft.assessment.engine.reading.excerpts import Excerpt, excerpts
from systemcraft.assessment.engine.reading.writing import Writing, affirmed
from systemcraft.design import read_document
from tests.assessment.builders import Sketch


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("we do NOT use websockets", "websocket"),
        ("No retries for now.", "retr(y|ies)"),
        ("replication: none yet", "replicat"),
        ("partition key: TBD", "partition key"),
        ("Redis has no replica", "replica"),
        ("Runs without a dead-letter queue", "dead-letter"),
        ("healthCheck: not yet", "health ?check"),
        ("sharding later", "shard"),
        ("idempotency? no", "idempoten"),
        ("We don't need a CDN", r"\bcdn\b"),
        ("retryStrategy: no retries for now", "retr(y|ies)"),
        ("Health checks to be added later.", "health ?check"),
        # Put off rather than built.
        ("Content hashes and change rates are deferred.", "content hash"),
        ("robots.txt support is planned for v2.", r"robots\.txt"),
        ("We will add per-host queues when a site complains.", "per-host queue"),
    ],
)
def test_what_is_said_to_be_absent_or_undecided_is_not_evidence(text: str, pattern: str) -> None:
    assert not affirmed(text, pattern)


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("Idempotency keys, so that retries do not double-charge", "idempoten"),
        ("At most 3 retries, with jitter", "retr(y|ies)"),
        ("no more than 3 retries with jitter", "retr(y|ies)"),
        ("Semi-sync replication to one standby", "replicat"),
        ("No cache for writes; reads go through the cache", "cache"),
        ("Not only sharded by user id but also replicated", "shard"),
        ("Kafka keyed by conversation id", "keyed by"),
        ("Cleanup runs later at night", "cleanup"),
        ("retryStrategy: exponential backoff", "retr(y|ies)"),
        ("We will add a Redis cache in front of the feed store.", "cache"),
        ("Replicas are planned across three zones.", "replica"),
        ("Authentication is deferred to the API gateway.", "authenticat"),
    ],
)
def test_what_is_affirmed_counts(text: str, pattern: str) -> None:
    assert affirmed(text, pattern)


def test_untouched_canvas_defaults_and_copied_requirements_are_not_read() -> None:
    sketch = Sketch().add("db", "database", engine="PostgreSQL", replication="master-slave")
    sketch.add("cache", "cache", ttl="120").link("db", "cache", description="write-through")
    document = sketch.document()
    document["design"]["functional_requirements"] = ["Replicate everything"]
    document["design"]["notes"] = {"consistency": "Quorum writes"}
    found = list(excerpts(read_document(document).design))
    assert [(p.where, p.text) for p in found] == [
        ("notes.consistency", "Quorum writes"),
        ("component cache", "ttl: 120"),
        # A connection's words are read with its ends: they are about them.
        ("connection c1", "db to cache: write-through"),
    ]
    assert Writing(found).first_affirmed(["replicat"]) is None
    assert Writing(found).first_affirmed(["quorum"]) == found[0]


LATENCY_BUDGET = r"(?:^|[^\d.])[0-4](\.\d+)? ?(ms|milliseconds?)\b"


def test_a_pattern_holds_at_each_passage_edge_as_when_the_passage_is_read_alone() -> None:
    """The excerpts are searched joined: `^`, `$` and a leading character class must still
    find what each passage holds on its own (the latency budget at a note's start was lost)."""
    found = [Excerpt("note", "100k QPS"), Excerpt("note", "2 ms p99 from the cache")]
    assert Writing(found).first_affirmed([LATENCY_BUDGET]) == found[1]
    ending = [Excerpt("a", "store the image"), Excerpt("b", "thumbnails")]
    assert Writing(ending).first_affirmed([r"image$"]) == ending[0]


WORDS = ["2 ms", "cache", "image", "no cache", "queue", "\n", "1.5", "ms", "x", "."]
SOURCES = [LATENCY_BUDGET, r"image$", r"^cache", r"queue.{0,20}ms", r"\bcache\b"]


@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=6).map(" ".join), max_size=8))
@settings(max_examples=300, deadline=None)
def test_passages_joined_find_what_each_passage_read_alone_finds(texts: list[str]) -> None:
    found = [Excerpt(f"p{index}", text) for index, text in enumerate(texts)]
    prefiltered = Writing(found, tuple(SOURCES))
    for source in SOURCES:
        alone = next((passage for passage in found if affirmed(passage.text, source)), None)
        assert Writing(found).first_affirmed([source]) == alone, source
        assert prefiltered.first_affirmed([source]) == alone, source
