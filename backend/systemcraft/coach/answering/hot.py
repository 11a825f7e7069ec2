"""A store split by a key keeps all of one key's traffic on one shard: "4 shards by event_id"
carry a big on-sale's writes on one primary, not on four. Said as a condition (the peak may be
many keys'), with the figures to check it. Pure."""

from typing import Final

from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.wording import BUSY, quote, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_SPLIT_BY: Final = Pattern(
    r"\b(?:shard(?:ed|s)?|partition(?:ed|s)?|split)\s+(?:\w+\s+){0,2}?by\s+([\w.()-]+)",
    ignore_case=True,
)


def one_key_line(part: PartFacts, writes: float, per_copy: float, shards: int) -> str | None:
    """When `part` says what key splits it and runs several shards: what the brief's peak of
    `writes` is to the one shard a single hot key lives on."""
    said = f"{part.label}\n{part.text}"
    found = _SPLIT_BY.search(said)
    if found is None or shards < 2 or writes < 1 or per_copy <= 0:
        return None
    # "by hash(user_id)" splits by user_id.
    written = (found.group(1) or "").rsplit("(", 1)[-1].strip("().")
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
