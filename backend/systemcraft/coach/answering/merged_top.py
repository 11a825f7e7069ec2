"""Whether merging each worker's top k gives the true top k: it does exactly when every item's
whole count lives on one worker (the work split by the item's own key), because an item in the
overall top k then has fewer than k items above it anywhere, so it is in its own worker's top k
too. Split any other way, an item just under the cut on every worker can lead overall. Pure."""

from typing import Final

from systemcraft.assessment.engine import lesson_link
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_MERGE_ASKED: Final = Pattern(
    r"\btop[- ]?(k|n|\d{1,5})\b[^?]{0,120}\b(merg\w*|combin\w*|exact\w*|union)\b"
    r"|\b(merg\w*|combin\w*)\b[^?]{0,120}\btop[- ]?(k|n|\d{1,5})\b",
    ignore_case=True,
    groups=False,
)
# "keyBy(song_id)", "keyed by song_id", "Key = song_id", "partitioned by song".
_KEY: Final = Pattern(
    r"\bkey\s*by\s*\(\s*(?P<a>[\w.]+)\s*\)|\bkeyed\s+by\s+(?P<b>[\w.]+)"
    r"|\b(?:partitioned|sharded|split)\s+by\s+(?P<c>[\w.]+)",
    ignore_case=True,
)
_COUNTING: Final = Pattern(
    r"\b(count\w*|tall\w*|aggregat\w*|sketch\w*|heavy)\b", ignore_case=True, groups=False
)


def merged_top_block(ask: Ask) -> str | None:
    if ask.facts is None or not _MERGE_ASKED.search(ask.question):
        return None
    counter = _counter(ask)
    if counter is None:
        return None
    part, key = counter
    said = key.group("a") or key.group("b") or key.group("c") or ""
    return (
        f"**Why merging the local lists is exact here, or is not:** {name(part.label)} splits "
        f"its counting by {quote(said)} ({quote(key.matched)}). If that is the item the list "
        "ranks, each item's whole count lives on one worker, so an item in the overall top k "
        "has fewer than k items above it anywhere and is in its own worker's top k too: "
        "merging the workers' top k lists loses nothing. It stops being exact when one item's "
        "counts are spread over workers (a split by anything else, or partial counts kept per "
        "region and added later): an item just under the cut on every worker can then lead "
        "overall, and each worker must send more than k, or the merge must be checked against "
        "full counts. What it does not fix: the counts themselves (duplicates, late events, "
        "buckets that round a window's edges) are only as exact as the counting before the "
        "merge."
    )


READING: Final = (
    f"Read more: {lesson_link('cross-shard-queries', 'Queries That Span Shards')}, "
    "“Top-k, pagination and aggregates”."
)


def _counter(ask: Ask) -> tuple[PartFacts, Found] | None:
    """The part the question names (else any) whose own words split counting by a key."""
    named = ask.named_facts()
    parts = [*named, *(p for p in ask.facts.parts if p not in named)] if ask.facts else named
    for part in parts:
        found = _KEY.search(f"{part.label} {part.text}")
        if found is not None and _COUNTING.search(f"{part.label} {part.text}"):
            return part, found
    return None
