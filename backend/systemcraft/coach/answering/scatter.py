"""A read that holds another key than the one a store is split by: "posts are sharded by
author_id, but on a cache miss the feed service only has the post id: how does it know which
shard?" It cannot: it asks every shard, or the id carries the shard. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import shard_count
from systemcraft.coach.answering.wording import name, plural
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_WHICH_SHARD: Final = Pattern(
    r"\bwhich\s+(shard|partition|node)\b|\bknow\s+(which|where)\b"
    r"|\bonly\s+(has|have|gets?|knows?|holds?)\s+(the\s+)?[\w-]+[ _-]?ids?\b",
    ignore_case=True,
    groups=False,
)
_SPLIT_BY: Final = Pattern(
    r"\b(?:shard\w*|partition\w*|split)\s+(?:[\w-]+\s+){0,6}?by\s+([a-z][\w-]*)",
    ignore_case=True,
)
_HELD: Final = Pattern(
    r"\b(?:only\s+\w+\s+(?:the\s+)?|just\s+(?:the\s+)?)([a-z][\w]*[ _-]?id)\b", ignore_case=True
)


def scatter_block(ask: Ask, store: PartFacts | None) -> str | None:
    if store is None or not _WHICH_SHARD.search(ask.question):
        return None
    split = _SPLIT_BY.search(ask.question) or _SPLIT_BY.search(f"{store.label} {store.text}")
    if split is None:
        return None
    key = split.group(1) or ""
    held = _HELD.search(ask.question)
    other = (held.group(1) if held else None) or "another id"
    if _same(key, other):
        return None
    shards = shard_count(store)
    over = plural(shards, "shard") if shards > 1 else "every shard"
    return "\n".join(
        [
            f"**A read by {other} cannot find a row split by {key}.** {name(store.label)} "
            f"places each row by {key}, so a lookup holding only {other} must ask {over} at "
            f"once (each such read becomes {shards if shards > 1 else 'N'} reads, and the "
            "slowest shard sets its time) unless the id says where the row lives:",
            f"- Put the shard in the id: ids made with the {key}'s shard number in their bits "
            "(a few bits of a time-ordered id) name the shard with no lookup, and keep sorting "
            "by time.",
            f"- Or carry {key} beside {other} wherever the id is kept (in the feed or timeline "
            "entry, in the cache key), so the reader can route the miss.",
            f"- Or split by {other} instead, and keep a second table by {key} for the reads "
            f"that list one {key.replace('_id', '').replace(' id', '')}'s rows, written with "
            "each row.",
        ]
    )


def _same(key: str, other: str) -> bool:
    def squeezed(said: str) -> str:
        return said.lower().replace("_", "").replace("-", "").replace(" ", "")

    return squeezed(key) == squeezed(other)
