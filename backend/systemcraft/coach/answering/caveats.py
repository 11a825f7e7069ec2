"""What a product drawn on the canvas does not do that learners often assume it does: an SQS
standard queue's order, Redis Pub/Sub's memory, a consumer's auto-ack. Said of a part when its
text names the product, lacks the setting that changes it, and the question or the brief cares
about what it does not do."""

from dataclasses import dataclass
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern


@dataclass(frozen=True)
class Caveat:
    product: Pattern  # named in the part's text
    unless: Pattern | None  # the setting that lifts the caveat
    matters: Pattern  # what the question or the brief must care about
    said: str


def _words(pattern: str) -> Pattern:
    return Pattern(pattern, ignore_case=True, groups=False)


CAVEATS: Final = (
    Caveat(
        _words(r"\bsqs\b"),
        _words(r"\bfifo\b"),
        _words(r"\b(order\w*|fair\w*|first[ -]come|first in|sequence\w*|position)\b"),
        "An SQS standard queue delivers each message at least once and only roughly in the "
        "order sent, and it cannot tell anyone their position: where order or fairness matters, "
        "use a FIFO queue or hand out sequence numbers on arrival.",
    ),
    Caveat(
        _words(r"\bredis\b.{0,20}\bpub\s*/?\s*sub\b|\bpub\s*/?\s*sub\b.{0,20}\bredis\b"),
        _words(r"\bstreams?\b"),
        _words(r"\b(lost|lose|loses|never|offline|disconnect\w*|down|deliver\w*|miss\w*)\b"),
        "Redis Pub/Sub keeps nothing: a message published while a subscriber is disconnected "
        "is gone, and nobody is told. Deliver from a durable log (Redis Streams, Kafka), or have "
        "clients fetch what they missed by sequence number when they reconnect.",
    ),
    Caveat(
        _words(r"\bauto[ -]?ack\w*|\backs? on receipt\b|\backnowledg\w* on receipt\b"),
        None,
        _words(r"\b(lost|lose|loses|never|crash\w*|dies|fail\w*)\b"),
        "Acknowledging a message when it arrives (auto-ack) loses it if the worker dies before "
        "finishing: acknowledge after the work is done, and make the work safe to repeat.",
    ),
)


def caveats_of(ask: Ask, part: PartFacts) -> list[str]:
    """The caveats of the products the part names that the question or the brief cares about."""
    cares = " ".join([ask.question, *(ask.brief.requirements if ask.brief else ())])
    return [
        c.said
        for c in CAVEATS
        if c.product.search(part.text)
        and not (c.unless and c.unless.search(part.text))
        and c.matters.search(cares)
    ]
