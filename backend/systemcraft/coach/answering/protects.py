"""What a cache protects: the store its callers read on a miss, and whether that store could take
every read without it. Where it could, the cache buys latency and shelter for hot keys, not
capacity; where it could not, the cache is capacity, and its loss or a cold start is the store's
overload. Pure."""

from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.answering.wording import BUSY, at_least, name, plural, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_STORES: Final = frozenset({"database", "search", "object-store"})


# A store drawn as a cache but kept for its own state (locks, claims, sessions) protects no
# store's reads: what it holds is nowhere else.
_OWN_STATE: Final = Pattern(
    r"\b(locks?|set\s?nx|nx|counters?|sessions?|sorted\s+sets?|leaderboards?|idempoten\w*"
    r"|claims?|holds?|presence|geo\w*|rate\s+limit\w*)\b",
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
    result = ask.result_of(part.node.id)
    reads = load.total if load is not None else (result.reads_rps if result else 0.0)
    held = ask.result_of(store.node.id)
    if reads < 1 or held is None or not held.capacity_per_copy_rps:
        return None
    each = held.capacity_per_copy_rps
    if not store.counted:
        # No count written: what one copy takes, and how many the full load would need.
        return (
            f"- What it protects: {name(store.label)}, which its callers read on a miss. "
            f"Without it all {rate(reads)} reads a second reach {name(store.label)}; at about "
            f"{rate(each)} a copy that takes "
            f"{plural(at_least(reads, each, BUSY), 'copy', 'copies')}, and no count is written on "
            "it. With the store sized for that, the cache buys "
            "latency and shelter for a hot key; sized for the misses only, the cache is "
            "capacity, and losing it or starting it empty overloads the store."
        )
    carries = each * store.copies
    said = (
        f"- What it protects: {name(store.label)}, which its callers read on a miss. Without "
        f"it all {rate(reads)} reads a second reach {name(store.label)}; its "
        f"{plural(store.copies, 'copy', 'copies')} carry about {rate(carries)} a second "
        f"(about {rate(held.capacity_per_copy_rps)} each)"
    )
    if reads <= carries * BUSY:
        return (
            f"{said}, so it could take them ({share(reads / carries)} busy). Here the cache buys "
            "latency (a read from memory in about a millisecond, against several from the "
            "store) and shelter for a hot key, not capacity. Keep the store sized for the full "
            "load anyway: a cache restarted empty sends it everything until it refills."
        )
    return (
        f"{said}, short of that ({share(reads / carries)} busy without the cache). Here the "
        "cache is capacity: losing it, or starting it empty, overloads the store. Give it a "
        "replica, warm it before it takes traffic, or size the store for the misses."
    )


def _behind(ask: Ask, part: PartFacts) -> PartFacts | None:
    """The store behind the cache: one it calls, else one its callers also call."""
    if ask.facts is None:
        return None
    named = [n for p in ask.named_facts() if (n := p.node).id != part.node.id]
    candidates = [
        *named,
        *part.callees,
        *(c for caller in part.callers for c in _callees(ask, caller.id)),
    ]
    for node in candidates:
        facts = ask.facts.of(node.id)
        if facts is not None and node.role in _STORES and node.id != part.node.id:
            return facts
    return None


def _callees(ask: Ask, component_id: str) -> tuple[Node, ...]:
    facts = ask.facts.of(component_id) if ask.facts else None
    return facts.callees if facts else ()
