"""The inputs that once froze the server, as found by probing it, and the same inputs grown to
the body limit: export documents (and a coach question) that the tests send to the real server
and bench/assessment_engine.py times. Each is valid: it passes every limit of the design
document, so only the work it asks for could hurt."""

import json
import random
from collections.abc import Callable
from typing import Any

from systemcraft.design.vocabulary import (
    COMPONENT_TYPES,
    MAX_COMPONENTS,
    MAX_CONNECTIONS,
    MAX_DOCUMENT_BYTES,
    MAX_LABEL_LENGTH,
    MAX_TEXT_LENGTH,
)

NOTE_FIELDS = ("estimates", "api", "data_model", "consistency", "failure_handling")
# A note the number reader took ten seconds over: a number, a thousand spaces, a word.
SPACED_NUMBER = "1" + " " * 1000 + "x"
NEGATED = "no cache no ttl no expiry "
# Every match of the label "ab" comes after "a ", so each was refused after the whole question
# before it had been searched again.
ARTICLE_LABELS = "a ab "
ORDINARY = (
    "The service writes each event to the queue and a worker reads it, then stores the result "
    "in the database with a cache in front for reads at 10k QPS and 3 replicas. ",
    "Redis holds hot keys with a TTL of 60 s; misses fall through to Postgres, which has two "
    "async replicas in other zones. ",
    "Each request is authenticated at the gateway, rate limited per user and routed to the "
    "least loaded server behind the balancer. ",
)

Text = Callable[[int], str]


