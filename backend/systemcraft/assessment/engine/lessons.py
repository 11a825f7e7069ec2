"""The lessons findings may cite, by lesson id: one list for the engine, the rubrics and the
course. A finding about an idea the course does not teach yet cites the planned lesson's id, and
links the written lesson that comes closest until it exists; tests/assessment/test_lessons.py
fails as soon as a planned lesson is written, so that it moves up into LESSONS."""

from collections.abc import Mapping
from types import MappingProxyType

# Written lessons, with their titles as in content/topics.
LESSONS: Mapping[str, str] = MappingProxyType(
    {
        "what-is-system-design": "What Is System Design?",
        "requirements-and-estimation": "Requirements and Back-of-the-Envelope Estimation",
        "latency-and-throughput": "Latency, Throughput and Availability",
        "vertical-vs-horizontal-scaling": "Vertical vs Horizontal Scaling",
        "load-balancing": "Load Balancing",
        "caching": "Caching",
        "sql-vs-nosql": "SQL vs NoSQL",
        "replication": "Database Replication",
        "sharding": "Sharding and Partitioning",
    }
)

# Planned lessons: id -> the written lesson to link meanwhile.
PLANNED: Mapping[str, str] = MappingProxyType(
    {
        "api-design": "what-is-system-design",
        "idempotency": "replication",
        "real-time-push": "latency-and-throughput",
        "cdn-and-edge": "caching",
        "cache-invalidation": "caching",
        "object-storage": "sql-vs-nosql",
        "consistency-models": "replication",
        "queues-and-logs": "latency-and-throughput",
        "delivery-guarantees": "replication",
        "retries-and-backpressure": "latency-and-throughput",
        "stream-processing": "latency-and-throughput",
        "fan-out": "latency-and-throughput",
        "unique-ids": "sharding",
        "rate-limiting-algorithms": "caching",
        "timeouts-and-circuit-breakers": "latency-and-throughput",
        "multi-region": "replication",
        "single-points-of-failure": "load-balancing",
    }
)

CITABLE: frozenset[str] = frozenset({*LESSONS, *PLANNED})


def written(lesson_id: str) -> str:
    """The lesson a link can open today: the lesson itself once written, else its stand-in."""
    return lesson_id if lesson_id in LESSONS else PLANNED.get(lesson_id, "what-is-system-design")


def lesson_link(lesson_id: str, title: str | None = None) -> str:
    """A Markdown link to a lesson page, titled as in LESSONS unless another title is given."""
    shown = written(lesson_id) if title is None else lesson_id
    return f"[{title or LESSONS[shown]}](/learn/{shown})"
