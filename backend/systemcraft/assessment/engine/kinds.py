"""What each component is: its declared type, or failing that, what its label says."""

import re
from typing import Literal, get_args

ComponentKind = Literal[
    "client",
    "dns",
    "cdn",
    "load-balancer",
    "server",
    "cache",
    "database",
    "queue",
    "pub-sub",
    "unknown",
]

_BY_NAME: dict[str, ComponentKind] = {kind: kind for kind in get_args(ComponentKind)}
KNOWN_KINDS: frozenset[str] = frozenset(_BY_NAME) - {"unknown"}

# Unknown components behave like application code: they take requests and call onwards.
SERVICE_KINDS: frozenset[ComponentKind] = frozenset({"server", "unknown"})
BROKER_KINDS: frozenset[ComponentKind] = frozenset({"queue", "pub-sub"})

_TYPE_ALIASES = {"loadbalancer": "load-balancer", "lb": "load-balancer", "pubsub": "pub-sub"}

# Checked in this order, so "Redis pub/sub" is pub-sub rather than a cache, "User DB" a
# database rather than a client, and "App server" a server.
_KEYWORDS: tuple[tuple[ComponentKind, str], ...] = (
    ("load-balancer", "load balancer|load-balancer|loadbalancer|balancer|lb|elb|alb|nlb|nginx"),
    ("load-balancer", "haproxy|envoy"),
    ("cdn", "cdn|cloudfront|akamai|fastly|cloudflare"),
    ("dns", "dns|route 53|route53|nameserver|name server"),
    ("pub-sub", "pub/sub|pubsub|pub-sub|pub sub|kafka|sns|event bus|eventbus|kinesis|nats"),
    ("pub-sub", "event stream"),
    ("queue", "queue|sqs|rabbit|activemq|celery|mq"),
    ("cache", "redis|memcache|cache|caching"),
    ("database", "postgres|mysql|mariadb|sqlite|mongo|dynamo|cassandra|cockroach|database|db"),
    ("database", "sql|nosql|rds|aurora|bigtable|spanner|hbase|elasticsearch|s3|storage|blob"),
    ("database", "data store|datastore|key-value"),
    ("server", "server|service|api|worker|backend|back end|microservice|lambda|gateway"),
    ("server", "consumer|processor|transcoder"),
    ("client", "client|browser|mobile|user|app|web|ios|android|frontend|front end|phone"),
    ("client", "desktop"),
)


def _pattern(keyword: str) -> str:
    escaped = re.escape(keyword)
    # Short keywords must stand alone ("db" in "User DB", not in "feedback"); plurals count.
    return rf"(?<![a-z]){escaped}s?(?![a-z])" if len(keyword) <= 4 else escaped


_MATCHERS = tuple(
    (kind, re.compile("|".join(_pattern(keyword) for keyword in keywords.split("|"))))
    for kind, keywords in _KEYWORDS
)


def kind_from_text(text: str) -> ComponentKind:
    lowered = text.lower()
    for kind, matcher in _MATCHERS:
        if matcher.search(lowered):
            return kind
    return "unknown"


def recognise_kind(component_type: str | None, label: str) -> ComponentKind:
    """The declared component type when it is one we know, else what the label suggests."""
    if component_type:
        declared = re.sub(r"[\s_]+", "-", component_type.strip().lower())
        declared = _TYPE_ALIASES.get(declared.replace("-", ""), declared)
        if declared in KNOWN_KINDS:
            return _BY_NAME[declared]
    from_label = kind_from_text(label)
    if from_label == "unknown" and component_type:
        return kind_from_text(component_type)
    return from_label
