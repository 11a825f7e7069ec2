"""Small pieces of wording every answer shares: a component's name as the learner typed it
(escaped, so a label stays text), counts, rates and sizes in words."""

import math
from collections.abc import Sequence
from typing import Final

from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.kit.patterns import Pattern

# A clause of what the learner wrote: text between line ends and ". ; ! ?".
CLAUSE: Final = Pattern(r"[^\n.;!?]+", groups=False)


def name(label: str) -> str:
    return f"**{escape_markdown(label)}**"


def listed(names: Sequence[str], most: int | None = None) -> str:
    """ "A, B and C"; past `most` names, the first `most` and how many more."""
    shown = names[:most] if most else names
    more = len(names) - len(shown)
    if more:
        return f"{', '.join(shown)} and {more} more"
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    return f"{count:,} {noun if count == 1 else (nouns or noun + 's')}"


def rate(value: float) -> str:
    """A rate as people say it: "20,000", "1.2 million"."""
    if value >= 1e9:
        return f"{value / 1e9:,.1f} billion".replace(".0 ", " ")
    if value >= 1e6:
        return f"{value / 1e6:,.1f} million".replace(".0 ", " ")
    # Three figures are all a rate computed from assumptions deserves: 51,167 reads as 51,200.
    if value >= 10_000:
        value = round(value, -2)
    return f"{value:,.0f}"


def share(value: float) -> str:
    """A fraction as a percentage; a part barely used is "under 1%" busy, never "0%"."""
    shown = f"{value:.0%}"
    return "under 1%" if value > 0 and shown == "0%" else shown


def size(value: float) -> str:
    """Bytes in the unit that reads best: "3 TB", "730 GB"."""
    for unit, scale in (("PB", 1e15), ("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if value >= scale:
            shown = value / scale
            return f"{shown:,.0f} {unit}" if shown >= 10 else f"{shown:,.1f} {unit}"
    return f"{value:,.0f} bytes"


# The share of a copy's capacity a fleet is sized to at peak: past it, queues grow fast.
BUSY: Final = 0.7


def at_least(rate_needed: float, per_copy: float, busy: float) -> int:
    """Copies that keep each at most `busy` of what it serves."""
    return max(1, math.ceil(rate_needed / (busy * per_copy)))


def clipped(text: str, longest: int) -> str:
    """`text`, cut at `longest` characters with an ellipsis when it is longer."""
    return text if len(text) <= longest else text[:longest] + "…"


def quote(text: str) -> str:
    return f"“{escape_markdown(text.strip())}”"


def duration(seconds: float) -> str:
    for unit, size in (("day", 86_400), ("hour", 3600), ("minute", 60)):
        if seconds >= size and seconds % size == 0:
            count = int(seconds // size)
            return f"{count} {unit}{'' if count == 1 else 's'}"
    return f"{seconds:g} second{'' if seconds == 1 else 's'}"


def busy(value: float, state: str = "busy") -> str:
    """ "167% busy"; past ten times its capacity a load is said in times, where a percentage
    would read as a typo (41,000% busy)."""
    if value < TIMES:
        return f"{share(value)} {state}"
    return f"about {value:,.0f} times over capacity"


TIMES: Final = 10
