"""Reading what the user wrote: a negated or undecided mention is no evidence; a property the
canvas set and nobody touched is not a decision."""

import pytest

from systemcraft.assessment.engine.evidence import affirmed, first_affirmed, passages
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
    found = list(passages(read_document(document).design))
    assert [(p.where, p.text) for p in found] == [
        ("notes.consistency", "Quorum writes"),
        ("component cache", "ttl: 120"),
        ("connection c1", "write-through"),
    ]
    assert first_affirmed(found, ["replicat"]) is None
    assert first_affirmed(found, ["quorum"]) == found[0]
