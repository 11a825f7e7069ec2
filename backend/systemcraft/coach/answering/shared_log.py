"""A log or queue several consumers read: its outage stops them all at once, so copies kept
downstream of it (two stores loaded from one topic) do not cover its loss; and a lag of minutes
is measured against the brief's own deadline ("within 60 seconds"). Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import listed, name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_BROKERS: Final = frozenset({"log", "queue", "pub-sub"})
_BEHIND: Final = Pattern(
    r"\b(falls?|fell|falling|gets?|running)\s+(\w+\s+){0,3}behind\b|\blag\w*\b|\bbacklog\b",
    ignore_case=True,
    groups=False,
)
# "within 60 seconds", "in under 10 s", "within 2 minutes".
_DEADLINE: Final = Pattern(
    r"\bwithin\s+(\d{1,4})\s*(s|sec|secs|seconds?|minutes?|mins?)\b", ignore_case=True
)


def shared_log_lines(ask: Ask, part: PartFacts) -> list[str]:
    if part.node.role not in _BROKERS:
        return []
    readers = [c for c in part.callees if c.role not in ("client",)]
    lines = []
    if len(readers) >= 2:
        lines.append(
            f"- What reads from it: {listed([name(r.label) for r in readers])}. They all stop "
            "together when it does: copies kept downstream of one log share its outage, so "
            "they cover a reader lost, not the log."
        )
    leader_only = _leader_acks(ask, part)
    if leader_only:
        lines.append(
            f"- Its producers write with {quote(leader_only)}: the leader acknowledges before "
            "any follower has the write, so a leader lost just after loses writes already "
            "acknowledged, whatever the replication factor. acks=all with at least two in-sync "
            "replicas keeps them, at a few milliseconds a write."
        )
    behind = _lag_line(ask) if _BEHIND.search(ask.question) else None
    if behind:
        lines.append(behind)
    return lines


def _lag_line(ask: Ask) -> str | None:
    if ask.brief is None:
        return None
    # The deadline of the requirement nearest the question ("alerting" picks the alert's 60 s,
    # not a dashboard's 1 s).
    asked = telling(ask.question)
    dated = [(r, f) for r in ask.brief.requirements if (f := _DEADLINE.search(r)) is not None]
    # On a tie the longer deadline: a lag of minutes is weighed against what it could meet.
    dated.sort(key=lambda pair: (-len(telling(pair[0]) & asked), -_seconds(pair[1])))
    for _, found in dated[:1]:
        seconds = _seconds(found)
        return (
            f"- Falling behind: every reader sees what was written only after the lag, so a lag "
            f"longer than the brief's deadline ({quote(found.matched)}, {seconds:,} s) breaks it "
            "while it lasts, for everything downstream at once. Watch the consumer lag and page "
            "on it well under that deadline, and keep the readers able to catch up faster than "
            "the log fills."
        )
    return None


def _seconds(found: Found) -> int:
    return int(parse_ttl_seconds(f"{found.group(1)} {found.group(2)}") or 0)


_LEADER_ACK: Final = Pattern(r"\backs\s*=\s*(1|leader)\b", ignore_case=True, groups=False)


def _leader_acks(ask: Ask, part: PartFacts) -> str | None:
    """ "acks=1" on the part or on a connection into it."""
    if ask.facts is None:
        return None
    said = [part.text] + [e.description for e in ask.facts.graph.incoming[part.node.index]]
    found = next((f for text in said if (f := _LEADER_ACK.search(text)) is not None), None)
    return found.matched if found else None
