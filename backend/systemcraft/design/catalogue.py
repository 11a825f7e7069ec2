"""The nine building blocks: the name, description and properties a new one starts with.

Every type starts with one copy: the Properties panel shows `replicas` as "Copies", a number,
and the assessment reads it as how many machines run the part (a count written in the
description, such as "x3" or "2 replicas", counts too, and the larger of the two wins)."""

from typing import Final, NamedTuple

from systemcraft.design.vocabulary import ComponentType
from systemcraft.kit.patterns import Pattern

PropertyDefault = str | int | list[str]


class NumberField(NamedTuple):
    """A property the Properties panel shows as a bounded number input, with its own label."""

    key: str
    label: str
    minimum: int
    maximum: int
    help: str


COPIES: Final = NumberField(
    "replicas",
    "Copies",
    1,
    1000,
    "How many machines run this part. Two or more survive the loss of one and share the load.",
)
# What a new component of any type starts with: one copy.
_ONE_COPY: Final[dict[str, PropertyDefault]] = {COPIES.key: 1}


class ComponentSpec(NamedTuple):
    name: str
    description: str
    defaults: dict[str, PropertyDefault]


def _spec(name: str, description: str, defaults: dict[str, PropertyDefault]) -> ComponentSpec:
    return ComponentSpec(name, description, {**defaults, **_ONE_COPY})


CATALOGUE: Final[dict[ComponentType, ComponentSpec]] = {
    "client": _spec(
        "Client",
        "The app or browser your users interact with.",
        {"platform": "web", "framework": "React"},
    ),
    "dns": _spec(
        "DNS",
        "Turns a domain name into the address of your service.",
        {"ttl": 300, "recordTypes": ["A", "AAAA", "CNAME", "MX"]},
    ),
    "cdn": _spec(
        "CDN",
        "Serves static and cacheable content from locations near users.",
        {"provider": "", "regions": ["global"]},
    ),
    "load-balancer": _spec(
        "Load Balancer",
        "Spreads incoming requests across several servers.",
        {"algorithm": "round robin", "healthCheck": "HTTP"},
    ),
    "server": _spec(
        "Server",
        "Runs your application logic and APIs.",
        {"language": "", "apiType": "REST", "retryStrategy": "exponential backoff"},
    ),
    "cache": _spec(
        "Cache", "Keeps hot data in memory for fast reads.", {"type": "Redis", "ttl": 3600}
    ),
    "database": _spec(
        "Database",
        "Stores data durably and answers queries.",
        {"engine": "PostgreSQL", "replication": "master-slave", "shards": 1},
    ),
    "queue": _spec(
        "Queue",
        "Holds work until a consumer is ready for it.",
        {"type": "RabbitMQ", "durability": "persistent"},
    ),
    "pub-sub": _spec(
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


_WORD_START = Pattern(r"([a-z])([A-Z])")


def field_label(key: str) -> str:
    """The label the Properties panel gives a property: healthCheck -> "Health check", and
    "Copies" for replicas (as propertyLabel does in the canvas)."""
    if key == COPIES.key:
        return COPIES.label
    spaced = _WORD_START.sub(lambda found: f"{found[1]} {found[2]}", key).lower()
    return spaced[:1].upper() + spaced[1:]
