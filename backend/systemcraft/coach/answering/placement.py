"""Where a part sits and whether that serves the brief: who sends it requests and whom it calls,
the brief's flows it is on, what it protects, and for a cache its hit ratio under the brief's
peak and how long an entry may be stale."""

import math
from typing import Final

from systemcraft.assessment.engine.graph.consumers import read_by_its_caller
from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.brokered import broker_lines
from systemcraft.coach.answering.caveats import caveats_of
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.counts import keeps_counts
from systemcraft.coach.answering.edge import edge_lines
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.answering.path import path_lines
from systemcraft.coach.answering.polling import lifetimes, polling_lines
from systemcraft.coach.answering.protects import protects_line
from systemcraft.coach.answering.stakes import FRESH, freshness, keeps_settled, stake_lines
from systemcraft.coach.answering.wording import duration, name, quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.intent import Part, read_intent
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Pattern

DEFAULT_TTL_SECONDS: Final = 3600  # the canvas's cache starts with ttl 3600

# What a part of each role is for, said of the parts it sits between.
_PURPOSE: Final[dict[str, str]] = {
    "cache": "answer repeated reads from memory so they never reach the store behind it",
    "cdn": "answer cacheable requests at the edge, near the user, so they never reach your servers",
    "queue": "take work off the request path: the caller hands it over and answers at once, "
    "and consumers work through it at their own pace",
    "log": "keep an ordered, replayable record of events that several consumers read at their "
    "own pace",
    "pub-sub": "fan one event out to every subscriber without the publisher waiting on them",
    "load-balancer": "spread requests over the copies behind it and stop sending to a dead one",
    "gateway": "be the one door for every request: routing, authentication and limits",
    "search": "answer text and filter queries the primary store cannot answer quickly",
}


def answer_placement(ask: Ask) -> str | None:
    if ask.facts is None:
        return None
    named = ask.named_facts()
    if ask.missing:
        return _missing(ask, named)
    if not named:
        return None
    # "Is the Ledger service hooked up in the right spot? It hears from Redpanda..." asks about
    # the part named where the place is asked; of several named there ("Since the Ledger reads
    # it, is Redpanda in the right spot?"), or of all when none is, the part with a place to be
    # in (a log, a cache) is meant.
    asked = _placed_in_question(ask, named) or named
    placed = [p for p in asked if (p.node.role or "") in _PURPOSE] or asked
    return "\n\n".join(_about(ask, part) for part in placed[:1])


# The sentence up to where it asks about a place: "Is the Ledger service hooked up in the right
# spot" names its subject there; "Is that the right place for it, and ... Pinot?" names none.
_WHERE_ASKED: Final = Pattern(
    r"[^.?!]*\b(right|wrong|best|good|bad)\s+(place|spot|layer|position)\b",
    ignore_case=True,
    groups=False,
)


def _placed_in_question(ask: Ask, named: list[PartFacts]) -> list[PartFacts]:
    """The parts named before the place is asked about, in the sentence that asks it."""
    found = _WHERE_ASKED.search(ask.question)
    if found is None:
        return []
    parts = [Part(p.node.id, p.label, p.node.role) for p in named]
    there = read_intent(found.matched, parts).named
    return [p for part in there for p in named if p.node.id == part.id]


def _about(ask: Ask, part: PartFacts) -> str:
    role = part.node.role or ""
    callers = ", ".join(name(c.label) for c in part.callers) or "nothing (nothing sends to it)"
    callees = ", ".join(name(c.label) for c in part.callees) or "nothing"
    lines = [
        f"Where {name(part.label)} sits:",
        f"- Requests come from {callers}; it calls {callees}.",
    ]
    if not part.callers and not part.callees:
        lines.append("- It is connected to nothing, so no request ever reaches it: wire it in.")
    purpose = _PURPOSE.get(role)
    outward = role == "gateway" and any(c.external for c in _callee_facts(ask, part))
    if outward and not any(c.role in ("client", "load-balancer", "cdn") for c in part.callers):
        # "PSP Gateway" between the orchestrator and Adyen is the way out, not the way in.
        lines.append(
            "- A gateway to outside providers here should be the one place that talks to them: "
            "their credentials, timeouts, retries under one idempotency key, and which provider "
            "gets each call."
        )
    elif keeps_counts(part):
        lines.append(
            "- It keeps counts, not copies of what a store holds: every check that reaches it "
            "changes a count (one atomic increment), so nothing falls through to a store behind "
            "it, and where it sits decides what each check waits for."
        )
    elif purpose:
        role_name = ROLE_NAMES[part.node.role].lower()  # type: ignore[index]
        article = "An" if role_name[:1] in "aeiou" else "A"
        lines.append(f"- {article} {role_name} here should {purpose}.")
    read = part.callees or (ask.facts and read_by_its_caller(ask.facts.graph, part.node))
    if role in ("queue", "log", "pub-sub") and not read:
        lines.append(
            "- Nothing reads from it: the work it holds never happens. Draw the workers that "
            "consume it."
        )
    if role in ("cache", "cdn") and not keeps_counts(part):
        lines += _cache_lines(ask, part)
        protects = protects_line(ask, part) if role == "cache" else None
        lines += [protects] if protects else []
        lines += polling_lines(ask, part)
    lines += path_lines(ask, part)
    lines += broker_lines(ask, part)
    lines += [f"- {said}" for said in caveats_of(ask, part)]
    lines += stake_lines(ask, part, FRESH)
    return "\n".join(lines)


