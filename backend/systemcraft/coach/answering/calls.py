"""How many calls one request makes to a store or cache, as the design's own text says it: a
load counted from the brief's requests is one call each, and a design that loops over followers,
checks two keys or takes eight seat holds a request makes that many times more."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

# What says a request calls a part many times: a loop, a fan-out, several keys or commands.
_MANY: Final = Pattern(
    r"\b(for\s+(each|every)\s+(follower|member|recipient|key|night|seat|room|hotel|item|device|"
    r"subscriber|link|url|candidate|friend|user|shard)s?|per\s+(follower|member|recipient|key|"
    r"night|seat|room|hotel|item|device|subscriber|link|url)s?|loop\w*\s+over\s+(all\s+)?"
    r"(the\s+)?([\w']+\s+){0,2}?(followers|members|recipients|keys|items|users|devices|nights|"
    r"seats|rooms|hotels|subscribers)|(each|every)\s+(follower|member|recipient|night|seat|"
    r"candidate)\w*|(two|three|four|both|several|multiple|\d+)\s+(keys|commands|calls|lookups|"
    r"writes|reads)|up\s+to\s+\d+\s+[\w ]{0,20}?(keys|seats|set\s?nx|commands|calls)|"
    r"heartbeats?\s+every\s+[\w ]{1,12}|in\s+a\s+multi\b|pipelin\w+)",
    ignore_case=True,
    groups=False,
)
_COUNTED_ROLES: Final = frozenset({"cache", "database", "search", "coordination"})


def several_calls(ask: Ask, part: PartFacts) -> str | None:
    """The words of the part, or of a part calling it, that say one request calls it more than
    once, if a store or cache's load was counted one call a request."""
    if part.node.role not in _COUNTED_ROLES or ask.facts is None:
        return None
    callers = (ask.facts.of(caller.id) for caller in part.callers)
    for text in (part.text, *(c.text for c in callers if c is not None)):
        found = says_several(text)
        if found is not None:
            return found
    return None


def says_several(text: str) -> str | None:
    found = _MANY.search(text)
    return found.matched if found else None


def per_request_line(ask: Ask, part: PartFacts) -> str | None:
    said = several_calls(ask, part)
    if said is None:
        return None
    return (
        f"That counts one call for each of the brief's requests, but your design says "
        f"{quote(said)}: count the calls it really gets (each request's keys or writes, and any "
        "sent on a timer) before trusting the count."
    )
