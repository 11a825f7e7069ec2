"""What a component is when a document does not say in our words: its declared type read
loosely, or failing that, what its label suggests. The canvas's import uses the same table."""

import re
from typing import Final

from systemcraft.design.vocabulary import COMPONENT_TYPES, ComponentType

TYPE_ALIASES: Final[dict[str, ComponentType]] = {
    "loadbalancer": "load-balancer",
    "lb": "load-balancer",
    "pubsub": "pub-sub",
}

# Keywords up to this length must stand alone ("db" in "User DB", not in "feedback").
SHORT_KEYWORD: Final = 4

# Checked in this order, so "Redis pub/sub" is pub-sub rather than a cache, "User DB" a
# database rather than a client, and "App server" a server.
LABEL_KEYWORDS: Final[tuple[tuple[ComponentType, tuple[str, ...]], ...]] = (
    ("load-balancer", ("load balancer", "load-balancer", "loadbalancer", "balancer", "lb")),
    ("load-balancer", ("elb", "alb", "nlb", "nginx", "haproxy", "envoy")),
    ("cdn", ("cdn", "cloudfront", "akamai", "fastly", "cloudflare")),
    ("dns", ("dns", "route 53", "route53", "nameserver", "name server")),
    ("pub-sub", ("pub/sub", "pubsub", "pub-sub", "pub sub", "kafka", "sns", "event bus")),
    ("pub-sub", ("eventbus", "kinesis", "nats", "event stream")),
    ("queue", ("queue", "sqs", "rabbit", "activemq", "celery", "mq")),
    ("cache", ("redis", "memcache", "cache", "caching")),
    ("database", ("postgres", "mysql", "mariadb", "sqlite", "mongo", "dynamo", "cassandra")),
    ("database", ("cockroach", "database", "db", "sql", "nosql", "rds", "aurora", "bigtable")),
    ("database", ("spanner", "hbase", "elasticsearch", "s3", "storage", "blob")),
    ("database", ("data store", "datastore", "key-value")),
    ("server", ("server", "service", "api", "worker", "backend", "back end", "microservice")),
    ("server", ("lambda", "gateway", "consumer", "processor", "transcoder")),
    ("client", ("client", "browser", "mobile", "user", "app", "web", "ios", "android")),
    ("client", ("frontend", "front end", "phone", "desktop")),
)


def _pattern(keyword: str) -> str:
    escaped = re.escape(keyword)
    # Short keywords stand alone, plurals count.
    return rf"(?<![a-z]){escaped}s?(?![a-z])" if len(keyword) <= SHORT_KEYWORD else escaped


_MATCHERS = tuple(
    (kind, re.compile("|".join(_pattern(keyword) for keyword in keywords)))
    for kind, keywords in LABEL_KEYWORDS
)


def type_from_text(text: str) -> ComponentType | None:
    lowered = text.lower()
    for kind, matcher in _MATCHERS:
        if matcher.search(lowered):
            return kind
    return None


def declared_type(component_type: str | None) -> ComponentType | None:
    """A declared type in any of the spellings people use: "Load Balancer", "load_balancer"."""
    if not component_type:
        return None
    declared = re.sub(r"[\s_]+", "-", component_type.strip().lower())
    declared = TYPE_ALIASES.get(declared.replace("-", ""), declared)
    return next((kind for kind in COMPONENT_TYPES if kind == declared), None)


def recognise_type(component_type: str | None, label: str) -> ComponentType | None:
    """The declared type when it is one we know, else what the label (or, failing that, the
    declared type's own words) suggests; None when nothing does."""
    return (
        declared_type(component_type)
        or type_from_text(label)
        or (type_from_text(component_type) if component_type else None)
    )
