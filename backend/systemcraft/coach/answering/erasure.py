"""A store that keeps its data erasure-coded ("8+3 across 3 zones"): what it costs against full
copies, and whether the fragments a zone holds can be lost. Pure."""

import math
from typing import Final

from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_CODED: Final = Pattern(r"\b(erasure|reed[- ]solomon|ec\s*\d)", ignore_case=True, groups=False)
_SPLIT: Final = Pattern(r"\b(\d{1,2})\s*\+\s*(\d{1,2})\b|\brs\s*\(\s*(\d{1,2})\s*,\s*(\d{1,2})")
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
    count, where = int(zones.group(1) or 0), (zones.group(2) or "zones").lower()
    if count < 2:
        return said
    fullest = math.ceil(fragments / count)
    left = fragments - fullest
    place = where.rstrip("s") if not where.endswith("centres") else "data centre"
    # A zone may hold no more fragments than can be lost: parity of at least data / (zones - 1).
    enough = math.ceil(data / (count - 1))
    verdict = (
        f"so losing one {place} leaves {left}, enough to rebuild every object"
        if left >= data
        else f"so losing that {place} leaves {left}, fewer than the {data} needed: its objects "
        f"cannot be read until it returns. Keeping no more fragments in a {place} than can be "
        f"lost survives it: {parity * (count - 1)}+{parity}, or {data}+{enough} with "
        f"{math.ceil((data + enough) / count)} in each"
    )
    return f"{said} Over {count} {where}, the fullest holds {fullest} of them, {verdict}."
