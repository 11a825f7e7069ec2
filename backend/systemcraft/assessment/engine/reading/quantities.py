"""The figures a design's estimates state, read from free text: "12k QPS", "1.5M req/s",
"35,000 starts/s", "3 TB", "50 Tbps", "10M concurrent connections".

Only figures with a recognisable unit count: a bare number says nothing about what it sizes.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Final, Literal

from systemcraft.kit.patterns import Found, Pattern

Unit = Literal["per second", "bytes", "bits per second", "connections", "items"]

SCALE: Final = {
    "": 1.0,
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
    "t": 1e12,
    "trillion": 1e12,
}
_BYTES: Final = {"b": 1.0, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15, "eb": 1e18}
_BYTES.update({"kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40, "pib": 2**50, "eib": 2**60})
DAYS_A_YEAR: Final = 365
_BITS: Final = {"bps": 1.0, "kbps": 1e3, "mbps": 1e6, "gbps": 1e9, "tbps": 1e12, "pbps": 1e15}

_NUMBER = (
    r"(?P<number>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*"
    r"(?P<scale>thousand|million|billion|trillion|mn|bn|[kmbt]\b)?"
)
_PER_SECOND = r"(?:/\s*s(?:ec(?:ond)?)?\b|per\s+sec(?:ond)?\b|qps\b|rps\b|tps\b|ops\b)"
_QUANTITY = Pattern(
    _NUMBER
    + r"\s*(?:"
    + r"(?P<bits>[kmgtp]?bps|[kmgtp]?bit/s)\b"
    + r"|(?P<bytes>[kmgtpe]i?b)\b(?P<per_second>\s*/\s*s(?:ec)?\b|\s+per\s+sec(?:ond)?\b)?"
    + r"|(?P<rate>(?:[a-z-]+\s*){0,3}?"
    + _PER_SECOND
    + r")"
    + r"|(?P<conn>(?:[a-z-]+\s+){0,2}?(?:connections?|sockets?|sessions?|streams?)\b"
    + r"|concurrent\s+[a-z-]+)"
    # A count of things needs a scale ("6B links", "2 million messages"): "3 replicas" sizes
    # nothing the brief asks about.
    + r"|(?P<items>[a-z][a-z-]*s\b)"
    # "Messages: 40M/day": a count a day whose things are named before it (with per_day below).
    + r"|(?P<daily>)"
    + r")"
    + r"(?P<per_day>\s*(?:/\s*|per\s+|a\s+)day\b)?",
    ignore_case=True,
)
# "4k redirects/s avg, 20k peak": the peak that follows a rate, with no unit of its own, is a
# rate too.
_PEAK_AFTER = Pattern(
    r"\s*(?:avg|average|mean|on average)?\s*[,;/(]\s*(?:and\s+)?(?:~|about\s+|up to\s+)?"
    + _NUMBER
    + r"\s*(?:at\s+(?:the\s+)?)?(?:peak|max(?:imum)?)\b",
    ignore_case=True,
)
# A count of things follows its scale directly ("6B links") or after a space.
_ITEMS_FOLLOW = frozenset("kmbtKMBT ")


@dataclass(frozen=True)
class Quantity:
    value: float
    unit: Unit


def _number(text: str, scale: str | None) -> float:
    return float(text.replace(",", "")) * SCALE[(scale or "").lower()]


# Estimates come in a few dozen figures; reading more than this many would only let a document
# of nothing but numbers cost a request seconds.
MAX_FIGURES: Final = 1_000


def stated(texts: Iterable[str]) -> list[Quantity]:
    """The figures the texts state, in order, up to MAX_FIGURES of them."""
    found: list[Quantity] = []
    for text in texts:
        found.extend(quantities(text, MAX_FIGURES - len(found)))
        if len(found) >= MAX_FIGURES:
            return found[:MAX_FIGURES]
    return found


def quantities(text: str, limit: int = MAX_FIGURES) -> list[Quantity]:
    """The figures `text` states, the first `limit` of them."""
    found: list[Quantity] = []
    for match in _QUANTITY.finditer(text):
        if len(found) >= limit:
            break
        value = _number(match["number"] or "", match["scale"])
        if match["bits"]:
            unit_text = match["bits"].lower().replace("bit/s", "bps")
            found.append(Quantity(value * _BITS[unit_text], "bits per second"))
        elif match["bytes"]:
            size = value * _BYTES[match["bytes"].lower()]
            # Bytes a second is bandwidth, which briefs state in bits.
            if match["per_second"]:
                found.append(Quantity(size * 8, "bits per second"))
            else:
                found.append(Quantity(size, "bytes"))
                if match["per_day"]:  # "300 TB/day" sizes a year of storage too
                    found.append(Quantity(size * DAYS_A_YEAR, "bytes"))
        elif match["rate"]:
            found.append(Quantity(value, "per second"))
            if peak := _PEAK_AFTER.match(text, match.end()):
                found.append(Quantity(_number(peak["number"] or "", peak["scale"]), "per second"))
        elif match["conn"]:
            found.append(Quantity(value, "connections"))
        elif match["scale"] and (_counts_things(match) or _a_day(match)):
            found.append(Quantity(value, "items"))
    return found


def _counts_things(match: Found) -> bool:
    """Whether the things counted follow a one-letter scale ("6B links") or a space ("2 million
    messages"): "2 million\tmessages" is two cells of a table, not a count."""
    if not match["items"]:
        return False
    between = match.text[match.end("scale") : match.start("items")]
    return match.text[match.end("scale") - 1] in _ITEMS_FOLLOW or " " in between


def _a_day(match: Found) -> bool:
    """ "Messages: 40M/day": a count a day, its things named before it."""
    return match["daily"] is not None and bool(match["per_day"])


def reaches(stated: list[Quantity], value: float, unit: Unit, low: float = 1 / 3) -> bool:
    """Whether some stated figure of this unit is of the brief's order: at least a third of it
    (a design sized for far less does not carry it) and at most ten times it."""
    return any(q.unit == unit and value * low <= q.value <= value * 10 for q in stated)


# A number written on its own, not part of a name such as S3, L4 or p99.
_ANY_NUMBER: Final = Pattern(r"(?:^|[^\w.])\d+(?:[.,]\d+)*", groups=False)


def writes_numbers(texts: list[str], at_least: int) -> bool:
    """Whether the user wrote at least `at_least` numbers anywhere: replica counts, sizes,
    rates, timeouts."""
    found = _ANY_NUMBER.finditer("\n".join(texts))
    return sum(1 for _ in islice(found, at_least)) >= at_least
