"""How much memory a cache needs: what it keeps, not the brief's whole data. From a size the
question or the cache's own text names, with the per-key overhead an in-memory store adds, over
what one node holds usable, and a replica each when the cache is the only copy of its data."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.assessment.engine.reading.quantities import DAYS_A_YEAR, quantities
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.placement import DEFAULT_TTL_SECONDS
from systemcraft.coach.answering.polling import lifetimes
from systemcraft.coach.answering.wording import duration, name, plural, rate, size
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

# A 64 GB node keeps about 48 GB usable (the caching lessons' round figure), leaving room for
# copies made while it snapshots and for growth.
NODE_MEMORY: Final = 48e9
# The learner says the lifetime in the question ("TTL 3600", "for an hour"): theirs, not the
# canvas's.
_LIFETIME_ASKED: Final = Pattern(r"\bttl\b|\bfor\s+an?\s+hour\b", ignore_case=True, groups=False)
# The sizes of a record a cache keeps whole, as a brief gives them a write.
SMALLEST_ITEM: Final = 100
LARGEST_ITEM: Final = 100_000
# No cache is planned in megabytes: a smaller size on it is an item's ("pastes up to 1 MB").
SMALLEST_PLAN: Final = 1e8
# Keys, pointers and the structures around each value: plan half as much again as the data.
OVERHEAD: Final = 1.5


def memory_line(ask: Ask, part: PartFacts) -> str:
    # A size the question gives is this cache's only when the question names it ("my 16 TB
    # disk on postgres" is the database's) and gives one ("is that 1 GB or 1 TB?" guesses).
    # Without a planned size, what its entries' lifetime bounds it to.
    asked = _one_size(ask.question) if part in ask.named_facts() else None
    planned = asked or _plan(named_size(part.text))
    bounded = _lifetime_bound(ask, part) if planned is None else None
    if bounded is not None:
        return bounded
    if planned is None:
        return (
            f"- {name(part.label)} holds what it keeps, not the brief's whole data: count the "
            "keys it keeps (only the hot or active ones, for a cache) × the bytes of each value, "
            f"plus about half again for the per-key overhead, then divide by about "
            f"{size(NODE_MEMORY)} usable a node (a 64 GB machine). Tell me that size and I will "
            "count the nodes."
        )
    needed = planned * OVERHEAD
    nodes = max(1, math.ceil(needed / NODE_MEMORY))
    return (
        f"- {name(part.label)}: {size(planned)} of data, plus about half again for the per-key "
        f"overhead of an in-memory store, is about {size(needed)}; at about "
        f"{size(NODE_MEMORY)} usable a node (a 64 GB machine) that is "
        f"{plural(nodes, 'node')} by memory alone, and {plural(2 * nodes, 'node')} with a replica "
        "each, which it needs when it is the only "
        "copy of what it keeps. Keeping less (only active users, fewer items each) shrinks it "
        "in proportion."
    )


def _plan(found: float | None) -> float | None:
    # "pastes up to 1 MB" on a cache is the size of an item, not of the cache.
    return found if found is not None and found >= SMALLEST_PLAN else None


def _one_size(question: str) -> float | None:
    sizes = {q.value for q in quantities(question) if q.unit == "bytes"}
    return _plan(named_size(question)) if len(sizes) == 1 else None


def _lifetime_bound(ask: Ask, part: PartFacts) -> str | None:
    """A cache whose entries live a set time holds at most what is read in that time: at the
    brief's peak, every read a different item, each of the brief's size. The brief's whole data
    is the bound only when that is smaller."""
    scale = ask.brief.scale if ask.brief else {}
    reads = (scale.get("reads_per_second") or {}).get("peak")
    each = scale.get("bytes_per_write")
    written = parse_ttl_seconds(part.node.prop("ttl"))
    ttl = written if written is not None else max(lifetimes(part.text), default=None)
    if not reads or ttl is None or not math.isfinite(ttl) or ttl <= 0:
        return None
    # The brief's item is what such a cache holds only when it is a record's size: a photo or
    # a video (megabytes, gigabytes) is kept elsewhere, and a 2-byte sample is no cached answer.
    if not each or not SMALLEST_ITEM <= each <= LARGEST_ITEM:
        return None
    held = float(reads * ttl * each)
    whole = float(scale.get("storage_bytes") or 0)
    capped = 0 < whole < held
    data = whole if capped else held
    needed = data * OVERHEAD
    nodes = max(1, math.ceil(needed / NODE_MEMORY))
    default = (
        " (the canvas's default: if you did not choose it, set the lifetime you mean)"
        if written == DEFAULT_TTL_SECONDS and not _LIFETIME_ASKED.search(ask.question)
        else ""
    )
    said = (
        f"- {name(part.label)}: its entries live {duration(ttl)}{default}, so it holds only what "
        f"is read in that time, not the brief's whole data: at the peak {rate(reads)} reads a "
        f"second × {rate(ttl)} s = {rate(reads * ttl)} reads, and if each fetched a different "
        f"item of the brief's {size(each)}, about {size(held)}"
    )
    said += (
        f", more than all the brief keeps ({size(whole)}), so the whole is the bound: "
        if capped
        else "; popular items are read many times, so the real working set is well below that "
        "bound. "
    )
    return said + (
        f"With about half again for the per-key overhead of an in-memory store, about "
        f"{size(needed)}: {plural(nodes, 'node')} of about {size(NODE_MEMORY)} usable (a 64 GB "
        "machine) by memory alone. An undersized cache with an eviction policy only lowers the "
        "hit rate; the store behind it must then carry the misses."
    )


_YEARLY: Final = Pattern(
    r"(\d[\d,]*(?:\.\d+)?)\s*(kb|mb|gb|tb|pb)\s*(?:a|per|/|each|every)\s*(?:year|yr)\b",
    ignore_case=True,
)
_BYTES: Final = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15}


def yearly_size(text: str) -> float | None:
    """ "about 150 TB a year": a size the text gives for a year of growth, not a total."""
    found = _YEARLY.search(text)
    if found is None:
        return None
    return float((found.group(1) or "0").replace(",", "")) * _BYTES[(found.group(2) or "").lower()]


def named_size(text: str) -> float | None:
    """The largest size the text names ("my notes say 2.4 TB"), not one given a year."""
    yearly = yearly_size(text)
    sizes = [q.value for q in quantities(text) if q.unit == "bytes" and q.value != yearly]
    # "500 TB/day" is a rate, read as a year's storage too (182 PB): neither is a plan.
    daily = {o for o in sizes for s in sizes if abs(s - o * DAYS_A_YEAR) < 1}
    planned = [
        s for s in sizes if s not in daily and not any(abs(s - d * DAYS_A_YEAR) < 1 for d in daily)
    ]
    return max(planned) if planned else None


_FITS: Final = Pattern(r"\b(in\s+memory|ram|fits?|fitting)\b", ignore_case=True, groups=False)
_SWAPPED: Final = Pattern(
    r"\b(load\w*|new\s+one|swap\w*|rebuil\w*|replac\w*)\b", ignore_case=True, groups=False
)
# Room a machine keeps for its process, its operating system and the page cache.
SAFE_SHARE: Final = 0.8


def fit_line(question: str) -> str | None:
    """ "Will the 15 GB trie fit on my 64 GB servers?": the smaller size the question names is
    the data, the larger the machine's memory; and while a new copy loads beside the old one,
    both are in memory at once."""
    if not _FITS.search(question):
        return None
    sizes = sorted({q.value for q in quantities(question) if q.unit == "bytes"})
    if len(sizes) < 2:
        return None
    data, machine = sizes[0], sizes[-1]
    safe = machine * SAFE_SHARE
    said = f"Memory: {size(data)} of data on a {size(machine)} machine " + (
        f"fits, leaving about {size(machine - data)} for the process and the operating system."
        if data <= safe
        else f"does not fit safely: keep it under about {size(safe)}."
    )
    if _SWAPPED.search(question) and data <= safe:
        both = 2 * data
        said += f" While a new copy loads beside the old one, both take {size(both)}, which " + (
            f"still fits, with about {size(machine - both)} to spare."
            if both <= safe
            else "is more than the machine safely holds: swap it in piece by piece, or use a "
            "larger machine."
        )
    return said
