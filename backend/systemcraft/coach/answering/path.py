"""Where a part sits on the request path: the caches in front of it that answer for it (what it
does on a request does not happen for the requests they answer, and what it changes shows there
only when their entries expire), and heavy work it does while its caller waits. Pure."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.stakes import freshness, keeps_settled
from systemcraft.coach.answering.upstream import in_front
from systemcraft.coach.answering.wording import duration, name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

MOST_IN_FRONT: Final = 2
_ANSWERING: Final = frozenset({"cache", "cdn"})
# Work that takes a copy's CPU for a long time per request, or waits on a slow provider.
_HEAVY: Final = Pattern(
    r"\b(resiz\w*|transcod\w*|thumbnail\w*|imagemagick|ffmpeg|video\s+encod\w*|ocr|"
    r"virus\s+scan\w*|pdf\s+generat\w*|generat\w*\s+(?:a\s+)?pdfs?)\b",
    ignore_case=True,
    groups=False,
)
_ENTRY: Final = frozenset({"client", "load-balancer", "gateway", "cdn", "dns"})


def path_lines(ask: Ask, part: PartFacts) -> list[str]:
    return [*_answered_in_front(ask, part), *_heavy_work(ask, part)]


def _answered_in_front(ask: Ask, part: PartFacts) -> list[str]:
    """ "Is the blocklist filter in the right place?" of a service behind a CDN that keeps its
    answers an hour: the filter never sees the requests the CDN answers."""
    if part.node.role in _ANSWERING or ask.facts is None:
        return []
    lines = []
    window = freshness(ask, part)
    for result in in_front(ask, part)[:MOST_IN_FRONT]:
        cache = ask.facts.of(result.id)
        if cache is None:
            continue
        seconds = parse_ttl_seconds(cache.node.prop("ttl"))
        kept = (
            f"for up to {duration(seconds)}"
            if seconds and not math.isinf(seconds)
            else "until its entries are replaced"
        )
        line = (
            f"- {name(cache.label)} in front answers a share of its requests from what it keeps "
            f"{kept}: those never reach {name(part.label)}, so what it does on each request "
            "(filtering, counting, checking expiry or permissions) does not happen for them, "
            "and a change it makes shows there only when the entry expires or is purged."
        )
        if window is not None and seconds and seconds > window[0] and not keeps_settled(ask, cache):
            line += f" That is longer than the brief allows ({window[1]})."
        lines.append(line)
    return lines


def _heavy_work(ask: Ask, part: PartFacts) -> list[str]:
    """Resizing or transcoding inside a request: the caller waits on it, and a copy is held."""
    if part.node.role not in ("service", "gateway"):
        return []
    waited_on = any(caller.role in _ENTRY for caller in part.callers)
    found = _HEAVY.search(ask.question) or _HEAVY.search(part.text)
    if not waited_on or found is None:
        return []
    return [
        f"- It does heavy work ({quote(found.matched)}) while its caller waits: each request "
        f"holds a copy of {name(part.label)} for all of that work, and a slow client or a "
        "large input holds it longer. Handing the work to workers through a queue (or an "
        "event when the upload lands in storage) lets it answer at once, and the workers keep "
        "their own pace."
    ]
