"""What a component is when a document does not say in our words: its declared type read
loosely, and what its label names, down to the role it plays (an object store and a search index
are both drawn as databases; a log such as Kafka as pub/sub). The canvas's import uses the same
table for the component type.

A label is read the way English compounds are: the word that comes last names the thing ("User
service" is a service, "Users DB" a database, "Redis pub/sub" a pub/sub), and what is in
brackets only counts when the rest names nothing ("Blob store (S3)" is read as an object store
from "blob", "Chat servers (WebSocket)" as a real-time gateway from what the brackets add).
"""

import re
from functools import lru_cache
from typing import Final

from systemcraft.design.roles import ROLES as ROLES
from systemcraft.design.roles import Role as Role
from systemcraft.design.technologies import by_role
from systemcraft.design.vocabulary import COMPONENT_TYPES, ComponentType
from systemcraft.kit.patterns import Pattern

# How every sentence names each role, the engine's findings and the coach's answers alike:
# "Your design has no load balancer yet", "client -> service -> database".
ROLE_NAMES: Final[dict[Role, str]] = {
    "client": "client",
    "dns": "DNS",
    "cdn": "CDN",
    "load-balancer": "load balancer",
    "gateway": "API gateway",
    "realtime": "real-time (WebSocket) gateway",
    "service": "service",
    "worker": "worker",
    "cache": "cache",
    "database": "database",
    "object-store": "object store",
    "search": "search index",
    "coordination": "coordination service",
    "queue": "queue",
    "log": "event log",
    "pub-sub": "pub/sub topic",
}

# The canvas's type for each role: how the canvas draws a component that plays it.
ROLE_TYPES: Final[dict[Role, ComponentType]] = {
    "client": "client",
    "dns": "dns",
    "cdn": "cdn",
    "load-balancer": "load-balancer",
    "gateway": "server",
    "realtime": "server",
    "service": "server",
    "worker": "server",
    "cache": "cache",
    "database": "database",
    "object-store": "database",
    "search": "database",
    "coordination": "database",
    "queue": "queue",
    "log": "pub-sub",
    "pub-sub": "pub-sub",
}

TYPE_ALIASES: Final[dict[str, ComponentType]] = {
    "loadbalancer": "load-balancer",
    "lb": "load-balancer",
    "pubsub": "pub-sub",
}

# Keywords up to this length must stand alone ("db" in "User DB", not in "feedback").
SHORT_KEYWORD: Final = 4

