"""What a cache protects: the store its callers read on a miss, and whether that store could take
every read without it. Where it could, the cache buys latency and shelter for hot keys, not
capacity; where it could not, the cache is capacity, and its loss or a cold start is the store's
overload. Pure."""

import math
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.rubric.capacity import capacity
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import sharded
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.answering.wording import BUSY, at_least, name, plural, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.words import tokens
from systemcraft.design.technologies import product_in
from systemcraft.kit.patterns import Pattern

_STORES: Final = frozenset({"database", "search", "object-store"})

# Stores that are not the cache's source: they keep counters, names, streams or rankings of their
# own, so a miss is not read from them.
_OTHER_PURPOSE: Final = Pattern(
    r"\b(rate[- ]?limit\w*|registry|pub/?sub|streams?|rank\w*|queue|outbox|audit|metrics)\b",
    ignore_case=True,
    groups=False,
)


# A store drawn as a cache but kept for its own state (locks, claims, sessions) protects no
# store's reads: what it holds is nowhere else.
_OWN_STATE: Final = Pattern(
    r"\b(locks?|set\s?nx|nx|counters?|sessions?|sorted\s+sets?|leaderboards?|idempoten\w*"
    r"|claims?|holds?|presence|geo(add|search|radius|hash|spatial|index)\w*|rate\s+limit\w*)\b",
    ignore_case=True,
    groups=False,
)


def protects_line(ask: Ask, part: PartFacts) -> str | None:
    if _OWN_STATE.search(part.text) or _OWN_STATE.search(ask.question):
        return None
    store = _behind(ask, part)
    if store is None:
        return None
    load = brief_load(ask, part)
    if load is None:
        return None
    reads = load.total
    held = ask.result_of(store.node.id)
    if reads < 1 or held is None or not held.capacity_per_copy_rps or _keeps_own(ask, store):
        return None
    each = held.capacity_per_copy_rps
    if not store.counted:
        # No count written: what one copy takes, and how many the full load would need.
        return (
            f"- What it protects: {name(store.label)}, which its callers read on a miss. "
            f"Without it all {rate(reads)} reads a second reach {name(store.label)}; at about "
            f"{rate(each)} a copy, kept under {BUSY:.0%} busy, that takes "
            f"{plural(at_least(reads, each, BUSY), 'copy', 'copies')}{_SIMPLE}, and no count is "
            "written on it. With the store sized for that, the cache buys "
            "latency and shelter for a hot key; sized for the misses only, the cache is "
            "capacity, and losing it or starting it empty overloads the store."
        )
    carries = each * store.copies
    said = (
        f"- What it protects: {name(store.label)}, which its callers read on a miss. Without "
        f"it all {rate(reads)} reads a second reach {name(store.label)}; its "
        f"{plural(store.copies, 'copy', 'copies')} carry about {rate(carries)} a second "
        f"(about {rate(held.capacity_per_copy_rps)} each{_SIMPLE})"
    )
    if reads <= carries * BUSY:
        return (
            f"{said}, so it could take them ({share(reads / carries)} busy). Here the cache buys "
            "latency (a read from memory in about a millisecond, against several from the "
            "store) and shelter for a hot key, not capacity. Keep the store sized for the full "
            "load anyway: a cache restarted empty sends it everything until it refills."
        )
    if part.copies > 1:
        # Its copies hold different keys or the same: either way one lost sends the store only
        # that share, and a cold start of all of them is the overload.
        remedy = (
            "Its copies mean losing one sends the store only that copy's share; what "
            "overloads it is all of them empty at once (a deploy, a region failover), so warm "
            "them before they take traffic, or size the store for more than the misses."
        )
    else:
        remedy = "Give it a replica, warm it before it takes traffic, or size the store for more."
    return (
        f"{said}, short of that ({share(reads / carries)} busy without the cache). Here the "
        f"cache is capacity: losing it, or starting it empty, overloads the store. {remedy}"
    )


# The course's figure for one copy is for reads by key: a miss that scans, groups or sorts (a
# prefix search over every search ever made) costs many times that, and the design may not say.
_SIMPLE: Final = " if each read is a lookup by key; one that scans, groups or sorts costs far more"


def _keeps_own(ask: Ask, store: PartFacts) -> bool:
    """A store whose capacity is the provider's (DynamoDB, a managed or autoscaled service) or
    which grows as needed: counting its copies would say nothing of what it takes."""
    made = product_in(store.label, store.node.role)
    if made is not None and made.copies in ("managed", "consensus"):
        return True
    # Shards hold slices, and a query may ask one or all of them: their count times one
    # copy's rate says nothing of what the store takes (ClickHouse's 6 shards × 3 replicas).
    if sharded(store):
        return True
    if ask.facts is None:
        return True
    return math.isinf(capacity(ask.facts.graph, store.node, store.text, "per second"))


def _behind(ask: Ask, part: PartFacts) -> PartFacts | None:
    """The store behind the cache: one it calls, else one its callers also call."""
    if ask.facts is None:
        return None
    named = [n for p in ask.named_facts() if (n := p.node).id != part.node.id]
    for node in [*named, *part.callees]:
        facts = ask.facts.of(node.id)
        if facts is not None and node.role in _STORES and not _OTHER_PURPOSE.search(facts.text):
            return facts
    # A store its callers read too: the one that shares a word with the cache ("URL cache",
    # "URLs DB"), or the only one; with several and no word shared, which one is a guess.
    stores: dict[str, PartFacts] = {}  # by id, in the order met
    for caller in part.callers:
        for node in _callees(ask, caller.id):
            facts = ask.facts.of(node.id)
            if (
                facts is not None
                and node.role in _STORES
                and node.id != part.node.id
                and not _OTHER_PURPOSE.search(facts.text)
            ):
                stores.setdefault(node.id, facts)
    own = set(tokens(part.text)) - _GENERIC
    sharing = [f for f in stores.values() if own & set(tokens(f.text))]
    if len(sharing) == 1 or (not sharing and len(stores) == 1):
        return (sharing or list(stores.values()))[0]
    return None


# Words every store's label may carry, which say nothing of what it holds.
_GENERIC: Final = frozenset(tokens("cache redis memcached cluster node store database db layer"))


def _callees(ask: Ask, component_id: str) -> tuple[Node, ...]:
    facts = ask.facts.of(component_id) if ask.facts else None
    return facts.callees if facts else ()
