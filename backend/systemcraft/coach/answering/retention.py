"""The disk a log needs for what it retains: the brief's writes over the retention written on it,
times its copies. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import SECONDS_A_DAY, Ask
from systemcraft.coach.answering.copies import BROKERS, replication_factor
from systemcraft.coach.answering.wording import name, quote, size
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_RETAINED: Final = Pattern(
    r"\bretention\W{0,3}(\d[\d.]*\s*(?:days?|d|hours?|h|weeks?))\b"
    r"|\b(\d[\d.]*[ -](?:days?|hours?|weeks?))\s+(?:of\s+)?retention\b",
    ignore_case=True,
)
USUAL_FACTOR: Final = 3


def retention_line(ask: Ask, part: PartFacts) -> str | None:
    """ "7 days" on a Kafka of a brief writing 12,000 clicks of 200 bytes a second: 1.45 TB a
    copy, 4.4 TB with a replication factor of 3."""
    growth = ask.brief.growth() if ask.brief else None
    if part.node.role not in BROKERS or growth is None:
        return None
    written = part.node.prop("retention")
    found = _RETAINED.search(part.text)
    said = written or (found.group(1) or found.group(2) if found else None)
    seconds = parse_ttl_seconds(said)
    if not seconds or seconds == float("inf"):
        return None
    kept = growth.writes * growth.each * seconds
    factor_said = replication_factor(f"{part.text} {part.notes_replica or ''}")
    factor = factor_said or USUAL_FACTOR
    days = seconds / SECONDS_A_DAY
    copies = (
        f"with its replication factor of {factor}"
        if factor_said
        else f"with the usual replication factor of {factor} (none is written in the design)"
    )
    return (
        f"{name(part.label)} retains {quote(said or '')}: {growth.writes:,.0f} writes a second on "
        f"average × {size(growth.each)} × 86,400 s × {days:,.4g} days ≈ {size(kept)} a copy, "
        f"{size(kept * factor)} {copies}, before headroom for the peak and for consumers that "
        "fall behind."
    )
