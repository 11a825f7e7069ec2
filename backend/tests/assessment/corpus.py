"""Designs that between them make every rule report every kind of finding it has: the
pinned-output test assesses each against every problem, so a change to the engine that alters
any finding, its order, a score or a word of the analysis shows up."""

from collections.abc import Callable
from functools import cache
from typing import Any

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.design import read_document
from tests.assessment.builders import PROBLEMS, Sketch, expectations
from tests.designs import bare_design, strong_design

CHECKED_LB = {"healthCheck": "HTTP"}


def nothing_to_serve() -> Sketch:
    return Sketch().add("api").add("worker")


def first_sketch() -> Sketch:
    return Sketch().chain("web", "api", "db")


def clients_at_the_data() -> Sketch:
    sketch = Sketch().add("cache", ttl="0").chain("web", "api", "db")
    return sketch.link("web", "db").link("mobile", "cache").chain("mobile", "api")


def half_cut_off() -> Sketch:
    return Sketch().chain("web", "api", "db").chain("mobile", "worker").add("loose", "server")


def one_backend_balancer() -> Sketch:
    return Sketch().add("lb", healthCheck="none").chain("web", "lb", "api", "db")


def balanced() -> Sketch:
    sketch = Sketch().add("lb", replicas="2", **CHECKED_LB).add("db", replication="sync")
    sketch.add("cache", ttl="1h").chain("web", "lb", "api1", "db").chain("lb", "api2", "db")
    return sketch.link("api1", "cache").link("api2", "cache")


def replication_modes() -> Sketch:
    sketch = Sketch().add("api", replicas="3")
    modes = ("async", "multi-master", "quorum", "sync", "none", "primary-replica")
    for index, mode in enumerate(modes):
        sketch.add(f"db{index}", replication=mode)
        sketch.link("api", f"db{index}")
    sketch.add("db9", replicas="2", engine="Cassandra").link("api", "db9")
    return sketch.link("web", "api")


def messaging() -> Sketch:
    sketch = Sketch().add("lb", healthCheck="off").add("queue1", durability="transient")
    sketch.add("queue2", durability="persistent").add("topic", retention="memory")
    sketch.chain("web", "lb", "api1", "db").chain("lb", "api2", "db")
    sketch.chain("api1", "queue1", "worker1", "db").link("api2", "queue2")
    return sketch.link("api1", "topic").link("topic", "api2").link("queue3", "worker2")


def durable_messaging() -> Sketch:
    sketch = Sketch().add("queue", durability="persistent").add("topic", retention="7 days")
    sketch.add("api", replicas="2").chain("web", "api", "db")
    return sketch.chain("api", "queue", "worker", "db").link("api", "topic").link("topic", "api")


def slow_and_deep() -> Sketch:
    sketch = (
        Sketch().link("web", "cdn").link("cdn", "api1").link("web", "api1", protocol="WebSocket")
    )
    return sketch.chain("api1", "api2", "api3", "api4", "api5", "api6", "db", latency="200ms")


def cache_trouble() -> Sketch:
    sketch = Sketch().add("cache1").add("cache2", ttl="30 days").add("cache3", ttl="1h")
    sketch.chain("web", "api", "db").link("api", "cache1").link("api", "cache2")
    return sketch.link("cache3", "worker").add("db2").add("loose", "queue")


def scrambled(count: int = 60, links: int = 150) -> Sketch:
    """Every kind of component, wired in a fixed tangle with cycles and repeated links."""
    kinds = ["client", "dns", "cdn", "load-balancer", "server", "server", "cache", "database"]
    kinds += ["queue", "pub-sub"]
    sketch = Sketch()
    for index in range(count):
        sketch.add(f"n{index}", kinds[index * 7 % len(kinds)], replicas=str(1 + index % 2))
    for index in range(links):
        start, end = index % count, (index * 37 + 11) % count
        sync = "Asynchronous" if index % 3 == 0 else "Synchronous"
        sketch.link(f"n{start}", f"n{end}", sync=sync)
    return sketch


def mystery_box() -> Sketch:
    """A box nothing identifies between the client and the data."""
    sketch = Sketch().add("box", "", label="Frobnicator")
    return sketch.chain("web", "box", "db")


DESIGNS: dict[str, Callable[[], Sketch]] = {
    "empty": Sketch,
    "nothing-to-serve": nothing_to_serve,
    "first-sketch": first_sketch,
    "clients-at-the-data": clients_at_the_data,
    "half-cut-off": half_cut_off,
    "one-backend-balancer": one_backend_balancer,
    "balanced": balanced,
    "replication-modes": replication_modes,
    "messaging": messaging,
    "durable-messaging": durable_messaging,
    "slow-and-deep": slow_and_deep,
    "cache-trouble": cache_trouble,
    "scrambled": scrambled,
    "mystery-box": mystery_box,
}


Document = Callable[[str | None], dict[str, Any]]


def sketched(make: Callable[[], Sketch]) -> Document:
    return lambda problem_id: make().document(problem_id)


DOCUMENTS: dict[str, Document] = {
    **{name: sketched(make) for name, make in DESIGNS.items()},
    "bare-design": bare_design,
    "strong-design": strong_design,
}
PROBLEM_IDS: list[str | None] = [None, *sorted(path.stem for path in PROBLEMS.glob("*.yaml"))]


@cache
def assessments() -> dict[str, Assessment]:
    """Each corpus design assessed against each problem and against none, by case name."""
    return {
        f"{name} @ {problem_id or 'no problem'}": assess(
            read_document(document(problem_id)),
            expectations(problem_id) if problem_id else None,
        )
        for name, document in DOCUMENTS.items()
        for problem_id in PROBLEM_IDS
    }
