"""Keys placed by hash modulo the node count ("hash(key) % N") move almost all at once when the
count changes: a key stays only where its hash leaves the same remainder for both counts. The
share that moves is counted exactly over one cycle of both counts, beside what consistent hashing
or fixed hash slots move (only the new nodes' share). Pure."""

import math
from typing import Final

from systemcraft.assessment.engine import lesson_link
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import shard_count
from systemcraft.coach.answering.wording import share
from systemcraft.kit.patterns import Pattern

_MODULO: Final = Pattern(
    r"%\s*n\b|\bmod(?:ulo)?\s+(?:n|the\s+(?:node|server|shard)\s+count)\b|\bhash\s*\([^)]{0,30}\)\s*%",
    ignore_case=True,
    groups=False,
)
_FROM: Final = Pattern(r"\bfrom\s+(\d{1,4})\b", ignore_case=True)
# The counts it grows to: "to 13", "later 16", "then 20 nodes".
_TO: Final = Pattern(
    r"\bto\s+(\d{1,4})\b|\b(?:later|then|eventually|and)\s+(?:to\s+)?(\d{1,4})\b",
    ignore_case=True,
)
LARGEST: Final = 4096  # counts past this are no node counts of a cache or a store


def rehash_block(ask: Ask) -> str | None:
    """Only where the question asks about placing keys by a modulo and names new counts ("from
    12 to 13, and later 16")."""
    if not _MODULO.search(ask.question):
        return None
    named = ask.named_facts()
    now = shard_count(named[0]) if named else 0
    start = _FROM.search(ask.question)
    now = int(start.group(1) or 0) if start else now
    said = [int(f.group(1) or f.group(2) or 0) for f in _TO.finditer(ask.question)]
    after = sorted({n for n in said if now < n <= LARGEST})
    if now < 2 or not after:
        return None
    steps = [
        f"{now} to {n} nodes moves about {share(_moved(now, n))} of the keys, where consistent "
        f"hashing or fixed hash slots move about {share((n - now) / n)}"
        for n in after
    ]
    return (
        "**Changing the count under hash % N:** a key stays put only where its hash leaves the "
        "same remainder for both counts, so going " + "; ".join(steps) + ". Every key that moves "
        "misses at once, and those reads all fall on the stores behind the cache. Place keys on "
        "a ring (consistent hashing with virtual nodes) or on a fixed set of hash slots moved "
        "between nodes a few at a time (as Redis Cluster does), so growing moves only the new "
        "nodes' share, and move it gradually while the old placement still answers.\n\n"
        f"Read more: {lesson_link('consistent-hashing', 'Hashing Schemes and Consistent Hashing')}."
    )


def _moved(before: int, after: int) -> float:
    """The share of hashes whose remainder differs between the two counts. A remainder r stays
    the same only for hashes that are r modulo both counts, one in each cycle of their least
    common multiple for each r below the smaller count."""
    return 1 - min(before, after) / math.lcm(before, after)