def repeated(unit: str, length: int) -> str:
    return (unit * (length // len(unit) + 1))[:length]


def document(
    logic: Text,
    description: Text,
    *,
    label: Text = lambda index: f"Part {index}",
    notes: str = "",
    components: int = MAX_COMPONENTS,
    connections: int = MAX_CONNECTIONS,
    problem: str = "url-shortener",
) -> dict[str, Any]:
    """An export document with every component's logic, every connection's description and
    every note written by the given functions."""
    return {
        "problem": {"id": problem, "title": "Attack"},
        "design": {
            "system_name": "Attack",
            "components": [
                {
                    "id": f"n{index}",
                    "type": "primitive",
                    "label": label(index)[:MAX_LABEL_LENGTH],
                    "metadata": {
                        "component_type": COMPONENT_TYPES[index % len(COMPONENT_TYPES)],
                        "customLogic": logic(index)[:MAX_TEXT_LENGTH],
                        "customProperties": [],
                    },
                }
                for index in range(components)
            ],
            "connections": [
                {
                    "id": f"c{index}",
                    "start": f"n{index % components}",
                    "end": f"n{(index * 7 + 1) % components}",
                    "label": str(index + 1),
                    "properties": {
                        "protocol": "HTTP",
                        "latency": "< 100ms",
                        "sync": "Synchronous",
                        "description": description(index)[:MAX_TEXT_LENGTH],
                    },
                }
                for index in range(connections)
            ],
            "notes": dict.fromkeys(NOTE_FIELDS, notes[:MAX_TEXT_LENGTH]),
        },
        "feedback_level": "interview",
        "export_version": "1.0",
    }


def at_the_limit(make: Callable[[int], dict[str, Any]], room: int = 0) -> dict[str, Any]:
    """The document `make` writes with connection descriptions as long as the body limit
    allows (`room` bytes left for what surrounds the document in a request)."""
    for length in range(MAX_TEXT_LENGTH, -1, -20):
        found = make(length)
        if len(json.dumps(found)) <= MAX_DOCUMENT_BYTES - room:
            return found
    raise ValueError("nothing fits")


def spaced_number_note() -> dict[str, Any]:
    """The finding as found: one note, 1 KB."""
    found = document(lambda _: "", lambda _: "", components=2, connections=1)
    found["design"]["notes"] = {"estimates": SPACED_NUMBER}
    return found


def spaced_numbers(room: int = 0) -> dict[str, Any]:
    text = repeated(SPACED_NUMBER + " ", MAX_TEXT_LENGTH)
    return at_the_limit(
        lambda length: document(lambda _: text, lambda _: text[:length], notes=text), room
    )


def negated_words(components: int = MAX_COMPONENTS, room: int = 0) -> dict[str, Any]:
    """As found: 500 components of 2,000 characters of negated words (1.06 MB); grown to the
    limit with connection descriptions of the same."""
    text = repeated(NEGATED, MAX_TEXT_LENGTH)
    if components < MAX_COMPONENTS:
        return document(lambda _: text, lambda _: "", components=components, connections=0)
    return at_the_limit(
        lambda length: document(lambda _: text, lambda _: text[:length], notes=text), room
    )


def article_labels(components: int = 100) -> tuple[dict[str, Any], str]:
    """Components all labelled "ab" and a 4,000-character question in which every "ab" follows
    "a "."""
    labelled = document(
        lambda _: "", lambda _: "", label=lambda _: "ab", components=components, connections=0
    )
    return labelled, repeated(ARTICLE_LABELS, 4000)


def ordinary_text(room: int = 0) -> dict[str, Any]:
    """500 components and 2,000 connections with 200-character labels and ordinary prose in
    every text, as people write it."""

    def prose(index: int) -> str:
        # A fixed choice per index, for the same document every run, not for secrecy.
        return repeated(random.Random(index).choice(ORDINARY), MAX_TEXT_LENGTH)  # noqa: S311

    return at_the_limit(
        lambda length: document(
            prose,
            lambda index: prose(index + MAX_COMPONENTS)[:length],
            label=lambda index: repeated(f"Service {index} for the feed and timeline ", 200),
            notes=repeated("Peak 20k QPS, 6B links, 3 TB over five years. ", MAX_TEXT_LENGTH),
        ),
        room,
    )


def dense_figures(room: int = 0) -> dict[str, Any]:
    """Every text a run of figures and counts: the most matches a number reader can meet."""
    text = repeated("5k QPS x3 12 TB ", MAX_TEXT_LENGTH)
    return at_the_limit(
        lambda length: document(lambda _: text, lambda _: text[:length], notes=text), room
    )


def keyword_soup(room: int = 0) -> dict[str, Any]:
    """The costliest text found for RE2: the words a rubric pattern such as
    "queue.{0,60}clicks" needs, the first kind everywhere and in random order, the second kept
    too far away to match. A search engine's states multiply with the first words it has seen
    in the window, so it falls back to its slower way (a few hundred milliseconds per MB for
    such a pattern); the time budget bounds what that costs."""
    words = [
        "queue",
        "consumer",
        "event",
        "stream",
        "worker",
        "cache",
        "redis",
        "memcached",
        "cdn",
        "edge",
        "the",
        "a",
        "of",
        "to",
    ]
    head = "clicks counts counters analytics fails failed down outage crash expiry "

    def soup(index: int) -> str:
        chosen = random.Random(index)  # noqa: S311 (the same document every run)
        text = " ".join(chosen.choice(words) for _ in range(MAX_TEXT_LENGTH // 4))
        return (head + text)[:MAX_TEXT_LENGTH]

    return at_the_limit(
        lambda length: document(
            soup, lambda index: soup(index + MAX_COMPONENTS)[:length], notes=soup(-1)
        ),
        room,
    )


def nested_lists(size: int = MAX_DOCUMENT_BYTES - 10_000) -> bytes:
    """A body of about two million bytes that is one list of empty lists: as JSON goes, the
    most values per byte."""
    return b"[" + b"[]," * (size // 3) + b"0]"


LARGEST: dict[str, Callable[[int], dict[str, Any]]] = {
    "spaced numbers": spaced_numbers,
    "negated words": lambda room: negated_words(room=room),
    "ordinary text": ordinary_text,
    "dense figures": dense_figures,
}