# The words and products that name each role, then the catalogue of products
# (technologies.json), one row a role. Where two end at the same place in a label, the longer
# wins ("websocket gateway" over "gateway"), then the earlier row.
_WORDS: Final[tuple[tuple[Role, tuple[str, ...]], ...]] = (
    ("pub-sub", ("pub/sub", "pubsub", "pub-sub", "pub sub", "sns", "event bus", "eventbus")),
    ("pub-sub", ("eventbridge", "topic", "nats", "fan-out bus", "broadcast")),
    ("log", ("kafka", "redpanda", "pulsar", "kinesis", "event log", "commit log", "jetstream")),
    ("log", ("event stream", "event hub", "msk", "log stream", "stream log")),
    ("log", ("wal", "write-ahead log", "write ahead log")),
    ("queue", ("queue", "sqs", "rabbit", "activemq", "celery", "mq", "beanstalk", "sidekiq")),
    # Durable workflow engines hand tasks to workers the way a job queue does.
    ("queue", ("temporal", "cadence", "step functions", "workflow engine", "task queue")),
    ("realtime", ("websocket", "web socket", "socket", "websocket gateway", "ws gateway")),
    ("realtime", ("connection gateway", "chat gateway", "realtime gateway", "push gateway")),
    ("realtime", ("real-time gateway", "sse", "long poll", "long-poll", "mqtt", "signalr")),
    ("gateway", ("gateway", "api gateway", "kong", "apigee", "edge proxy")),
    ("load-balancer", ("load balancer", "load-balancer", "loadbalancer", "balancer", "lb")),
    ("load-balancer", ("elb", "alb", "nlb", "nginx", "haproxy", "envoy", "traefik", "ingress")),
    ("cdn", ("cdn", "cloudfront", "akamai", "fastly", "cloudflare", "edge cache", "edge pop")),
    ("dns", ("dns", "route 53", "route53", "nameserver", "name server")),
    ("worker", ("worker", "consumer", "transcoder", "encoder", "processor", "generator")),
    ("worker", ("encoding", "transcoding", "indexer", "aggregator", "fan-out worker")),
    ("worker", ("job runner", "scheduler", "crawler", "flink", "spark", "beam", "cron")),
    ("worker", ("writer", "reconciler", "compactor", "finalizer", "repair")),
    ("service", ("service", "microservice", "api", "backend", "back end", "back-end")),
    ("service", ("app server", "application server", "web server", "api server", "lambda")),
    ("service", ("redirector",)),
    ("service", ("function", "limiter", "router", "handler", "monolith", "orchestrator")),
    ("service", ("token bucket", "leaky bucket")),
    ("cache", ("redis", "valkey", "keydb", "memcache", "dragonfly", "hazelcast", "elasticache")),
    ("cache", ("cache", "caching", "in-memory", "in memory")),
    ("coordination", ("etcd", "zookeeper", "consul", "chubby", "lock service", "raft group")),
    ("search", ("elasticsearch", "opensearch", "solr", "algolia", "meilisearch", "typesense")),
    ("search", ("vespa", "search index", "search engine", "inverted index", "search")),
    ("object-store", ("s3", "gcs", "blob", "minio", "ceph", "object store", "object storage")),
    ("object-store", ("bucket", "cloud storage", "archive", "glacier", "backblaze", "swift")),
    ("object-store", ("media storage", "video storage", "image storage", "file storage")),
    ("object-store", ("photo storage", "media store", "file store", "blob store")),
    ("database", ("postgres", "mysql", "mariadb", "sqlite", "oracle", "sql server", "mongo")),
    ("database", ("dynamo", "cassandra", "scylla", "cockroach", "spanner", "yugabyte", "tidb")),
    ("database", ("foundationdb", "bigtable", "hbase", "couchbase", "cosmos", "aurora", "rds")),
    ("database", ("neo4j", "clickhouse", "druid", "pinot", "timescale", "influx", "vitess")),
    ("database", ("citus", "riak", "bigquery", "redshift", "warehouse", "ledger")),
    # Prometheus is left out: most designs draw it as their monitoring, beside the data path.
    ("database", ("tsdb", "time-series", "time series", "victoriametrics", "m3db", "ingester")),
    ("database", ("database", "db", "sql", "nosql", "data store", "datastore", "key-value")),
    ("database", ("kv store", "storage", "table", "tables")),
    ("client", ("client", "browser", "mobile", "user", "app", "web", "ios", "android")),
    ("client", ("frontend", "front end", "front-end", "phone", "desktop", "viewer", "player")),
)


def _products() -> tuple[tuple[Role, tuple[str, ...]], ...]:
    spellings: dict[Role, list[str]] = {}
    for role, written in by_role():
        spellings.setdefault(role, []).extend(written)
    return tuple((role, tuple(words)) for role, words in spellings.items())


VOCABULARY: Final = _WORDS + _products()

# Words that say "a machine" without saying what it does: a label names a service with them
# only when nothing else in it names anything.
WEAK_KEYWORDS: Final[tuple[str, ...]] = (
    "server",
    "host",
    "machine",
    "instance",
    "vm",
    "node",
    "fleet",
)

# Words that name a kind of thing so broadly that a more specific word anywhere in the label
# decides instead: "S3 storage" is object storage, "Redis storage" a cache.
GENERIC_KEYWORDS: Final[frozenset[str]] = frozenset({"storage"})

# The canvas's table: each row's words with the type that draws its role.
LABEL_KEYWORDS: Final[tuple[tuple[ComponentType, tuple[str, ...]], ...]] = tuple(
    (ROLE_TYPES[role], words) for role, words in VOCABULARY
)

# RE2: with `re`, a text of unclosed brackets cost time quadratic in its length.
_BRACKETS = Pattern(r"\([^)]*\)|\[[^\]]*\]", groups=False)


def _pattern(keyword: str) -> str:
    escaped = re.escape(keyword)
    # Short keywords stand alone, plurals count.
    if len(keyword) <= SHORT_KEYWORD:
        return rf"(?<![a-z]){escaped}s?(?![a-z])"
    # Words of several words start a word: "lock service" is not in "block service".
    return rf"(?<![a-z]){escaped}" if " " in keyword else escaped


def _matcher(keywords: tuple[str, ...]) -> re.Pattern[str]:
    # Longest first, so that at one position the longer keyword is the one found.
    ordered = sorted(keywords, key=len, reverse=True)
    return re.compile("|".join(_pattern(keyword) for keyword in ordered))


