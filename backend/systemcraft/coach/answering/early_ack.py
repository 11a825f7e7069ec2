"""A service that answers its callers before what they sent is kept ("returns 202 straight
away", "not blocking on the broker"): what it holds when it dies is lost, and callers told it
succeeded never send it again, so their retries do not cover it. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_EARLY: Final = Pattern(
    r"\b(returns?|answers?|repl(y|ies)|responds?|acks?|acknowledges?)\s+(with\s+)?(an?\s+)?"
    r"(202|200|ok|success|accepted)?\s*(straight\s+away|immediately|at\s+once|right\s+away|"
    r"instantly)\b"
    r"|\bnot\s+(blocking|waiting)\s+(on|for)\s+the\s+(broker|log|kafka|database|db|store|write|"
    r"ack\w*)\b",
    ignore_case=True,
    groups=False,
)


def answered_early(ask: Ask, part: PartFacts) -> Found | None:
    """Where its own text says it answers before the write is kept, for a brief that must never
    lose what it acknowledged (a click counted later may be lost; a win recorded may not)."""
    if ask.brief is None or ask.brief.never_lose is None:
        return None
    found = _EARLY.search(part.text)
    return found if found and not is_negated(part.text, found.start(), found.end()) else None


def lost_early(found: Found) -> str:
    """What is lost when it dies."""
    return (
        f"It answers its callers before what they sent is kept ({quote(found.matched)}): what "
        "it holds when it dies (in memory, in its producer's buffer) is lost, and callers told "
        "it succeeded never send it again, so their retries do not cover it"
    )


def answer_later() -> str:
    """The change that helps most."""
    return (
        "Next: answer only once the store or log has acknowledged the write (wait for the send "
        "to complete, and answer an error if it fails, so the caller retries), or keep what "
        "it accepts on its own disk first."
    )
