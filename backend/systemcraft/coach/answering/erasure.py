"""A store that keeps its data erasure-coded ("8+3 across 3 zones"): what it costs against full
copies, and whether the fragments a zone holds can be lost. Pure."""

import math
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_CODED: Final = Pattern(
    r"\b(erasure|reed[- ]solomon|ec\s*\(?\d+\s*[,+:]\s*\d|rs\s*\(\s*\d)",
    ignore_case=True,
    groups=False,
)
_SPLIT: Final = Pattern(
    r"\b(\d{1,2})\s*\+\s*(\d{1,2})\b|\brs\s*\(\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\)?", ignore_case=True
)
_ZONES: Final = Pattern(
    r"\b(\d)\s+(zones|azs|availability\s+zones|data\s?cent(?:er|re)s|regions|racks)\b",
    ignore_case=True,
)
FULL_COPIES: Final = 3


def erasure_line(part: PartFacts) -> str | None:
    """ "8+3 across 3 zones": 1.4 times the data against 3, and 4 fragments in the fullest zone,
    one more than the 3 it can lose."""
    if _CODED.search(part.text) is None:
        return None
    split = _SPLIT.search(part.text)
    if split is None:
        return None
    data = int(split.group(1) or split.group(3) or 0)
    parity = int(split.group(2) or split.group(4) or 0)
    if data < 1 or parity < 1:
        return None
    fragments = data + parity
    said = (
        f"It keeps each object erasure-coded ({quote(split.matched)}): any {data} of its "
        f"{fragments} fragments rebuild it, so it stores {fragments / data:.2f} times the data, "
        f"against {FULL_COPIES} times for {FULL_COPIES} full copies, and survives losing any "
        f"{parity} fragments."
    )
    zones = _ZONES.search(part.text)
    if zones is None:
        return said
    count, where = int(zones.group(1) or 0), zones.group(2) or "zones"
    where = where if where.lower().startswith("az") else where.lower()
    if count < 2:
        return said
    fullest = math.ceil(fragments / count)
    left = fragments - fullest
    place = "zone" if where.lower().startswith("az") else where.rstrip("s")
    place = "data centre" if where.endswith("centres") else place
    # A zone may hold no more fragments than can be lost: parity of at least data / (zones - 1).
    enough = math.ceil(data / (count - 1))
    verdict = (
        f"so losing one {place} leaves {left}, exactly the {data} needed: every object can still "
        f"be read, with no margin, so one more fragment lost while that {place} is out makes "
        "objects unreadable until it returns"
        if left == data
        else f"so losing one {place} leaves {left}, enough to rebuild every object"
        if left > data
        else f"so losing that {place} leaves {left}, fewer than the {data} needed: its objects "
        f"cannot be read until it returns. Keeping no more fragments in a {place} than can be "
        f"lost survives it: {parity * (count - 1)}+{parity}, or {data}+{enough} with "
        f"{math.ceil((data + enough) / count)} in each"
    )
    return f"{said} Over {count} {where}, the fullest holds {fullest} of them, {verdict}."


def erasure_block(ask: Ask) -> str | None:
    """For a question about an erasure code ("what does RS(6,3) mean? as safe as 3 replicas?"),
    what the design's coded parts keep and survive, in numbers."""
    if _CODED.search(ask.question) is None or ask.facts is None:
        return None
    named = ask.named_facts() or list(ask.facts.parts)
    lines = [f"{name(p.label)} in your design: {said}" for p in named if (said := erasure_line(p))]
    if not lines:
        return None
    return "\n\n".join(
        [
            *lines,
            f"Against {FULL_COPIES} full copies, which survive losing any 2 and store 3 times the "
            "data: a code survives as many lost fragments as it has parity, for far less space, "
            "but a read of a lost fragment, and every rebuild, reads from several others, so it "
            "suits large, cold objects more than small, hot ones.",
        ]
    )
