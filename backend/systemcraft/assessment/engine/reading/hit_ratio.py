"""The share of reads a cache or CDN says it answers itself: "hit rate: 97%", "95% cache hits",
"hit ratio of about 0.9", "miss rate 3%". The simulation routes only the rest past it."""

from itertools import islice

from systemcraft.kit.patterns import Found, Pattern

# A number that is not part of a larger one ("300,000 hits" states no ratio), with its percent
# sign if any.
_NUMBER = r"(\d{1,3}(?:\.\d+)?)(?:\s?(%|percent\b)|[^\d,.%]|[.,](?:\D|$)|$)"
# Up to a few words between the name and its figure: "hit rate target: above 95%".
_BETWEEN = r"[^\d\n]{0,24}?"
_RATIO = Pattern(
    # "hit rate 97%", "hit ratio: 0.95", "miss rate of about 3%"
    rf"\b(hit|miss)(?:[ _-]?(?:rate|ratio))s?\b{_BETWEEN}~?{_NUMBER}"
    # "97% hit rate", "95% cache hits", "3 percent misses", "97% of reads hit"
    rf"|(?:^|[^\d,.]){_NUMBER}\s?(?:of (?:reads|requests|lookups) )?"
    r"(?:cache[ _-]?)?(hit|miss)(?:es|s)?\b",
    ignore_case=True,
)
# A component's text states few ratios; past this many, the rest are not read.
MAX_RATIOS = 16


def stated_hit_ratio(text: str) -> float | None:
    """The first hit ratio `text` states (a miss rate counts as the hits it leaves), if any."""
    for found in islice(_RATIO.finditer(text), MAX_RATIOS):
        ratio = _ratio(found)
        if ratio is not None:
            return ratio
    return None


def _ratio(found: Found) -> float | None:
    kind, number, percent = (
        (found[1], found[2], found[3]) if found[1] else (found[6], found[4], found[5])
    )
    value = float(number or "")
    # "0.95" is a ratio; "95" and "95%" are percentages.
    share = value / 100 if percent or value > 1 else value
    if share > 1:
        return None
    return 1 - share if (kind or "").lower() == "miss" else share
