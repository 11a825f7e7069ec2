"""Export documents for API tests, written with the engine tests' Sketch builder."""

from typing import Any

from tests.assessment.builders import Sketch


def bare_design(problem_id: str | None = "url-shortener") -> dict[str, Any]:
    """Client, one server, one unreplicated database: the first sketch of most candidates."""
    return (
        Sketch()
        .add("client", "client", label="Client")
        .add("server", "server", label="Server")
        .add("database", "database", label="Database", replication="none")
        .chain("client", "server", "database", latency="10ms")
        .document(problem_id)
    )


def strong_design(problem_id: str | None = "url-shortener") -> dict[str, Any]:
    """Load-balanced servers, a cache and a replicated database."""
    sketch = (
        Sketch()
        .add("client", "client", label="Client")
        .add(
            "load-balancer",
            "load-balancer",
            label="Load Balancer",
            healthCheck="HTTP",
            replicas="2",
        )
        .add("server-a", "server", label="Server A")
        .add("server-b", "server", label="Server B")
        .add("cache", "cache", label="Cache", ttl="3600", replicas="2")
        .add("database", "database", label="Database", replication="primary-replica")
        .link("client", "load-balancer", latency="10ms")
    )
    for server in ("server-a", "server-b"):
        sketch.link("load-balancer", server, latency="10ms")
        sketch.link(server, "cache", latency="10ms")
        sketch.link(server, "database", latency="10ms")
    return sketch.link("cache", "database", latency="10ms").document(problem_id)
