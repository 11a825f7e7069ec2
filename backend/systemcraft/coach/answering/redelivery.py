"""A consumer of a log or a queue that dies: its partitions (or its unacknowledged messages) go to
the survivors, and what it had done past its last commit is delivered again. Whether that repeat
is harmless is read from its writes: an increment or an append done twice counts twice, a call to
a provider done twice sends twice. Pure."""

from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.roles import COMPUTE
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import BROKERS
from systemcraft.coach.answering.streaming import restart_line, stream_engine
from systemcraft.coach.answering.wording import listed, name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.capacity import external
from systemcraft.kit.patterns import Pattern

_LOG_WORDS: Final = Pattern(
    r"\b(kafka|kinesis|pulsar|redpanda|event\s?hubs?|partitions?|offsets?)\b",
    ignore_case=True,
    groups=False,
)
# Writes that do something again when done again.
_REPEATS: Final = Pattern(
    r"\b(z?incr\w*|hincrby|zincrby|lpush|rpush|xadd|append\w*|increment\w*)\b"
    r"|\+\s?=\s?1\b|\+\s?1\b",
    ignore_case=True,
    groups=False,
)
# What makes a repeat harmless.
_ONCE: Final = Pattern(
    r"\b(idempoten\w*|dedup\w*|upsert\w*|on\s+conflict|if\s+not\s+exists|set\s?nx|"
    r"exactly[- ]once|transactional|event\s?ids?|message\s?ids?|play\s?ids?)\b",
    ignore_case=True,
    groups=False,
)


def feeding_broker(part: PartFacts) -> Node | None:
    """The log or queue a service or worker consumes from, if one feeds it."""
    if part.node.role not in COMPUTE:
        return None
    return next((b for b in part.callers if b.role in BROKERS), None)


def redelivery_lines(ask: Ask, part: PartFacts) -> list[str]:
    """Lines for a service or worker fed by a broker: who takes its work over and what is done
    twice."""
    broker = feeding_broker(part)
    if broker is None:
        return []
    said = f"{broker.label} {_text(ask, broker)}"
    engine = stream_engine(part)
    if engine is not None:
        # The framework keeps the offsets in its checkpoints, not the consumer group's commits.
        return [restart_line(engine)]
    if broker.role == "log" or _LOG_WORDS.search(said):
        handed = (
            f"- {name(broker.label)} hands its partitions to the surviving consumers of the "
            "group once it notices the loss (the session timeout, seconds to tens of seconds); "
            "until then their events wait and their lag grows. They start again from the last "
            "committed offset, so whatever it had done past that commit is done again."
        )
    else:
        handed = (
            f"- The messages it had taken from {name(broker.label)} and not acknowledged go back "
            "to the queue when their acknowledgement times out, and another consumer does "
            "them again."
        )
    return [handed, _repeat_line(ask, part)]


def _repeat_line(ask: Ask, part: PartFacts) -> str:
    once = _ONCE.search(part.text)
    repeats = _REPEATS.search(part.text)
    providers = [c.label for c in part.callees if external(c.label)]
    if once:
        return (
            f"- Its text says {quote(once.matched)}: check that it covers every write it makes, "
            "so an event delivered twice changes nothing the second time."
        )
    if repeats:
        return (
            f"- Its text says it runs {quote(repeats.matched)}: done twice, that counts or "
            "appends twice, so a redelivered event is counted twice. Make the write idempotent "
            "(keep each event's id and skip repeats, or store the offset in the same write as "
            "the result), or say what error the brief can bear."
        )
    if providers:
        return (
            f"- Done twice, its call to {listed([name(p) for p in providers])} sends twice: "
            "mark each message sent under its id before the call (and check it after a "
            "restart), or pass an idempotency key the provider honours."
        )
    return (
        "- Whether a repeat is harmless depends on its writes: make each one idempotent (keyed "
        "by the event's id, an upsert) or say what a duplicate costs."
    )


def _text(ask: Ask, node: Node) -> str:
    facts = ask.facts.of(node.id) if ask.facts else None
    return facts.text if facts else ""