# Each row with the words it needs: a row none of whose words is in the text is not searched
# (most labels name one or two rows of the forty).
_MATCHERS = tuple(
    (row, role, words, _matcher(words)) for row, (role, words) in enumerate(VOCABULARY)
)
# The catalogue's rows hold hundreds of products each: one RE2 pass finds which of them a
# label names at all, before a row's own matcher runs.
_PRODUCT_ROWS: Final[dict[str, set[int]]] = {}
for _row in range(len(_WORDS), len(VOCABULARY)):
    for _word in VOCABULARY[_row][1]:
        _PRODUCT_ROWS.setdefault(_word, set()).add(_row)
_PRODUCTS = Pattern(
    "|".join(re.escape(word) for word in sorted(_PRODUCT_ROWS, key=len, reverse=True)),
    groups=False,
)
_WEAK = _matcher(WEAK_KEYWORDS)


def _last_named(text: str, kind: ComponentType | None) -> tuple[Role, bool] | None:
    """The role named last in `text` (among those the canvas draws as `kind`, when given): the
    match ending furthest right, the longest of those, then the earliest row of the table; a
    generic word only when nothing more specific is named. With it, whether the word that names
    it is specific ("S3") rather than generic ("storage")."""
    best: tuple[bool, int, int, int] | None = None
    found: Role | None = None
    products = {row for word in _PRODUCTS.findall(text) for row in _PRODUCT_ROWS[word]}
    for row, role, words, matcher in _MATCHERS:
        if kind is not None and ROLE_TYPES[role] != kind:
            continue
        if row >= len(_WORDS) and row not in products:
            continue
        if row < len(_WORDS) and not any(word in text for word in words):
            continue
        for match in matcher.finditer(text):
            specific = match.group().rstrip("s") not in GENERIC_KEYWORDS
            rank = (specific, match.end(), match.end() - match.start(), -row)
            if best is None or rank > best:
                best, found = rank, role
    return None if found is None or best is None else (found, best[0])


@lru_cache(maxsize=1024)  # large designs repeat their labels
def role_from_text(text: str, kind: ComponentType | None = None) -> Role | None:
    """The role `text` names; with `kind`, only roles the canvas draws as that type count."""
    lowered = text.lower()
    outside_brackets = _BRACKETS.sub(" ", lowered)
    # "Application servers with the cache client library" are servers: what follows "with"
    # is what the part has, not what it is.
    before_with = outside_brackets.partition(" with ")[0]
    generic: Role | None = None
    for candidate in (before_with, outside_brackets, lowered):
        if named := _last_named(candidate, kind):
            role, specific = named
            if specific:
                return role
            # "Block storage (S3)": a generic word outside the brackets yields to a product in them.
            generic = generic or role
    if generic:
        return generic
    weak_fits = kind in (None, "server")
    return "service" if weak_fits and _WEAK.search(lowered) else None


def type_from_text(text: str) -> ComponentType | None:
    role = role_from_text(text)
    return ROLE_TYPES[role] if role else None


@lru_cache(maxsize=256)  # called for every property of every component
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


# The role a declared type plays when its label does not say more.
_DECLARED_ROLE: Final[dict[ComponentType, Role]] = {
    "client": "client",
    "dns": "dns",
    "cdn": "cdn",
    "load-balancer": "load-balancer",
    "server": "service",
    "cache": "cache",
    "database": "database",
    "queue": "queue",
    "pub-sub": "pub-sub",
}


_CLIENT_WORDS: Final = re.compile(r"\bclients?\b", re.IGNORECASE)


def recognise_role(component_type: str | None, label: str) -> Role | None:
    """The role a component plays. A server box is the one people draw for anything, so its
    label decides; any other declared type holds, and its label may only narrow it (a database
    labelled "S3" is an object store). None when neither says anything we know."""
    declared = declared_type(component_type)
    named = role_from_text(label) or (
        role_from_text(component_type) if component_type and not declared else None
    )
    if declared is None:
        return named
    if declared == "server":
        # A server box is never the user's client: "Gateway + embedded quota client" is a gateway.
        if named == "client":
            named = role_from_text(_CLIENT_WORDS.sub(" ", label))
        # "Query frontend" (Cortex, Mimir, Thanos) is a service with a client's word in its name.
        return named if named not in (None, "client") else "service"
    return role_from_text(label, declared) or _DECLARED_ROLE[declared]
