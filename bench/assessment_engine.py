"""Time to parse and assess the largest design the engine accepts: 500 components and 2000
connections, as JSON text, the way a request body arrives.

Target: the median and p95 stay under 100 ms. The design mixes every component type with
realistic properties and a layered shape (clients, edge, balancers, services, data), plus
random cross-links, so every rule has work to do.
"""

import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

import yaml

from systemcraft.assessment.engine import Expectations, assess
from systemcraft.design import read_document

REPO_ROOT = Path(__file__).resolve().parents[1]
RUNS = 50
TARGET_MS = 100.0
COMPONENTS = 500
CONNECTIONS = 2000

# (component type, how many, custom properties)
LAYERS: list[tuple[str, int, dict[str, str]]] = [
    ("client", 40, {"platform": "web"}),
    ("dns", 5, {"ttl": "300"}),
    ("cdn", 15, {"regions": "global"}),
    ("load-balancer", 30, {"algorithm": "round robin", "healthCheck": "HTTP"}),
    ("server", 230, {"apiType": "REST", "replicas": "1"}),
    ("cache", 50, {"type": "Redis", "ttl": "3600"}),
    ("database", 60, {"engine": "PostgreSQL", "replication": "master-slave"}),
    ("queue", 40, {"type": "RabbitMQ", "durability": "persistent"}),
    ("pub-sub", 30, {"provider": "Kafka", "retention": "7 days"}),
]
FLOW = ["client", "dns", "cdn", "load-balancer", "server", "cache", "database"]


def design(rng: random.Random) -> dict[str, Any]:
    components: list[dict[str, Any]] = []
    by_type: dict[str, list[str]] = {}
    for kind, count, props in LAYERS:
        for _ in range(count):
            component_id = f"{kind}-{len(components)}"
            by_type.setdefault(kind, []).append(component_id)
            components.append(
                {
                    "id": component_id,
                    "type": "primitive",
                    "label": f"{kind.title()} {len(components)}",
                    "metadata": {
                        "component_type": kind,
                        "customLogic": "",
                        "customProperties": [{"key": k, "value": v} for k, v in props.items()],
                    },
                }
            )
    assert len(components) == COMPONENTS
    links: list[tuple[str, str]] = []
    while len(links) < CONNECTIONS * 3 // 4:  # mostly along the request flow
        step = rng.randrange(len(FLOW) - 1)
        links.append((rng.choice(by_type[FLOW[step]]), rng.choice(by_type[FLOW[step + 1]])))
    ids = [component["id"] for component in components]
    while len(links) < CONNECTIONS:  # and some anywhere, cycles included
        start, end = rng.sample(ids, 2)
        links.append((start, end))
    connections = [
        {
            "id": f"c{index}",
            "start": start,
            "end": end,
            "label": str(index + 1),
            "properties": {
                "protocol": "HTTP",
                "latency": rng.choice(["< 100ms", "5ms", "20 ms"]),
                "sync": rng.choice(["Synchronous", "Synchronous", "Asynchronous"]),
                "description": "",
            },
        }
        for index, (start, end) in enumerate(links)
    ]
    return {
        "problem": {"id": "news-feed", "title": "Design a Social News Feed"},
        "design": {
            "system_name": "Benchmark",
            "components": components,
            "connections": connections,
        },
        "feedback_level": "interview",
        "export_version": "1.0",
    }


def main() -> None:
    body = json.dumps(design(random.Random(2026))).encode()
    problem = yaml.safe_load((REPO_ROOT / "content/problems/news-feed.yaml").read_text())
    expectations = Expectations.model_validate(problem["assessment"])
    assess(read_document(body), expectations)  # warm-up: imports, regex compilation
    timings = []
    for _ in range(RUNS):
        started = time.perf_counter()
        result = assess(read_document(body), expectations)
        timings.append((time.perf_counter() - started) * 1000)
    median = statistics.median(timings)
    p95 = statistics.quantiles(timings, n=20)[-1]
    verdict = "within" if p95 < TARGET_MS else "OVER"
    print(
        f"assessment engine, {COMPONENTS} components / {CONNECTIONS} connections "
        f"({len(body) / 1000:.0f} kB, {len(result.findings)} findings): median {median:.1f} ms, "
        f"p95 {p95:.1f} ms over {RUNS} runs; {verdict} the {TARGET_MS:.0f} ms target"
    )


if __name__ == "__main__":
    main()
