"""Where a log or queue sits between the parts that write to it and those that read it: whether
its producers answer before or after they publish (a publish after the answer, with no outbox,
can be lost), the key that keeps the brief's order, partitions against consumers, and what its
retention is for. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import BROKERS, log_layout
from systemcraft.coach.answering.wording import name, quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_SENTENCE: Final = Pattern(r"[^\n.!?]+", groups=False)
_ANSWERS: Final = Pattern(
    r"\b(acks?|acknowledg\w*|returns?|responds?|answers?|replies|reply|20[12])\b",
    ignore_case=True,
    groups=False,
)
_PUBLISHES: Final = Pattern(
    r"\b(publish\w*|produces?|enqueue\w*|puts?\s+\w+\s+on|sends?\s+\w+\s+to\s+(kafka|the\s+queue))\b",
    ignore_case=True,
    groups=False,
)
_OUTBOX: Final = Pattern(
    r"\b(outbox|cdc|debezium|change\s+(stream|data\s+capture)|transactional)\b",
    ignore_case=True,
    groups=False,
)
_KEYED: Final = Pattern(
    r"\b(keyed|partitioned|hashed)\s+by\s+([\w:{}.-]+)|\bkey\s*[=:]\s*([\w:{}.-]+)",
    ignore_case=True,
)
_ORDER: Final = Pattern(r"\b(order|ordered|in\s+sequence)\b", ignore_case=True, groups=False)


def broker_lines(ask: Ask, part: PartFacts) -> list[str]:
    if part.node.role not in BROKERS or ask.facts is None:
        return []
    lines = []
    for producer in (ask.facts.of(c.id) for c in part.callers):
        said = _publish_order(producer) if producer is not None else None
        if said:
            lines.append(said)
            break
    lines += _key_line(ask, part)
    lines += _consumers_line(ask, part)
    return lines


def _publish_order(producer: PartFacts) -> str | None:
    """ "... sends the ack to the sender and publishes the message to Kafka": answered first."""
    for sentence in _SENTENCE.finditer(producer.text):
        text = sentence.matched
        answered, published = _ANSWERS.search(text), _PUBLISHES.search(text)
        if answered is None or published is None:
            continue
        outbox = _OUTBOX.search(producer.text)
        if outbox is not None:
            return (
                f"- {name(producer.label)} hands its events over through an outbox or change "
                f"stream ({quote(outbox.matched)}), so a crash between its answer and the "
                "publish loses no event."
            )
        if answered.start() < published.start():
            return (
                f"- {name(producer.label)} answers before it publishes ({quote(text.strip())}): "
                "if it dies between the two, what it stored is never published, so nothing "
                "downstream hears of it. An outbox (the event written in the same transaction, "
                "published by a relay) or a re-send from the store closes that gap."
            )
        return (
            f"- {name(producer.label)} publishes before it answers ({quote(text.strip())}): "
            "whatever it answered for is in the log, and a retry after a lost answer must not "
            "publish it twice (an id consumers can skip repeats by)."
        )
    return None


def _key_line(ask: Ask, part: PartFacts) -> list[str]:
    ordered = (
        next((r for r in ask.brief.requirements if _ORDER.search(r)), None) if ask.brief else None
    )
    keyed = _KEYED.search(part.text)
    key = (keyed.group(2) or keyed.group(3) or "").rstrip(".,;:") if keyed else None
    if key:
        return [
            f"- It is keyed by {quote(key)}: each {key}'s events stay in order within one "
            "partition, and one consumer of the group reads them in turn"
            + (f", which is what the brief's {quote(ordered)} needs." if ordered else ".")
        ]
    # Topics with no partitions (MQTT, a pub/sub's channels) have no key to keep order by; and
    # a design that numbers what it orders ("seq assigned per conversation") orders by that.
    if ordered and part.node.role == "log" and not _numbered(ask):
        return [
            f"- No key is written on it: the brief asks {quote(ordered)}, and only events with "
            "the same key keep their order (within one partition): key it by the thing whose "
            "order matters."
        ]
    return []


_SEQUENCED: Final = Pattern(
    r"\b(seq|seqs|sequence\s+(numbers?|ids?)|sequence\s+per|per[- ]\w+\s+sequence|"
    r"monotonic\w*|lamport|version\s+numbers?)\b",
    ignore_case=True,
    groups=False,
)


def _numbered(ask: Ask) -> bool:
    return ask.facts is not None and any(_SEQUENCED.search(t) for t in ask.facts.written)


def _consumers_line(ask: Ask, part: PartFacts) -> list[str]:
    layout = log_layout(part)
    consumers = [f for c in part.callees if (f := ask.facts.of(c.id) if ask.facts else None)]
    if layout is None or not consumers:
        return []
    partitions = layout[0]
    reader = max(consumers, key=lambda f: f.copies)
    peak = ask.brief.peak("writes_per_second") if ask.brief else None
    each = (
        f", about {rate(peak / reader.copies)} events a second each at the brief's peak"
        if peak
        else ""
    )
    return [
        f"- Its {partitions} partitions cap the consumers of one group at {partitions}: "
        f"{name(reader.label)} runs {reader.copies}{each}."
    ]
