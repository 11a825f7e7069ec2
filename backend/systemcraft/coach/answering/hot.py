"""A store split by a key keeps all of one key's traffic on one shard: "4 shards by event_id"
carry a big on-sale's writes on one primary, not on four. Said as a condition (the peak may be
many keys'), with the figures to check it. Pure."""

from typing import Final

from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.wording import BUSY, quote, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_SPLIT_BY: Final = Pattern(
    r"\b(?:shard(?:ed|s)?|partition(?:ed|s)?|split)\s*[:=]?\s+(?:[\w(]+\s+){0,2}?\(?by\s+"
    r"([\w.()-]+)",
    ignore_case=True,
)
# "Tables partitioned by month" splits tables inside each database, not the data over shards.
_TABLES: Final = Pattern(r"\btables?\s*$", ignore_case=True, groups=False)


def split_key(said: str) -> str | None:
    """The key a store is split over shards by, as written: a shard property's ("shards: 4 (by
    merchant_id)") before the prose's, and never a table partitioning's."""
    found = [f for f in _SPLIT_BY.finditer(said) if not _TABLES.search(said[: f.start()][-20:])]
    if not found:
        return None
    chosen = next((f for f in found if f.matched.lower().startswith("shard")), found[0])
    # "by hash(user_id)" splits by user_id.
    return (chosen.group(1) or "").rsplit("(", 1)[-1].strip("().")


def one_key_line(part: PartFacts, writes: float, per_copy: float, shards: int) -> str | None:
    """When `part` says what key splits it and runs several shards: what the brief's peak of
    `writes` is to the one shard a single hot key lives on."""
    written = split_key(f"{part.label}\n{part.text}")
    if not written or shards < 2 or writes < 1 or per_copy <= 0:
        return None
    key = escape_markdown(written)
    busy = writes / per_copy
    verdict = (
        "within the 70% it should carry"
        if busy <= BUSY
        else "past the 70% it should carry: more shards do not help one key, so cut the work "
        "per write (a short conditional update, batching, or a queue in front) or split the "
        "key itself"
    )
    return (
        f"Split by {quote(written)}, all of one {key}'s traffic stays on one shard: if the peak is "
        f"one key's (one hot {key}), its {rate(writes)} writes a second all reach one primary, "
        f"{share(busy)} busy, {verdict}; the other {shards - 1} shards take none of it."
    )
