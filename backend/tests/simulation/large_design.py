"""The largest design the API accepts, for the simulation's speed: 500 components and 2,000
connections, layered as requests travel (clients, edge, balancers, services, data) with
random links across, for the news-feed brief."""

import random
from typing import Any

from systemcraft.design.vocabulary import MAX_COMPONENTS, MAX_CONNECTIONS
from tests.assessment.builders import Sketch

# (component type, how many, copies each)
TIERS: list[tuple[str, int, int]] = [
    ("client", 30, 1),
    ("dns", 5, 1),
    ("cdn", 15, 1),
    ("load-balancer", 30, 2),
    ("server", 240, 4),
    ("cache", 50, 3),
    ("database", 60, 3),
    ("queue", 40, 2),
    ("pub-sub", 30, 2),
]
ALONG = ["client", "dns", "load-balancer", "server", "cache", "database"]


def large_design(seed: int = 2026) -> dict[str, Any]:
    rng = random.Random(seed)  # noqa: S311 (the same design every run)
    sketch = Sketch()
    by_type: dict[str, list[str]] = {}
    for kind, count, copies in TIERS:
        for _ in range(count):
            name = f"{kind}-{len(sketch.components)}"
            by_type.setdefault(kind, []).append(name)
            sketch.add(name, kind, replicas=str(copies))
    assert len(sketch.components) == MAX_COMPONENTS
    while len(sketch.connections) < MAX_CONNECTIONS * 3 // 4:
        step = rng.randrange(len(ALONG) - 1)
        start, end = rng.choice(by_type[ALONG[step]]), rng.choice(by_type[ALONG[step + 1]])
        sketch.link(start, end, sync=rng.choice(["Synchronous", "Asynchronous"]))
    names = [component["id"] for component in sketch.components]
    while len(sketch.connections) < MAX_CONNECTIONS:
        start, end = rng.sample(names, 2)
        sketch.link(start, end, sync=rng.choice(["Synchronous", "Asynchronous"]))
    return sketch.document("news-feed")
