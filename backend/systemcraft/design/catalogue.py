"""The nine building blocks: the name, description and properties a new one starts with."""

from typing import Final, NamedTuple

from systemcraft.design.vocabulary import ComponentType

PropertyDefault = str | int | list[str]


class ComponentSpec(NamedTuple):
    name: str
    description: str
    defaults: dict[str, PropertyDefault]


CATALOGUE: Final[dict[ComponentType, ComponentSpec]] = {
    "client": ComponentSpec(
        "Client",
        "The app or browser your users interact with.",
        {"platform": "web", "framework": "React"},
    ),
    "dns": ComponentSpec(
        "DNS",
        "Turns a domain name into the address of your service.",
        {"ttl": 300, "recordTypes": ["A", "AAAA", "CNAME", "MX"]},
    ),
    "cdn": ComponentSpec(
        "CDN",
        "Serves static and cacheable content from locations near users.",
        {"provider": "", "regions": ["global"]},
    ),
    "load-balancer": ComponentSpec(
        "Load Balancer",
        "Spreads incoming requests across several servers.",
        {"algorithm": "round robin", "healthCheck": "HTTP"},
    ),
    "server": ComponentSpec(
        "Server",
        "Runs your application logic and APIs.",
        {"language": "", "apiType": "REST", "retryStrategy": "exponential backoff"},
    ),
    "cache": ComponentSpec(
        "Cache", "Keeps hot data in memory for fast reads.", {"type": "Redis", "ttl": 3600}
    ),
    "database": ComponentSpec(
        "Database",
        "Stores data durably and answers queries.",
        {"engine": "PostgreSQL", "replication": "master-slave"},
    ),
    "queue": ComponentSpec(
        "Queue",
        "Holds work until a consumer is ready for it.",
        {"type": "RabbitMQ", "durability": "persistent"},
    ),
    "pub-sub": ComponentSpec(
        "Pub/Sub",
        "Fans events out to every subscriber of a topic.",
        {
            "provider": "Kafka",
            "topics": ["events", "notifications"],
            "retention": "7 days",
            "partitions": 3,
        },
    ),
}
