import math

import pytest

from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.reading.properties import (
    instance_count,
    parse_latency_ms,
    parse_ttl_seconds,
    replication_mode,
)
from systemcraft.assessment.engine.roles import recognise_kind
from systemcraft.design import read_document
from tests.assessment.builders import Sketch


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("PostgreSQL primary", "database"),
        ("MySQL", "database"),
        ("MongoDB", "database"),
        ("DynamoDB table", "database"),
        ("Users DB", "database"),
        ("Database", "database"),
        ("S3 bucket", "database"),
        ("Redis", "cache"),
        ("memcached", "cache"),
        ("Session cache", "cache"),
        ("Load Balancer", "load-balancer"),
        ("LB", "load-balancer"),
        ("nginx", "load-balancer"),
        ("AWS ELB", "load-balancer"),
        ("ALB", "load-balancer"),
        ("Kafka", "pub-sub"),
        ("Redis Pub/Sub", "pub-sub"),
        ("pubsub", "pub-sub"),
        ("SNS topic", "pub-sub"),
        ("Event bus", "pub-sub"),
        ("Job queue", "queue"),
        ("SQS", "queue"),
        ("RabbitMQ", "queue"),
        ("CDN", "cdn"),
        ("CloudFront", "cdn"),
        ("Akamai edge", "cdn"),
        ("DNS", "dns"),
        ("Route 53", "dns"),
        ("Client", "client"),
        ("Browser", "client"),
        ("Mobile", "client"),
        ("Users", "client"),
        ("iOS app", "client"),
        ("App server", "server"),
        ("API", "server"),
        ("Feed service", "server"),
        ("Transcode worker", "server"),
        ("Backend", "server"),
        ("Thing", "unknown"),
        ("", "unknown"),
    ],
)
def test_the_label_says_what_an_untyped_component_is(label: str, kind: str) -> None:
    assert recognise_kind(None, label) == kind


def test_a_declared_type_wins_over_the_label() -> None:
    assert recognise_kind("cache", "Users DB") == "cache"
    assert recognise_kind("Load Balancer", "") == "load-balancer"
    assert recognise_kind("pub_sub", "") == "pub-sub"


def test_an_unknown_type_falls_back_to_the_label_then_the_type_text() -> None:
    assert recognise_kind("primitive", "Orders database") == "database"
    assert recognise_kind("redis-cluster", "Hot keys") == "cache"
    assert recognise_kind("widget", "Thing") == "unknown"


@pytest.mark.parametrize(
    ("text", "ms"),
    [
        ("< 100ms", 100),
        ("5ms", 5),
        ("~20 ms", 20),
        ("1s", 1000),
        ("1.5 s", 1500),
        ("50-80 ms", 80),
        ("250", 250),
        ("2 seconds", 2000),
        ("300 µs", 0.3),
        # A percentile's name is not a figure: "p99" is not 99 seconds.
        ("p50 ~700ms, p99 ~2.5s", 2500),
        ("P99.9 40 ms", 40),
        # A size beside the time is no time: "10 MB" is not ten minutes.
        ("< 300ms for 10 MB", 300),
        ("2 min", 120_000),
        ("fast", None),
        ("", None),
    ],
)
def test_latencies_are_read_in_milliseconds(text: str, ms: float | None) -> None:
    assert parse_latency_ms(text) == ms


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("3600", 3600),
        ("1h", 3600),
        ("30 min", 1800),
        ("7 days", 604_800),
        ("2 weeks", 1_209_600),
        ("0", 0),
        ("never", math.inf),
        # No ttl, and a note on something else that has a duration.
        ("none; previous season UNLINKed 7 days after final", math.inf),
        (None, None),
        ("soon", None),
    ],
)
def test_cache_ttls_are_read_in_seconds(text: str | None, seconds: float | None) -> None:
    assert parse_ttl_seconds(text) == seconds


@pytest.mark.parametrize(
    ("value", "instances", "mode"),
    [
        ("none", 1, "none"),
        (None, 1, "none"),
        (None, 3, "unspecified"),
        ("master-slave", 1, "async"),
        ("primary-replica", 1, "async"),
        ("leader-follower (async)", 1, "async"),
        ("sync", 1, "sync"),
        ("semi-synchronous", 1, "sync"),
        ("multi-master", 1, "multi-leader"),
        ("quorum", 1, "leaderless"),
        ("RF 3, acks=all", 1, "sync"),
        ("something", 1, "unspecified"),
    ],
)
def test_replication_modes_are_recognised(value: str | None, instances: int, mode: str) -> None:
    assert replication_mode(value, instances) == mode


def test_instance_counts_come_from_replicas_instances_or_count() -> None:
    assert instance_count({}) == 1
    assert instance_count({"replicas": "3"}) == 3
    assert instance_count({"instances": "2 per zone"}) == 2
    assert instance_count({"count": "0"}) == 1
    assert instance_count({"replicas": "many"}) == 1


@pytest.mark.parametrize(
    ("kind", "label", "props", "role"),
    [
        # A label that names no kind of part yields to the product a property names...
        ("database", "Block store", {"engine": "S3 (Standard-IA after 60 days)"}, "object-store"),
        ("database", "Block Storage", {"engine": "S3"}, "object-store"),  # a generic word
        ("pub-sub", "Plays", {"provider": "Redpanda"}, "log"),
        # ... but never to an untouched canvas default, nor over a label that names the part.
        ("database", "Block store", {"engine": "PostgreSQL"}, "database"),
        ("database", "Users DB", {"engine": "S3"}, "database"),
    ],
)
def test_a_property_naming_the_product_says_what_a_plain_label_does_not(
    kind: str, label: str, props: dict[str, str], role: str
) -> None:
    sketch = Sketch().add("part", kind, label=label, **props)
    graph = build_graph(read_document(sketch.document()).design)
    assert graph.nodes[0].role == role
