"""Claims the notes make that the drawing does not carry (rubric/claims.py): a part the notes
rely on that nobody drew earns no credit and is a finding of its own."""

from typing import Any

import pytest

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.design import ExportDocument, read_document
from tests.assessment.builders import Sketch, checked, expectations, found

FAN_OUT = "Posts fan out on write through Kafka into each follower's feed list."


def feed(*, log: str | None = None) -> Sketch:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("lb", "load-balancer")
        .add("api", "server", label="Feed service", replicas="6")
        .add("db", "database", label="Posts DB", replicas="3")
        .chain("web", "lb", "api", "db")
    )
    if log:
        sketch.add("events", "pub-sub", label=log).link("api", "events")
    return sketch


def document_of(sketch: Sketch, **notes: str) -> ExportDocument:
    document: dict[str, Any] = sketch.document("news-feed")
    document["design"]["notes"] = {
        "estimates": "",
        "api": "",
        "data_model": "",
        "consistency": "",
        "failure_handling": "",
        **notes,
    }
    return read_document(document)


def judged(sketch: Sketch, **notes: str) -> Assessment:
    return assess(document_of(sketch, **notes), expectations("news-feed"))


def undrawn(result: Assessment) -> list[str]:
    return [f.message for f in found(result, "brief-undrawn")]


def test_a_product_the_notes_rely_on_that_nobody_drew_is_a_finding() -> None:
    result = judged(feed(), data_model=FAN_OUT)
    assert undrawn(result) == [
        "Your notes mention Kafka, but nothing in the design is a queue or log."
    ]


def test_a_part_of_the_same_kind_carries_the_claim() -> None:
    """Redpanda drawn: the notes' Kafka is the log the design has."""
    assert undrawn(judged(feed(log="Redpanda (post events)"), data_model=FAN_OUT)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "There is no Kafka yet; posts are written straight to the feed lists.",
        "We chose pull on read instead of one Kafka topic per user.",
    ],
)
def test_a_part_the_notes_set_aside_is_no_claim(sentence: str) -> None:
    assert undrawn(judged(feed(), data_model=sentence)) == []


def test_a_decision_resting_on_an_undrawn_part_earns_nothing() -> None:
    """The same sentence earns the fan-out decision when the log is drawn, and not without."""
    drawn = open_questions(feed(log="Kafka (post events)"), data_model=FAN_OUT)
    claimed = open_questions(feed(), data_model=FAN_OUT)
    assert "fanout-strategy" not in drawn
    assert "fanout-strategy" in claimed


def test_the_components_own_text_is_no_claim() -> None:
    sketch = feed()
    sketch.components[2]["metadata"]["customLogic"] = "Publishes each post to Kafka."
    assert undrawn(judged(sketch)) == []


def open_questions(sketch: Sketch, **notes: str) -> set[str]:
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    return {d.id for d in checked(document_of(sketch, **notes), rubric).open_questions}
