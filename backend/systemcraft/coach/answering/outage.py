"""What a spare does not cover: a whole broker cluster unreachable (producers must hold what
they send, sized from the brief's peak for the outage the question names), and a coordination
service's callers cut off from it (a lease outlived). Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import BROKERS
from systemcraft.coach.answering.wording import rate, size
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_LASTING: Final = Pattern(
    r"\b(\d{1,4})\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b",
    ignore_case=True,
)
_SECONDS: Final = {"s": 1, "m": 60, "h": 3600}


def outage_lines(ask: Ask, part: PartFacts) -> list[str]:
    """Lines for a part that has spares, on what its spares do not cover."""
    if not (part.spare or part.copies > 1):
        return []
    if part.node.role in BROKERS:
        return [_whole_cluster(ask)]
    if part.node.role == "coordination":
        return [
            "- Its majority covers one member lost. What to check is its callers: a caller cut "
            "off from it (a network split, a long pause) keeps acting on its lease or lock "
            "while the service may give it to another once it expires. A caller must stop "
            "acting a safe margin before its lease could run out (timed on a monotonic clock), "
            "and the store it writes to should refuse an old holder (a fencing token), or two "
            "holders act at once."
        ]
    return []


def _whole_cluster(ask: Ask) -> str:
    said = (
        "- Its replicas cover a broker lost, not the whole cluster unreachable (a bad "
        "deploy, a network split, a region's trouble): then producers must hold what they "
        "send (a local spool on disk, replayed in order later) or refuse it"
    )
    held = _held(ask)
    return f"{said}. {held}" if held else f"{said}."


def _held(ask: Ask) -> str | None:
    """The bytes producers hold for the outage the question names, at the brief's peak."""
    found = _LASTING.search(ask.question)
    brief = ask.brief
    if found is None or brief is None:
        return None
    each = brief.scale.get("bytes_per_write")
    peak = brief.peak("writes_per_second")
    if not isinstance(each, (int, float)) or peak is None:
        return None
    unit = (found.group(2) or "s").lower()[:1]
    seconds = int(found.group(1) or 0) * _SECONDS.get(unit, 1)
    if seconds <= 0:
        return None
    total = peak * float(each) * seconds
    return (
        f"For {found.matched} at the brief's peak that is {rate(peak)} writes a second × "
        f"{size(float(each))} × {seconds:,} s ≈ {size(total)} to hold across the producers, "
        "on disks that outlive a producer's restart, or those events are lost with it."
    )
