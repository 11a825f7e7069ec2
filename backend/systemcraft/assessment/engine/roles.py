"""What each component is to the engine, and every set of components it reasons about.

A component has a kind and a role. Its kind is one of the canvas's nine component types (or
unknown): the general rules (rules/) reason about kinds. Its role is finer, read from the type
and the label by systemcraft.design.recognition (a database box may hold object storage, a
search index or a coordination service): rubrics name roles, so the rubric checks (rubric/)
reason about roles."""

from typing import Literal

from systemcraft.design.recognition import Role, recognise_type
from systemcraft.design.vocabulary import ComponentType

ComponentKind = ComponentType | Literal["unknown"]


def recognise_kind(component_type: str | None, label: str) -> ComponentKind:
    """The declared component type when it is one we know, else what the label suggests."""
    return recognise_type(component_type, label) or "unknown"


# Kinds, for the general rules.

# Unknown components behave like application code: they take requests and call onwards.
SERVICE_KINDS: frozenset[ComponentKind] = frozenset({"server", "unknown"})
BROKER_KINDS: frozenset[ComponentKind] = frozenset({"queue", "pub-sub"})
# Components whose loss can cut a journey. DNS and CDNs are run as globally distributed
# services, so drawing one box for them is not a single point of failure.
FALLIBLE_KINDS: frozenset[ComponentKind] = frozenset(
    {"load-balancer", "server", "unknown", "cache", "queue", "pub-sub"}
)
# Where a journey ends: a request does not travel through one user's browser, or through a
# database, to get somewhere else.
TERMINAL_KINDS: frozenset[ComponentKind] = frozenset({"client", "database"})
# The edge in front of users: it serves them, and never consumes a queue's messages.
EDGE_KINDS: frozenset[ComponentKind] = frozenset({"dns", "cdn"})


# Roles, for the rubric checks.

STORES: frozenset[Role] = frozenset(
    {"cache", "database", "object-store", "search", "coordination", "queue", "log", "pub-sub"}
)
DURABLE_STORES: frozenset[Role] = frozenset({"database", "object-store", "queue", "log"})
# Object storage keeps its copies itself: there is no replication mode to choose.
STORES_WITH_A_MODE: frozenset[Role] = DURABLE_STORES - {"object-store"}
# Stores that keep several copies by themselves, however they are drawn.
SELF_REPLICATING_STORES: frozenset[Role] = frozenset({"object-store", "log"})
# State that can be rebuilt from elsewhere: several nodes, or a plan for losing one, will do.
DERIVED: frozenset[Role] = frozenset({"cache", "search"})
COMPUTE: frozenset[Role] = frozenset({"gateway", "realtime", "service", "worker"})
# Compute behind one of these runs as several copies: they spread requests over them.
BALANCERS: frozenset[Role] = frozenset({"load-balancer", "gateway"})
# What must not fail alone on a flow the brief needs.
FALLIBLE: frozenset[Role] = frozenset(
    {"load-balancer", "gateway", "realtime", "service", "worker", *STORES}
)
# Stores a client may talk to directly: a CDN, and object storage through a pre-signed URL.
# Clients may fetch from the edge and object storage, and send events straight to an ingestion
# log (Kinesis, a Kafka REST proxy): none of them is a source of truth a client could bypass.
CLIENT_MAY_REACH: frozenset[Role] = frozenset({"cdn", "object-store", "dns", "log"})
# What a request may pass through between two steps of a flow: the parts that only forward
# requests, and a cache read through on the way to its store (a CDN's origin shield).
PASS_THROUGH: frozenset[Role] = frozenset(
    {"load-balancer", "gateway", "service", "realtime", "worker", "cdn", "dns", "cache"}
)
