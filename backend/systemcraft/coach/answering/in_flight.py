"""A part whose copies each hold a number of requests open at once ("500 connections each") is
sized by Little's law, not by a generic rate a copy serves: what it completes a second is the
work it holds open divided by how long each piece takes. A crawler's fetcher waits on other
people's servers; its CPU is not what limits it. Pure."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import BUSY, name, quote, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

# "500 connections each", "concurrency: 200 per pod", "1,000 concurrent fetches".
_HELD: Final = Pattern(
    r"\b(\d[\d,]{0,9})\s*(?:concurrent\s+|open\s+|parallel\s+)?(?:connections|fetches|downloads"
    r"|requests\s+in\s+flight|in[- ]flight|concurrent|sockets)\b",
    ignore_case=True,
)
# A time each piece takes, in the question's or the part's words: "an average fetch takes
# about 1.5 s", "~800 ms per download"; not a timeout, which bounds the slowest.
_TAKES: Final = Pattern(
    r"\b(?:takes?|taking|average|avg|mean|about|around|~)\s*(?:about\s+|around\s+|~)?"
    r"(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b([^.;\n]{0,16})",
    ignore_case=True,
)
_TIMEOUT: Final = Pattern(r"\btime\s*-?outs?\b", ignore_case=True, groups=False)
_HELD_KEYS: Final = ("concurrency", "connections", "in_flight", "in-flight")


def held_open(part: PartFacts) -> tuple[int, str] | None:
    """What one copy holds open at once, and the words that say so."""
    for key in _HELD_KEYS:
        written = (part.node.prop(key) or "").strip()
        found = _HELD.search(written) or _LEADING.match(written)
        if written and found is not None:
            return int((found.group(1) or "0").replace(",", "")), written
    found = _HELD.search(part.text)
    if found is None:
        return None
    return int((found.group(1) or "0").replace(",", "")), found.matched


_LEADING: Final = Pattern(r"\s*(\d[\d,]{0,9})\b")


def each_takes(ask: Ask, part: PartFacts) -> tuple[float, str] | None:
    """Seconds one piece of work takes, from the question first, then the part's own words."""
    for text in (ask.question, part.text):
        for found in _TAKES.finditer(text):
            if _TIMEOUT.search(found.group(3) or ""):
                continue
            seconds = parse_ttl_seconds(f"{found.group(1)} {found.group(2)}") or 0.0
            if seconds > 0:
                return seconds, f"{found.group(1)} {found.group(2)}"
    return None


def in_flight_line(ask: Ask, part: PartFacts, demand: float, where: str) -> str | None:
    """Little's law at the brief's peak: pieces in flight against what the copies hold open,
    and the longest average that still keeps up."""
    held = held_open(part)
    if demand < 1:
        return None
    if held is None and _FETCHES.search(part.label):
        return _unheld(ask, part, demand, where)
    if held is None or held[0] < 1:
        return None
    each, written = held
    copies = part.copies
    total = each * copies
    takes = each_takes(ask, part)
    lead = (
        f"- {name(part.label)}: {where}. Each copy holds {quote(written)} open at once, so the "
        f"{copies} hold about {rate(total)}. What they complete is set by Little's law, not by "
        "a rate a copy serves: work in flight = completions a second × seconds each."
    )
    longest = total / demand
    if takes is None:
        return (
            f"{lead} At {rate(demand)} a second they keep up while the average stays under "
            f"{rate(total)} ÷ {rate(demand)} = {longest:.2g} s each; that average is measured on "
            "your own traffic, not known in advance."
        )
    seconds, said = takes
    flying = demand * seconds
    verdict = (
        f"enough while the average stays under {rate(total)} ÷ {rate(demand)} = {longest:.2g} s"
        if flying <= total
        else f"short: it needs about {rate(flying / BUSY)} held open, or faster pieces"
    )
    return (
        f"{lead} At {rate(demand)} a second and {said} each, about {rate(flying)} are in flight, "
        f"{share(flying / total)} of the {rate(total)}: {verdict}. The real average is "
        "measured on your own traffic (slow servers and timeouts pull it up), not known in "
        "advance."
    )


# A part that waits on other people's servers: a crawler, a fetcher, a downloader.
_FETCHES: Final = Pattern(
    r"\b(crawl\w*|fetch\w*|download\w*|scrap\w*)\b", ignore_case=True, groups=False
)
_BLOCKING: Final = Pattern(
    r"\brequests\.get\b|\bblocking\b|\bone\s+(?:page|url|fetch)\s+at\s+a\s+time\b"
    r"|\bsequential\w*\b|\bsynchronous(?:ly)?\s+(?:fetch|download|get)\w*",
    ignore_case=True,
    groups=False,
)
TYPICAL_FETCH: Final = 1.0  # seconds a page takes from a server elsewhere, lookup included


def _unheld(ask: Ask, part: PartFacts, demand: float, where: str) -> str:
    """A fetcher with no count of fetches held open: how many must be in flight, and that a
    copy's rate is what it holds open, not a figure for its kind."""
    takes = each_takes(ask, part)
    seconds, said = (
        takes if takes else (TYPICAL_FETCH, "about 1 s (a typical fetch; slow sites take longer)")
    )
    flying = demand * seconds
    blocking = _BLOCKING.search(part.text)
    if blocking is not None:
        copies = math.ceil(flying / BUSY)
        return (
            f"- {name(part.label)}: {where}. A fetcher is bound by the fetches it holds open "
            f"(Little's law: in flight = a second's fetches × seconds each): at {rate(demand)} "
            f"a second and {said} each, about {rate(flying)} are in flight at once. Yours "
            f"fetches one at a time ({quote(blocking.matched)}), so each copy does about one "
            f"page a second: about {rate(copies)} copies under {BUSY:.0%} busy. An asynchronous "
            "client holding hundreds of fetches each cuts that to tens."
        )
    return (
        f"- {name(part.label)}: {where}. A fetcher is bound by the fetches it holds open, not "
        f"by a rate a copy serves (Little's law: in flight = a second's fetches × seconds each): "
        f"at {rate(demand)} a second and {said} each, about {rate(flying)} fetches are in "
        "flight at once. How many copies that takes is that figure divided by what one copy "
        "holds open: a loop of blocking requests holds one, so it does about one page a second; "
        "an asynchronous client holds hundreds. Write how many each copy holds open, and the "
        f"count follows ({rate(flying)} ÷ that, kept under {BUSY:.0%} full)."
    )
