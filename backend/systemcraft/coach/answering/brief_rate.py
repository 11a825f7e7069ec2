"""A part sized by what the brief itself says one server of it does ("one model server (8 GPUs)
generates about 5,000 output tokens a second"): the work is counted in the brief's own unit
(tokens, not requests), against the brief's peak figure in that unit. Pure."""

from dataclasses import dataclass
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import BUSY, at_least, name, plural, quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_PER_SERVER: Final = Pattern(
    r"\bone\s+([a-z -]{0,30}?\b(?:server|node|machine|worker|instance|box))\s*(\([^)]{1,40}\))?"
    r"\s+(?:generates|handles|serves|processes|carries|indexes|transcodes|fetches)\s+"
    r"(?:about\s+|up\s+to\s+|~)?(\d[\d,]*)\s+([a-z -]{1,30}?)\s+(?:a|per)\s+second",
    ignore_case=True,
)
_WORD: Final = Pattern(r"[a-z]{3,}", groups=False)
_COMPUTING: Final = frozenset({"service", "worker"})
_GENERIC: Final = frozenset({"server", "node", "machine", "worker", "instance", "box", "one"})


@dataclass(frozen=True)
class BriefRate:
    said: str  # the brief's sentence, as quoted
    names: frozenset[str]  # words that name such a server ("model", "gpu")
    each: float  # what one server does a second, in the brief's unit
    unit: str  # "output tokens"


def brief_rate(ask: Ask) -> BriefRate | None:
    if ask.brief is None:
        return None
    for requirement in ask.brief.requirements:
        found = _PER_SERVER.search(requirement)
        if found is None:
            continue
        subject = f"{found.group(1) or ''} {found.group(2) or ''}".lower()
        names = frozenset(w.rstrip("s") for w in _WORD.findall(subject)) - _GENERIC
        each = float((found.group(3) or "0").replace(",", ""))
        if names and each > 0:
            return BriefRate(found.matched, names, each, (found.group(4) or "").strip())
    return None


def brief_rate_line(ask: Ask, part: PartFacts) -> str | None:
    """The count of `part` in the brief's unit, when the brief says what one such server does
    and gives its peak in that unit."""
    given = brief_rate(ask)
    if given is None or ask.brief is None:
        return None
    # Its label names such a server ("GPU Server", "Model hosts"), and it does the work: a
    # store or a queue that says "model" in its text is not one.
    words = {w.rstrip("s") for w in _WORD.findall(part.label.lower())}
    if part.node.role not in _COMPUTING or not words & given.names:
        return None
    figure = next((f for f in ask.brief.rates() if given.unit.lower() in f.what.lower()), None)
    if figure is None:
        return None
    needed = at_least(figure.value, given.each, BUSY)
    full = at_least(figure.value, given.each, 1.0)
    return (
        f"- {name(part.label)}: its work is counted in {given.unit}, not requests. The brief's "
        f"{figure.what} is {rate(figure.value)}, and it says {quote(given.said)}: that is "
        f"{plural(full, 'server')} running flat out, and {plural(needed, 'server')} kept under "
        f"{BUSY:.0%} busy. Your design runs {plural(part.copies, 'server')}"
        + (f", {needed - part.copies:,} short of that." if part.copies < needed else ", enough.")
    )
