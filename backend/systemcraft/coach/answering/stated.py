"""What the learner wrote one copy of a part carries ("~200 pages/s per node", "50k sockets per
server"): their own figure is the one to check their count against, before any table's."""

from typing import Final

from systemcraft.coach.design_facts import CAPACITY
from systemcraft.kit.patterns import Found, Pattern

_NUMBER: Final = r"~?\s*(\d[\d,]*(?:\.\d+)?)\s*([km])?"
_COPY: Final = r"(?:server|node|instance|worker|box|machine|pod|copy|shard|host|process)"
_EACH: Final = rf"(?:\s*(?:per|each|/|a)\s*{_COPY}\b|\s+each\b)"
_BEFORE: Final = rf"\beach\s+(?:{_COPY}\s+)?(?:\w+\s+){{0,4}}?"
_PER_SECOND: Final = (
    r"\s*(?:req(?:uest)?s?|rps|qps|ops|pages?|msgs?|messages?|writes?|reads?|checks?|jobs?|"
    r"events?)?\s*(?:/\s*s(?:ec)?|per\s+sec(?:ond)?|a\s+second)"
)
_OPEN: Final = r"\s*(?:open\s+)?(?:sockets?|connections?|conns?|websockets?)"
_RATE: Final = Pattern(
    rf"{_NUMBER}{_PER_SECOND}{_EACH}|{_BEFORE}{_NUMBER}{_PER_SECOND}", ignore_case=True
)
_HELD: Final = Pattern(rf"{_NUMBER}{_OPEN}{_EACH}|{_BEFORE}{_NUMBER}{_OPEN}", ignore_case=True)
_SCALE: Final = {"": 1.0, "k": 1e3, "m": 1e6, "million": 1e6}
# Counts people write as words ("three full copies", "both regions").
_COUNT_WORDS: Final = {"one": 1, "two": 2, "both": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def stated_rate(text: str) -> float | None:
    """Requests a second one copy carries, as the learner wrote it on the part."""
    return _first(_RATE, text)


def said_as_capacity(text: str) -> bool:
    """Whether the sentence that gives the per-copy rate says it is what a copy can take ("can
    do ~20k ops/s", "handles 5k rps each")."""
    return CAPACITY.search(_rate_sentence(text)) is not None


def said_as_share(text: str, total: float) -> bool:
    """Whether the sentence that gives the per-copy rate divides a total near `total` into it
    ("700k ops/s peak ~ 12k ops/s per node"): the load each copy takes, worked out."""
    said = _rate_sentence(text)
    return any(abs(figure_of(f) - total) <= _NEAR * total for f in _FIGURE.finditer(said))


_SENTENCE_END: Final = Pattern(r"[.;](?:\s|$)|\n", groups=False)
_FIGURE: Final = Pattern(rf"{_NUMBER}\b", ignore_case=True)
_NEAR: Final = 0.2


def _rate_sentence(text: str) -> str:
    """The sentence (between '.', ';' and line ends) that gives the per-copy rate."""
    found = _RATE.search(text)
    if found is None:
        return ""
    # A sentence ends at ". ", "; " or a line's end, not at the point of "1.4M".
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    start = max((e for e in ends if e <= found.start()), default=0)
    stop = min((e for e in ends if e > found.end()), default=len(text))
    return text[start:stop]


def stated_connections(text: str) -> float | None:
    """Open connections one copy holds, as the learner wrote it on the part."""
    return _first(_HELD, text)


def _first(pattern: Pattern, text: str) -> float | None:
    found = pattern.search(text)
    if found is None:
        return None
    # The figure is in the first pair of groups that matched: after the unit, or before it.
    value = figure_of(found, 1 if found.group(1) else 3)
    return value if value > 0 else None


def figure_of(found: Found, group: int = 1) -> float:
    """The figure a match's digits (at `group`) and their k, m or million (the group after)
    say."""
    digits, scale = found.group(group), found.group(group + 1)
    return float((digits or "0").replace(",", "")) * _SCALE[(scale or "").lower()]


def count_of(said: str) -> int:
    """A count written in digits or as a word: "3", "three", "both"."""
    return _COUNT_WORDS.get(said.lower()) or int(said)
