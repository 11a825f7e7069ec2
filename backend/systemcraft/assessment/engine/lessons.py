"""The lessons findings may cite, by lesson id, with their titles as in content/topics."""

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


def lesson_link(lesson_id: str, title: str | None = None) -> str:
    """A Markdown link to a lesson page, titled as in LESSONS unless another title is given."""
    return f"[{title or LESSONS.get(lesson_id, lesson_id)}](/learn/{lesson_id})"
