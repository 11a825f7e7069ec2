"""A cache that keeps counts (a rate limit's counters or token buckets), not copies of reads:
each check changes a count, so nothing it misses falls through to a store behind it."""

from typing import Final

from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

COUNTS: Final = Pattern(
    r"\b(counters?|counts|buckets?|tokens?|quotas?|rate\s+limit\w*)\b",
    ignore_case=True,
    groups=False,
)


def keeps_counts(part: PartFacts) -> bool:
    """Named for its counts ("Redis Cluster (global counters)"): a feed cache that also keeps
    like counts is still a read cache."""
    return part.node.role == "cache" and COUNTS.search(part.label) is not None
