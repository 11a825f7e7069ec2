"""Whether a space of short codes is big enough: "41 bits of SHA-256 is 2.2 trillion codes for
6B links, is that enough?" The space against the items the brief keeps, and the collisions that
codes drawn at random (a hash) meet long before the space fills: about n² ÷ 2S pairs, by the
birthday bound. Pure."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.quantities import SCALE
from systemcraft.assessment.engine.rubric.claims import sentence_of
from systemcraft.coach.answering.context import SECONDS_A_DAY, Ask
from systemcraft.coach.answering.described import LONGEST
from systemcraft.coach.answering.wording import clipped, quote, rate
from systemcraft.kit.patterns import Pattern

_ASKED: Final = Pattern(
    r"\b(enough|collid\w*|collisions?|clash\w*|run\s+out|exhaust\w*|unique|space|more\s+"
    r"(bits|chars|characters))\b",
    ignore_case=True,
    groups=False,
)
_BITS: Final = Pattern(r"\b(\d{1,3})\s*(?:-\s*)?bits?\b", ignore_case=True)
_CHARS: Final = Pattern(r"\b(\d{1,2})\s*(?:-\s*)?(?:chars?|characters?)\b", ignore_case=True)
_BASE: Final = Pattern(r"\bbase\s*-?\s*(\d{2})\b", ignore_case=True)
# What the codes name, not the codes: "2.2 trillion codes vs 6B links" counts 6B links.
_ITEMS: Final = Pattern(
    r"\b(\d+(?:\.\d+)?)\s*(b|bn|billion|m|million|k|thousand|t|trillion)\s+(?:short\s+)?"
    r"(links|urls|pastes|items|records|rows|users|photos|posts|files|objects|documents)\b",
    ignore_case=True,
)
# Short codes that name items (a URL's, a paste's), not a Snowflake ID's bit layout.
_CODES: Final = Pattern(
    r"\bcodes?\b|\bslugs?\b|\bshort\s+(links?|urls?|ids?|keys?)\b|\bpaste\s+ids?\b",
    ignore_case=True,
    groups=False,
)
_CHECKED: Final = Pattern(
    r"\bif\s+not\s+exists\b|\blwt\b|\bon\s+conflict\b|\bunique\s+(constraint|index|key)\b"
    r"|\bconditional\s+(put|write|insert)\b|\battribute_not_exists\b|\bsetnx\b"
    r"|\bput[- ]if[- ]absent\b|\bcompare[- ]and[- ](set|swap)\b",
    ignore_case=True,
    groups=False,
)
_HASHED: Final = Pattern(r"\b(sha-?\d*|md5|hash\w*|murmur\w*|random\w*)\b", ignore_case=True)


def code_space(ask: Ask) -> str | None:
    if not _ASKED.search(ask.question) or not _CODES.search(ask.question):
        return None
    space = _space(ask.question)
    items = _items(ask)
    if space is None or items is None:
        return None
    size, said = space
    count, whose = items
    texts = [*(p.text for p in ask.facts.parts), *ask.facts.written] if ask.facts else []
    lines = [_room(size, said, count, whose), _birthday(size, count), *_retries(ask, size, count)]
    lines.append(_what_to_do(ask, texts))
    return "\n".join(lines)


def _space(question: str) -> tuple[float, str] | None:
    bits = _BITS.search(question)
    if bits is not None:
        n = int(bits.group(1) or 0)
        if not 8 <= n <= 128:
            return None
        return 2.0**n, f"{n} bits give 2^{n}, about {_big(2.0**n)} codes"
    chars = _CHARS.search(question)
    if chars is not None:
        base_found = _BASE.search(question)
        base = int(base_found.group(1) or 62) if base_found else 62
        n = int(chars.group(1) or 0)
        size = float(base) ** n
        return (size, f"{n} base-{base} characters give {base}^{n}, about {_big(size)} codes")
    return None


def _items(ask: Ask) -> tuple[float, str] | None:
    """The items the codes must name: as the question counts them, else every write the brief
    keeps over its retention."""
    found = _ITEMS.search(ask.question)
    kept = next((f for f in ask.brief.figures if f.unit == "items"), None) if ask.brief else None
    if found is not None:
        value = float(found.group(1) or 0) * SCALE[(found.group(2) or "").lower()]
        said = f"the {_big(value)} {found.group(3)} you count"
        if kept is not None:
            said += f" (the brief's {kept.what}: {_big(kept.value)})"
        return value, said
    if kept is not None:
        return kept.value, f"the brief's {kept.what}, {_big(kept.value)}"
    growth = ask.brief.growth() if ask.brief else None
    if growth is None:
        return None
    value = growth.writes * SECONDS_A_DAY * growth.days
    return value, (
        f"the brief's {_big(value)} ({rate(growth.writes)} writes a second for "
        f"{growth.days:,.0f} days)"
    )


def _room(size: float, said: str, count: float, whose: str) -> str:
    spare = size / count
    chars = math.ceil(math.log(count * 100) / math.log(62))
    verdict = (
        "room enough, if no two items ever get the same code"
        if spare >= 100
        else "too tight: the space fills, and codes must be longer"
    )
    return (
        f"- The space: {said}, against {whose}: about {_big(spare)} codes for each item, "
        f"{verdict}. (Base-62 needs {chars} characters to keep a hundred codes an item.)"
    )


def _birthday(size: float, count: float) -> str:
    pairs = count * count / (2 * size)
    last = count / size
    if pairs < 1:
        return (
            f"- Drawn at random (a hash), codes collide even so: the chance of any two items "
            f"sharing one is about {_share(pairs)} over all {_big(count)} (n² ÷ 2S, the "
            "birthday bound), small but not zero."
        )
    return (
        f"- Drawn at random (a hash), codes collide long before the space fills: about "
        f"{_big(pairs)} pairs of items would share a code over all {_big(count)} (n² ÷ 2S, "
        f"the birthday bound), and by the end each new code hits a taken one "
        f"{_share(last)} of the time."
    )


def _retries(ask: Ask, size: float, count: float) -> list[str]:
    """What clashes cost at the brief's peak of writes, once the space is as full as it gets."""
    peak = ask.brief.peak("writes_per_second") if ask.brief else None
    if not peak or count >= size:
        return []
    clashes = peak * count / size
    return [
        f"- Retrying a clash costs little: at the brief's peak of {rate(peak)} writes a second, "
        f"{'about ' + rate(clashes) if clashes >= 1 else 'under one'} a second would clash once "
        "the space holds every item, each one more conditional write."
    ]


