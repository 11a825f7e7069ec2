"""The lessons findings may cite, by subtopic id, with their titles as in content/topics."""

from collections.abc import Mapping
from types import MappingProxyType

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
