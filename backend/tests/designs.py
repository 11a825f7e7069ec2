"""Export documents for API tests, written with the engine tests' Sketch builder."""

from typing import Any

from systemcraft.design.catalogue import CATALOGUE
from systemcraft.design.vocabulary import ComponentType
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


def starting_design(problem_id: str | None = "url-shortener") -> dict[str, Any]:
    """What a new workspace opens on (frontend canvas/model/starting-design.ts), exported as the
    canvas exports it: each part with its catalogue name, description and default properties,
    and every connection with the default properties. Nothing in it is the learner's."""
    sketch = Sketch()
    for kind in ("client", "dns", "server", "database"):
        add_as_the_palette_does(sketch, kind)
    return sketch.link("client", "dns").chain("client", "server", "database").document(problem_id)


def add_as_the_palette_does(sketch: Sketch, kind: ComponentType) -> Sketch:
    """A part as the palette adds it: its catalogue name, description and default properties,
    exported as the canvas exports them."""
    spec = CATALOGUE[kind]
    defaults = {
        key: ", ".join(value) if isinstance(value, list) else str(value)
        for key, value in spec.defaults.items()
    }
    sketch.add(kind, kind, label=spec.name, **defaults)
    sketch.components[-1]["metadata"]["customLogic"] = spec.description
    return sketch
