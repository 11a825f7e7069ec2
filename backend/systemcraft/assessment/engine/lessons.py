"""The lessons findings may cite, by lesson id: one list for the engine, the rubrics and the
course. A finding about an idea the course does not teach yet cites the planned lesson's id, and
links the written lesson that comes closest until it exists; tests/assessment/test_lessons.py
fails as soon as a planned lesson is written, so that it moves up into LESSONS."""

from collections.abc import Mapping
from types import MappingProxyType

# Written lessons, with their titles as in content/topics, in the course's order.
LESSONS: Mapping[str, str] = MappingProxyType(
    {
        "what-is-system-design": "What Is System Design?",
        "requirements-and-estimation": "Requirements and Back-of-the-Envelope Estimation",
        "estimation-drills": "Estimation Drills",
        "numbers-to-know": "Numbers to Know",
        "latency-and-throughput": "Latency, Throughput and Availability",
        "interview-levels": "What Interviewers Expect at Each Level",
        "networking-basics": "DNS, TCP, TLS and HTTP",
        "api-design": "REST, gRPC and GraphQL",
        "idempotency": "Idempotency Keys and Safe Retries",
        "api-gateways": "API Gateways",
        "real-time-push": "Real-Time Push: Polling, SSE and WebSockets",
        "vertical-vs-horizontal-scaling": "Vertical vs Horizontal Scaling",
        "load-balancing": "Load Balancing",
        "autoscaling": "Autoscaling",
        "cdn-and-edge": "CDNs and the Edge",
        "caching": "Caching",
        "cache-invalidation": "Cache Invalidation and Its Races",
        "cache-eviction-and-sizing": "Eviction and Sizing",
        "cache-failure-modes": "Stampedes, Hot Keys and Cache Failure",
        "sql-vs-nosql": "SQL vs NoSQL",
        "data-modelling-and-indexes": "Relational Modelling and Indexes",
        "storage-engines": "B-Trees and LSM Trees",
        "object-storage": "Object Storage",
        "specialised-stores": "Search, Time-Series and Vector Stores",
        "replication": "Database Replication",
        "quorums": "Multi-Leader and Leaderless Replication",
        "consistency-models": "Consistency Models",
        "cap-and-pacelc": "CAP and PACELC",
        "failover-and-fencing": "Failover, Split Brain and Fencing",
        "sharding": "Sharding and Partitioning",
        "consistent-hashing": "Hashing Schemes and Consistent Hashing",
        "resharding": "Resharding Without Downtime",
        "cross-shard-queries": "Queries That Span Shards",
        "queues-and-logs": "Queues and Logs",
        "delivery-guarantees": "Delivery Guarantees and Exactly-Once Effects",
        "retries-and-backpressure": "Retries, Dead-Letter Queues and Back Pressure",
        "fan-out": "Fan-Out on Write and on Read",
        "stream-processing": "Stream and Batch Processing",
        "unique-ids": "Unique ID Generation",
        "locks-and-leases": "Locks, Leases and Fencing Tokens",
        "isolation-levels": "Contention and Isolation Levels",
        "consensus": "Consensus and Leader Election",
        "sagas-and-outbox": "Sagas, the Outbox and Change Data Capture",
        "single-points-of-failure": "Finding Single Points of Failure",
        "timeouts-and-circuit-breakers": "Timeouts, Retries, Circuit Breakers and Bulkheads",
        "slos-and-error-budgets": "SLOs and Error Budgets",
        "observability": "Observability",
        "safe-deploys": "Safe Deploys",
        "multi-region": "Multi-Region and Disaster Recovery",
        "authentication-and-authorization": "Authentication and Authorization",
        "rate-limiting-algorithms": "Rate Limiting Algorithms",
        "geospatial-indexes": "Geospatial Indexes",
        "probabilistic-structures": "Bloom Filters, HyperLogLog and Count-Min Sketch",
        "serving-llm-features": "Serving LLM Features",
    }
)

# Planned lessons: id -> the written lesson to link meanwhile (none: the course covers every
# idea a finding cites; a finding about a new idea adds its lesson here until it is written).
PLANNED: Mapping[str, str] = MappingProxyType({})

CITABLE: frozenset[str] = frozenset({*LESSONS, *PLANNED})


def written(lesson_id: str) -> str:
    """The lesson a link can open today: the lesson itself once written, else its stand-in."""
    return lesson_id if lesson_id in LESSONS else PLANNED.get(lesson_id, "what-is-system-design")


def lesson_link(lesson_id: str, title: str | None = None) -> str:
    """A Markdown link to a lesson page, titled as in LESSONS unless another title is given."""
    shown = written(lesson_id) if title is None else lesson_id
    return f"[{title or LESSONS[shown]}](/learn/{shown})"
