"""What a confirmation promises: a service that answers as soon as the data is in a cache (and a
job is queued to copy it on) has confirmed a write that lives, for a while, only in memory. Said
against the brief's "never lost", with what the fast answer costs to keep. Pure."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import copies_line, persisted
from systemcraft.coach.answering.placement import DEFAULT_TTL_SECONDS
from systemcraft.coach.answering.wording import duration, listed, name, quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_ANSWERED_EARLY: Final = Pattern(
    r"\b(return(s|ed|ing)?|respond(s|ed|ing)?|answer(s|ed|ing)?|ack(s|ed|ing)?|"
    r"acknowledg\w*|confirm\w*|repl(y|ies|ied))\b[^.?!]{0,80}?"
    r"\b(as\s+soon\s+as|once|right\s+after|straight\s+after|immediately|right\s+away|before)\b",
    ignore_case=True,
    groups=False,
)
_TTL: Final = Pattern(
    r"\bttl\W{0,3}(\d+\s*(?:ms|s|sec\w*|m|min\w*|h|hours?|d|days?))\b", ignore_case=True
)
_LATENCY: Final = Pattern(r"\b\d+\s*ms\b", ignore_case=True, groups=False)


def confirmation_block(ask: Ask) -> str | None:
    never = ask.brief.never_lose if ask.brief else None
    if never is None or ask.facts is None or not _ANSWERED_EARLY.search(ask.question):
        return None
    held = [p for p in ask.named_facts() if p.node.role == "cache"]
    if not held:
        return None
    lines = [
        f"**What your confirmation promises:** the brief says {quote(never)}"
        + ("" if never.rstrip().endswith(".") else ".")
        + " When your "
        f"service answers, the data is in {listed([name(p.label) for p in held])}, in memory:"
    ]
    lines += [f"- {name(p.label)}: {_holding(ask, p)}" for p in held]
    lines.append(
        "- If it fails, restarts, or drops the entry (evicted, or expired) before a worker has "
        "copied the data to a store that keeps copies, a write you confirmed is gone, and the "
        "queued job cannot bring it back unless it carries the data itself. A worker that falls "
        "behind, or a store that is down for longer than the entry lives, loses them the same "
        "way, silently."
    )
    lines.append(_cost(ask))
    return "\n".join(lines)


def _holding(ask: Ask, part: PartFacts) -> str:
    said = [copies_line(part).rstrip(".")]
    seconds = _ttl(ask, part)
    if seconds and not math.isinf(seconds):
        said.append(f"entries written there live {duration(seconds)}")
    if persisted(part.text) is None:
        said.append("nothing on it says it is persisted to disk or waits for a replica")
    return "; ".join(said) + "."


def _ttl(ask: Ask, part: PartFacts) -> float | None:
    """Its own ttl unless left at the canvas default, else one its writers give ("TTL 1h")."""
    own = parse_ttl_seconds(part.node.prop("ttl"))
    if own and own != DEFAULT_TTL_SECONDS:
        return own
    facts = ask.facts
    writers = [facts.of(c.id) for c in part.callers] if facts else []
    for text in [ask.question, *(w.text for w in writers if w is not None)]:
        found = _TTL.search(text)
        if found:
            return parse_ttl_seconds(found.group(1))
    return own


def _cost(ask: Ask) -> str:
    """What answering after a durable write costs: the latency of that write, weighed against
    the brief's latency target, and no load problem at the brief's write peak."""
    brief = ask.brief
    peak = brief.peak("writes_per_second") if brief else None
    target = next((r for r in brief.requirements if _LATENCY.search(r)), None) if brief else None
    said = (
        "- Answering after the write reaches a store that keeps copies costs that write's "
        "latency, tens of milliseconds"
    )
    if peak:
        said += f", at the brief's peak of {rate(peak)} writes a second"
    said += "."
    if target:
        said += f" Weigh it against the brief's latency target: {quote(target)}"
    return (
        said + " If the fast answer must stay, make the first copy durable instead: put the data "
        "itself in a durable queue, or have the cache persist each write and wait for a "
        "replica before answering."
    )
