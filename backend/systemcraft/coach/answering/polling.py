"""A cache read by pages that poll: "the console polls every 30 s" against entries that live
10 s means a viewer's own next poll always misses, and the hits a learner counts on come only
from other viewers asking the same thing. Pure."""

from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.stakes import keeps_settled
from systemcraft.coach.answering.wording import duration, name
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_POLLS: Final = Pattern(
    r"\b(?:poll(?:s|ing|ed)?|refresh(?:es|ing|ed)?|reload(?:s|ing)?)\s+(?:every|each)\s+"
    r"~?(\d{1,5}\s*(?:s|secs?|seconds?|m|mins?|minutes?))\b",
    ignore_case=True,
)
# "TTL 10 s if the range has open buckets, else 1 h", "ttl: 10s / 1h": each lifetime written.
_TTL_SAID: Final = Pattern(r"\bttl\b[^\n.;]{0,60}", ignore_case=True, groups=False)
# "refreshed by a job every 5 min" beside a ttl is how often, not how long.
_HOW_OFTEN: Final = Pattern(r"\bevery\s*$", ignore_case=True, groups=False)
_LIFETIME: Final = Pattern(
    r"\b\d{1,6}\s*(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hours?|d|days?)\b",
    ignore_case=True,
    groups=False,
)
_HITS: Final = Pattern(r"(\d{1,3})\s*%\s*(?:hits?|hit\s+rat(?:e|io))", ignore_case=True)


def polling_lines(ask: Ask, part: PartFacts) -> list[str]:
    """What a poll interval the question or the design gives does to `part`'s hits: said in
    the question or on the cache, or by a part upstream that asks again on a timer ("Every 30
    seconds ... runs each rule's query through the Query Service")."""
    who = "each viewer polls"
    polled = _POLLS.search(ask.question) or _POLLS.search(part.text)
    if polled is None:
        upstream = _repeating_upstream(ask, part)
        if upstream is not None:
            caller, polled = upstream
            who = f"{name(caller.label)} asks again"
    written = [s for said in _TTL_SAID.finditer(part.text) for s in lifetimes(said.matched)]
    if polled is None or not written:
        return []
    poll = parse_ttl_seconds(polled.group(1)) or 0.0
    shortest = min(written)
    if not poll:
        return []
    hoped = _HITS.search(ask.question)
    check = (
        f" The {hoped.group(1)}% you count on has to come from that: count how many viewers send "
        "the very same query (the same range, to the second) within that time."
        if hoped
        else ""
    )
    if shortest <= poll:
        return [
            f"- Its shortest-lived entries last {duration(shortest)}, and {who} "
            f"every {duration(poll)}: unless something refreshes entries ahead of the polls, "
            "the next ask finds its own entry gone, so a hit needs another caller asking "
            f"the same thing within {duration(shortest)}."
            f"{check} Rounding each query's range (to the minute, say) and a lifetime longer "
            "than the poll make callers share entries."
        ]
    return [
        f"- Its entries are set to live {duration(shortest)} or longer (eviction can end one "
        f"sooner), longer than the {duration(poll)} "
        f"between asks ({who} every {duration(poll)}): a repeat of the very same query within "
        "that finds "
        + (
            "its entry. What it keeps is said to change no more, so its lifetime costs no "
            "freshness, unless something rewrites that data after all (a nightly recompute, a "
            "late correction): then purge the entries it rewrites."
            if keeps_settled(ask, part)
            else f"its entry, up to {duration(shortest)} stale."
        )
        + check
    ]


# A timer that reads ("Every 30 seconds loads all alert rules ... runs each rule's query",
# "polls every 30 s"), not one that checks health, beats, commits offsets or refreshes a
# key's lifetime.
_REPEATS: Final = Pattern(
    r"\bevery\s+~?(\d{1,5}\s*(?:s|secs?|seconds?|m|mins?|minutes?))\b[^.;\n]{0,60}?"
    r"\b(?:quer\w*|poll\w*|reads?|fetch\w*|loads?)\b",
    ignore_case=True,
)
_REPEATS_AFTER: Final = Pattern(
    r"\b(?:quer\w*|poll\w*|fetch\w*|(?:auto-?)?refresh\w*\s+(?:the\s+)?(?:panels?|dashboards?|"
    r"charts?|page)|(?:views?|panels?|dashboards?|charts?|pages?|screens?)\s+(?:auto-?)?refresh\w*)"
    r"\b[^.;\n]{0,40}?\bevery\s+~?"
    r"(\d{1,5}\s*(?:s|secs?|seconds?|m|mins?|minutes?))\b",
    ignore_case=True,
)
_NOT_READING: Final = Pattern(r"\b(health\w*|heartbeats?|commit\w*)\b", ignore_case=True)


def _repeating_upstream(ask: Ask, part: PartFacts) -> tuple[Node, Found] | None:
    """A part calling `part`, or calling one of its callers, that says it asks on a timer."""
    if ask.facts is None:
        return None
    nearer = list(part.callers)
    further = [c for n in nearer if (f := ask.facts.of(n.id)) for c in f.callers]
    # The part the question names comes first: "my Alert Evaluator", not the dashboards.
    named = {p.id for p in ask.named}
    ordered = sorted([*nearer, *further], key=lambda n: n.id not in named)
    for caller in ordered:
        facts = ask.facts.of(caller.id)
        if facts is None or caller.id == part.node.id or caller.role == "load-balancer":
            continue
        found = _REPEATS.search(facts.text) or _REPEATS_AFTER.search(facts.text)
        if found is not None and not _NOT_READING.search(found.matched):
            return caller, found
    return None


def lifetimes(text: str) -> list[float]:
    """Each lifetime `text` writes, in seconds: "10s / 1h" is two; "every 5 min" none."""
    return [
        seconds
        for found in _LIFETIME.finditer(text)
        if not _HOW_OFTEN.search(text[max(0, found.start() - _EVERY) : found.start()])
        and (seconds := parse_ttl_seconds(found.matched))
    ]


_EVERY: Final = 8  # characters before a duration read for "every"
