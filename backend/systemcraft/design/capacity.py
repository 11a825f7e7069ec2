"""What one copy of each kind of component carries: the one capacity table that the assessment
(does the design carry the brief's peak?) and the simulation (how busy is each copy?) share.

The figures are the round numbers a candidate is expected to know, on the generous side: one
application server answers a few thousand simple requests a second; one relational primary
takes about ten thousand small writes a second (a ScyllaDB node ten times that); one Redis node
a hundred thousand operations (memcached, on every core, five times that); a
real-time gateway holds a quarter of a million open connections and passes fifty thousand small
messages a second (those connections each sending one every five seconds: a gateway that could
hold them could not carry what they send otherwise). A CDN, DNS, object storage
and a load balancer are run as elastic services (ELASTIC_ROLES), so they never run out; nor
does a third party's service (external()), which its provider sizes.
"""

from collections.abc import Mapping
from typing import Final

from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern

# Requests or operations a second that one copy serves.
PER_SECOND: Final[dict[Role, float]] = {
    "gateway": 10_000,
    "service": 5_000,
    "realtime": 50_000,
    "worker": 1_000,
    "cache": 100_000,
    "database": 10_000,
    "search": 2_000,
    "coordination": 10_000,
    "queue": 50_000,
    "log": 200_000,
    "pub-sub": 100_000,
}
# Open connections that one copy holds.
CONNECTIONS: Final[dict[Role, float]] = {"realtime": 250_000, "gateway": 250_000}
# Run as elastic services: they never run out of capacity.
ELASTIC_ROLES: Final[frozenset[Role]] = frozenset({"cdn", "dns", "object-store", "load-balancer"})
# Parts that do far more a second than their role's general figure, told by what they are
# called: a stream processor (Flink, Kafka Streams) counts events in memory, tens of thousands
# a second on each task; an ID generator hands out numbers from memory, as fast as a cache; a
# worker that only passes messages on (fan-out, delivery, receipts) handles ten thousand, where
# the general figure is for jobs that do real work each (a thumbnail, a report).
_SPECIALISABLE: Final[frozenset[Role]] = frozenset({"service", "worker"})
SPECIALISED: Final[tuple[tuple[Pattern, float, frozenset[Role]], ...]] = (
    (
        Pattern(
            r"\b(flink|kafka[ -]?streams|spark[ -]?streaming|structured[ -]?streaming|samza|"
            r"storm|apache beam|dataflow|ksql\w*|kinesis (data )?analytics)\b",
            ignore_case=True,
            groups=False,
        ),
        50_000,
        _SPECIALISABLE,
    ),
    (
        Pattern(
            r"\b(ids?|sequence|snowflake)[ -]?generators?\b|\bsnowflake\b",
            ignore_case=True,
            groups=False,
        ),
        100_000,
        _SPECIALISABLE,
    ),
    (
        Pattern(
            r"\b(deliver(y|ies|ers?)?|fan-?out|receipts?|relays?)\b",
            ignore_case=True,
            groups=False,
        ),
        10_000,
        frozenset({"worker"}),  # a "Dispatch service" or router may do real work per request
    ),
    # Stores that do far more a node than their role's figure, told by their product: ScyllaDB's
    # shard-per-core engine takes about a hundred thousand small writes a second on a node, and
    # memcached answers on every core, where Redis uses one.
    (Pattern(r"\bscylla(db)?\b", ignore_case=True, groups=False), 100_000, frozenset({"database"})),
    (Pattern(r"\bmemcached?\b", ignore_case=True, groups=False), 500_000, frozenset({"cache"})),
    # A time-series store appends samples in batches to in-memory heads: a node ingests about a
    # million samples a second, where a relational primary commits about ten thousand rows.
    (
        Pattern(
            r"\b(tsdb|victoria\s?metrics|vmstorage|vminsert|prometheus|m3db|influx\s?db|mimir"
            r"|cortex|thanos)\b",
            ignore_case=True,
            groups=False,
        ),
        1_000_000,
        frozenset({"database"}),
    ),
)
# Third parties' services a design calls (a push provider, an email or SMS gateway, a card
# processor): how much they carry is the provider's to size, not the design's.
_EXTERNAL: Final = Pattern(
    r"\((?:external|third[- ]party)\b[^)]*\)|\bthird[- ]party\b|"
    r"\bexternal (?:saas|service|provider)s?\b|"
    r"\b(?:apns|fcm|firebase cloud messaging|apple push|amazon ses|aws ses|ses|sendgrid|"
    r"mailgun|postmark|twilio|vonage|nexmo|stripe|adyen|braintree|paypal|psps?|card networks?|"
    r"pagerduty|opsgenie|slack|victorops|(?:notification|email|sms) providers?)\b",
    ignore_case=True,
    groups=False,
)
# Our own part that deals with one ("PSP notification receiver", "Stripe webhook handler").
_OURS: Final = Pattern(
    r"\b(?:adapters?|receivers?|handlers?|webhooks?|workers?|senders?|consumers?|integrations?|"
    r"connectors?|pollers?|dispatchers?|relays?|proxy|proxies|listeners?)\b",
    ignore_case=True,
    groups=False,
)


def external(label: str) -> bool:
    """A third party's service, by what it is called: it never runs out for the design."""
    return _EXTERNAL.search(label) is not None and _OURS.search(label) is None


def per_second(role: Role, label: str, engine: str = "") -> float | None:
    """What one copy of a component of `role` labelled `label` serves a second (None: the role
    has no figure); `engine` is what its properties say it runs ("memcached 1.6 -t 16")."""
    label = f"{label} {engine}"
    for pattern, figure, roles in SPECIALISED:
        if role in roles and pattern.search(label):
            return figure
    return PER_SECOND.get(role)


# The properties that say which product a component runs.
ENGINE_KEYS: Final = ("engine", "node", "type", "technology", "provider")


def engine_of(props: Mapping[str, str]) -> str:
    return " ".join(props.get(key, "") for key in ENGINE_KEYS)
