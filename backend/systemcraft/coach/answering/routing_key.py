"""Requests spread over cache or edge nodes by a hash of a key ("my Edge LBs consistent-hash on
the segment URL across the 20 edge nodes"): what the key buys (each node caches its own share,
nothing twice), and what no key can fix, one hot key on one node, with the fixes for that. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import quote
from systemcraft.kit.patterns import Pattern

_HASHED_ON: Final = Pattern(
    r"\bhash(?:es|ed|ing)?\s+(?:on|by)\s+(?:the\s+|a\s+|its\s+)?(?P<key>[\w /._-]{2,40}?)"
    r"(?:\s+(?:across|over|to|between|so|and|,)|[,.?;!]|$)",
    ignore_case=True,
)
_NODES: Final = Pattern(
    r"\b(?P<count>\d{1,5})\s+(?:[\w-]+\s+){0,2}?(?:nodes|servers|boxes|caches)\b"
)
# The parts that spread requests rather than keep data by key.
_SPREADERS: Final = frozenset({"load-balancer", "cdn", "gateway", "cache"})


def routing_key_block(ask: Ask) -> str | None:
    found = _HASHED_ON.search(ask.question)
    if found is None or not any(p.node.role in _SPREADERS for p in ask.named_facts()):
        return None
    key = (found.group("key") or "").strip()
    counted = _NODES.search(ask.question)
    nodes = f"the {counted.group('count')} nodes" if counted else "the nodes"
    hot = (
        f" The brief's own: {quote(ask.brief.hot_keys)}" if ask.brief and ask.brief.hot_keys else ""
    )
    return (
        f"**Spreading requests by the {key}**\n"
        f"- Hashing the {key} sends every request for one {key} to one of {nodes}: each node "
        "caches its own share, nothing is cached twice, and adding a node moves only about "
        "its share of keys (with consistent hashing). Different items spread evenly.\n"
        f"- What no key fixes: one hot {key} has one node. Every request for it lands there, "
        f"however many nodes there are, so that node's bandwidth is the ceiling for the "
        f"hottest item.{hot}\n"
        "- The fixes: copy a hot key to several nodes (hash it with a suffix 1 to k and pick "
        "one at random), bounded-load consistent hashing (a node past its share hands new keys "
        "to the next), warming the hot item on several nodes before a launch, and coalescing "
        "at the node so a miss goes to the origin once."
    )