def _what_to_do(ask: Ask, texts: list[str]) -> str:
    checked = next(
        (
            clipped(" ".join(sentence_of(text, found.start(), found.end()).split()), LONGEST)
            for text in texts
            if (found := _CHECKED.search(text)) is not None
        ),
        None,
    )
    hashed = _HASHED.search(ask.question) or any(_HASHED.search(t) for t in texts)
    if checked is not None:
        # "Custom aliases ... via LWT" checks the aliases, not every generated code.
        return (
            f"- Your design writes some codes only if free ({quote(checked)}): check "
            "that every generated code goes through that too, and is retried with another "
            "input (a salt, the next bits of the hash) on a clash, since a plain insert "
            "overwrites the item that had the code. Codes from a counter (a unique ID per "
            "item, in base 62) never clash at all."
        )
    return (
        "- So a code "
        + ("from a hash " if hashed else "")
        + "must be written only if it is free (a conditional insert: INSERT ... IF NOT "
        "EXISTS, a unique key) and retried with another input on a clash; a plain insert "
        "overwrites the item that had it. More characters cut the clashes 62-fold each, never "
        "to zero; codes from a counter (a unique ID per item, in base 62) never clash at all, "
        "shuffled if they must not be guessable in order."
    )


def _big(value: float) -> str:
    for word, scale in (("trillion", 1e12), ("billion", 1e9), ("million", 1e6)):
        if value >= scale:
            shown = value / scale
            return f"{shown:,.1f} {word}".replace(".0 ", " ")
    return f"{value:,.0f}"


def _share(value: float) -> str:
    if value >= 0.01:
        return f"{value:.0%}"
    return f"{value:.2%}" if value >= 0.0001 else "under 0.01%"