def _callee_facts(ask: Ask, part: PartFacts) -> list[PartFacts]:
    return [f for c in part.callees if ask.facts and (f := ask.facts.of(c.id)) is not None]


def _cache_lines(ask: Ask, part: PartFacts) -> list[str]:
    lines = []
    result = ask.result_of(part.node.id)
    load = brief_load(ask, part)
    if result is not None and result.hit_ratio is not None and load is not None:
        # Its reads and its writes are not told apart here: the share, not a count, is said.
        lines.append(
            f"- {load.said().capitalize()}. The simulation assumes it answers "
            f"{result.hit_ratio:.0%} of the reads among them from memory; what it holds and for "
            "how long decide the real share, so set yours in the Simulate tab."
        )
    elif result is not None and result.hit_ratio is not None and result.reads_rps > 0:
        misses = result.reads_rps * (1 - result.hit_ratio)
        lines.append(
            f"- Under the brief's peak the simulation assumes it answers "
            f"{result.hit_ratio:.0%} of the {rate(result.reads_rps)} reads a second it gets, "
            f"sending about {rate(misses)} on to the store; what it holds and for how long "
            "decide the real share, so set yours in the Simulate tab."
        )
    ttl = part.node.prop("ttl")
    seconds = parse_ttl_seconds(ttl)
    if part.node.role == "cdn" and (ttl is None or seconds == DEFAULT_TTL_SECONDS):
        return lines
    several = ttl is not None and len(lifetimes(ttl)) > 1
    if several and seconds is not None and not math.isinf(seconds):
        # "10s / 1h": several lifetimes, one of them the hour the canvas starts with.
        lines.append(
            f"- Its entries live {quote(ttl or '')}: the longest, {duration(seconds)}, is how "
            "long a change can wait to show unless the writer deletes the entry."
        )
    elif ttl is None or seconds == DEFAULT_TTL_SECONDS:
        lines.append(
            "- Its TTL is the canvas default (one hour) or unset: an entry changed or deleted "
            "keeps being served for up to that long unless the writer deletes it. Set it from "
            "how stale the brief lets a read be."
        )
    elif seconds is not None and math.isinf(seconds):
        lines.append(
            "- Its entries never expire: a change shows only when the writer updates or "
            "deletes the entry, and memory fills unless something caps what it keeps."
        )
    elif seconds is not None:
        lines.append(
            f"- Entries live {duration(seconds)}: a change waits that long to show unless the "
            "writer deletes the entry when it writes."
        )
        window = freshness(ask, part)
        if window is not None and seconds > window[0] and not keeps_settled(ask, part):
            lines.append(
                f"- That is longer than the brief allows ({window[1]}): delete or update the "
                "entry when the data changes, or keep the ttl under that window."
            )
    return lines


def _missing(ask: Ask, beside: list[PartFacts]) -> str:
    """What the question asks to add: where it would sit, beside the parts it names."""
    lacking = " or ".join(ROLE_NAMES[role].lower() for role in ask.missing)
    said = [f"Your design has no {lacking} yet."]
    purpose = _PURPOSE.get(ask.missing[0])
    if purpose and beside:
        names = ", ".join(name(p.label) for p in beside)
        said.append(f"Beside {names}, one would {purpose}.")
    elif purpose:
        said.append(f"One would {purpose}.")
    if ask.missing[0] == "cdn":
        return "\n".join([" ".join(said), *edge_lines(ask, beside)])
    if ask.missing[0] == "cache":
        said.append(
            "Its TTL is how stale a read may be: set it from what the brief allows, and delete "
            "an entry when the data behind it changes."
        )
    return " ".join(said)
