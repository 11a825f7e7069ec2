"""Whether a CDN in front would help, for a design that has none: it answers only what is the
same for every user and may be a little stale; what it answers never reaches the servers, so it
goes uncounted there and outlives a change until its edge copy expires; and a cache already in
front of the store keeps its job. Pure."""

from collections.abc import Sequence
from typing import Final

from systemcraft.coach.answering.beside import stores_beside
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.stakes import FRESH, requirements_at_stake, window_seconds
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

# A requirement that counts what users do per request: an edge that answers it hides it.
_COUNTED: Final = Pattern(
    r"\b(how\s+many\s+times|clicked|(clicks?|views?|plays?)\s+(are\s+|is\s+)?(counted|recorded)"
    r"|(click|view|play)\s+counts?|analytics)\b",
    ignore_case=True,
    groups=False,
)
# A question about a response that differs by user: "/me", "my rank", "their feed".
_PER_USER: Final = Pattern(
    r"(/me\b|\b(per[- ]user|personali[sz]ed|each user'?s|their own|own rank|my rank|home feed|"
    r"signed[- ]in|logged[- ]in)\b)",
    ignore_case=True,
    groups=False,
)


def edge_lines(ask: Ask, beside: Sequence[PartFacts]) -> list[str]:
    lines = [
        "- What a CDN can answer: a response that is the same for everyone who asks and may "
        "be served slightly old (files, images, public pages, the redirect every visitor of "
        "one link gets). It takes those requests off your servers and your network and "
        "answers them near the user."
    ]
    if _PER_USER.search(ask.question):
        lines.append(
            "- What it cannot: a response that differs by user (a player's own rank, a "
            "signed-in feed) is not shared at the edge; those requests reach your servers "
            "whatever sits in front."
        )
    # The brief's staleness window on what the question or the parts beside it serve.
    window = next(
        (
            (found, requirement)
            for part in (None, *beside)
            for requirement in requirements_at_stake(ask, part, FRESH, most=0)
            if (found := window_seconds(requirement)) is not None
        ),
        None,
    )
    if window is not None:
        (_, words), requirement = window
        lines.append(
            f"- The brief asks: {quote(requirement)} An edge copy must expire {words} or be "
            "purged on every change, and each edge location then misses once per expiry, so "
            "a short window leaves a CDN little to answer."
        )
    requirements = ask.brief.requirements if ask.brief else ()
    counted = next((r for r in requirements if _COUNTED.search(r)), None)
    if counted is not None:
        lines.append(
            f"- The brief asks: {quote(counted)} A request the edge answers never reaches your "
            "servers: it goes uncounted unless the CDN's logs are fed back, and a changed, "
            "expired or deleted entry is served until its edge copy ages out (for a redirect, "
            "a temporary one with a short cache lifetime keeps that small)."
        )
    # A cache in front of a database, or beside one its callers read on a miss.
    graph = ask.facts.graph if ask.facts else None
    caches = [
        p
        for p in beside
        if p.node.role == "cache"
        and (
            any(c.role == "database" for c in p.callees)
            or (graph is not None and bool(stores_beside(graph, p)))
        )
    ]
    if caches:
        lines.append(
            f"- {name(caches[0].label)} already answers repeated reads before they reach the "
            "store; a CDN would not take that job, it takes requests off the servers in front "
            "of it. Keep it where it is, and add a CDN only for responses that are shared and "
            "may be stale, when the servers or the bandwidth are what runs short."
        )
    return lines
