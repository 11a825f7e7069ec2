"""Copies of which one works at a time ("2 instances, leader lock in Redis", "3, leader-elected,
1 active"): the others stand by, so the one active copy carries all the work and its loss stops
the work until another takes the lead. Pure."""

from typing import Final

from systemcraft.assessment.engine.roles import COMPUTE
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_ONE_ACTIVE: Final = Pattern(
    r"\b(leader[- ]elect\w*|leader\s+lock|only\s+the\s+leader|one\s+leader|1\s+active|"
    r"one\s+active|active[-/ ]passive|active\s*\+\s*standby|lock\s+holder)\b",
    ignore_case=True,
    groups=False,
)
# How long a dead leader keeps the lead: its lock's expiry or its lease, as written.
_HANDOVER: Final = Pattern(
    r"\b(\d{1,4})\s*(ms|s|sec\w*|seconds?|m|min\w*)\s+(expiry|expiration|ttl|lease|timeout)\b"
    r"|\b(expiry|ttl|lease|timeout)\s+(?:of\s+)?(\d{1,4})\s*(ms|s|sec\w*|seconds?|m|min\w*)\b",
    ignore_case=True,
)


def one_active(part: PartFacts) -> Found | None:
    """What says only one of its copies works at a time, for a service or worker of several."""
    if part.node.role not in COMPUTE or part.copies < 2:
        return None
    return _ONE_ACTIVE.search(part.text)


def handover(part: PartFacts) -> str | None:
    """ "30 s expiry": how long the lead stays with a dead copy, as the design writes it."""
    found = _HANDOVER.search(part.text)
    return found.matched if found else None
