"""Claims the notes make that the drawing does not carry (rubric/claims.py): a part the notes
rely on that nobody drew earns no credit and is a finding of its own. And the caps that hold a
design whose drawing says less than its notes, or that gives one wrong answer or two
(scoring/caps.py)."""

import json
from typing import Any

import pytest

from systemcraft.assessment.engine import Assessment, assess
from systemcraft.assessment.engine.scoring.against_rubric import score_against_rubric
from systemcraft.assessment.engine.scoring.caps import caps_on
from systemcraft.design import ExportDocument, read_document
from tests.assessment.builders import Sketch, checked, expectations, found
from tests.assessment.calibration import CALIBRATION_SET

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


THIN = "a drawing that carries neither the load nor a spare"


@pytest.mark.parametrize("problem_id", ["rate-limiter", "collaborative-editor"])
def test_notes_that_recite_everything_over_a_one_server_drawing_stay_mediocre(
    problem_id: str,
) -> None:
    """The calibration set's buzzword designs: one server and one database that carry none of
    the peak and have no spare, under notes reciting every technique (graded 5 and 6). However
    much the notes recite, the design is held at 6."""
    written = json.loads((CALIBRATION_SET / problem_id / "buzzword-weak.json").read_text())
    rubric = expectations(problem_id).rubric
    assert rubric is not None
    document = read_document(written)
    assert THIN in [cap.name for cap in caps_on(checked(document, rubric))]
    assert assess(document, expectations(problem_id)).scores.total <= 6


def test_a_drawing_with_spares_is_not_held_down_by_that_cap() -> None:
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    sketch = feed(log="Kafka (post events)")
    sketch.components[3]["metadata"]["customProperties"] = [{"key": "replicas", "value": "3"}]
    assert THIN not in [cap.name for cap in caps_on(checked(document_of(sketch), rubric))]


TALK = "notes about parts nobody drew"


@pytest.mark.parametrize("problem_id", ["ticketing", "hotel-reservation", "typeahead"])
def test_notes_that_rely_on_two_kinds_of_undrawn_part_hold_the_design_at_nine(
    problem_id: str,
) -> None:
    """The sixth batch's talkers: a balancer, one service, a cache and a database at their
    defaults, under notes that lean on a CDN, a search index or an archive nobody drew (graded
    8 to 10, scored 12 to 14 before)."""
    written = json.loads((CALIBRATION_SET / problem_id / "buzzword-weak-2.json").read_text())
    document = read_document(written)
    rubric = expectations(problem_id).rubric
    assert rubric is not None
    assert TALK in [cap.name for cap in caps_on(checked(document, rubric))]
    assert assess(document, expectations(problem_id)).scores.total <= 9


def test_one_kind_of_undrawn_part_is_a_finding_not_a_cap() -> None:
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    one = document_of(feed(), data_model=FAN_OUT)
    assert TALK not in [cap.name for cap in caps_on(checked(one, rubric))]
    two = document_of(feed(), data_model=f"{FAN_OUT} Images are served from a CDN.")
    assert TALK in [cap.name for cap in caps_on(checked(two, rubric))]


def test_every_mention_counts_but_each_kind_is_one_finding() -> None:
    notes = "Posts fan out through Kafka. Follows go through RabbitMQ."
    result = judged(feed(), data_model=notes)
    assert undrawn(result) == [
        "Your notes mention Kafka, but nothing in the design is a queue or log."
    ]
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    claims = checked(document_of(feed(), data_model=notes), rubric).undrawn
    assert [claim.mention for claim in claims] == ["Kafka", "RabbitMQ"]


def test_a_part_served_over_is_still_claimed() -> None:
    assert undrawn(judged(feed(), data_model="Images are served over a CDN.")) == [
        "Your notes mention CDN, but nothing in the design is a CDN."
    ]


def test_a_product_is_drawn_only_when_a_component_names_it_as_a_word() -> None:
    sketch = feed()
    sketch.components[2]["label"] = "Redistribution service"
    assert undrawn(judged(sketch, data_model="Sessions live in Redis.")) == [
        "Your notes mention Redis, but nothing in the design is a cache."
    ]


@pytest.mark.parametrize(
    ("problem_id", "name"), [("rate-limiter", "flawed"), ("chat-app", "flawed")]
)
def test_a_wrong_answer_holds_an_otherwise_strong_design_to_good(
    problem_id: str, name: str
) -> None:
    """The calibration set's confident designs with one serious flaw (graded 10 and 7.5): the
    pitfall they fall into holds them at 11."""
    document = read_document(
        json.loads((CALIBRATION_SET / problem_id / f"{name}.json").read_text())
    )
    rubric = expectations(problem_id).rubric
    assert rubric is not None
    assert "a wrong answer" in [cap.name for cap in caps_on(checked(document, rubric))]
    assert assess(document, expectations(problem_id)).scores.total <= 11


@pytest.mark.parametrize(
    ("problem_id", "name"), [("url-shortener", "fair-3"), ("news-feed", "fair-3")]
)
def test_two_wrong_answers_hold_a_sized_design_in_the_fair_band(problem_id: str, name: str) -> None:
    """Sized, fully drawn designs that break two guarantees of their brief (graded 6.5 and 7.5,
    scored 10 before this cap): each wrong answer alone would hold them at 11, both at 8."""
    document = read_document(
        json.loads((CALIBRATION_SET / problem_id / f"{name}.json").read_text())
    )
    rubric = expectations(problem_id).rubric
    assert rubric is not None
    result = checked(document, rubric)
    assert len({found.decision.id for found in result.pitfalls}) == 2
    assert "two wrong answers" in [cap.name for cap in caps_on(result)]
    assert assess(document, expectations(problem_id)).scores.total == 8


SKETCH_CAP = "a sketch under notes about parts nobody drew"


def test_a_sketch_under_notes_about_undrawn_parts_is_held_at_five() -> None:
    """The calibration set's news-feed buzzword design: four boxes under notes that rely on six
    kinds of part nobody drew (graded 6, scored 7 before this cap)."""
    document = read_document(
        json.loads((CALIBRATION_SET / "news-feed" / "buzzword-weak.json").read_text())
    )
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    result = checked(document, rubric)
    assert result.components <= 5
    assert result.talks_past_drawing
    assert SKETCH_CAP in [cap.name for cap in caps_on(result)]
    assert assess(document, expectations("news-feed")).scores.total <= 5


def test_a_drawing_of_more_than_a_sketch_is_not_held_by_that_cap() -> None:
    """Seven parts under the same kind of notes: held at 9 for the undrawn parts, not at 5."""
    document = read_document(
        json.loads((CALIBRATION_SET / "news-feed" / "claims-undrawn.json").read_text())
    )
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    names = [cap.name for cap in caps_on(checked(document, rubric))]
    assert "notes about parts nobody drew" in names
    assert SKETCH_CAP not in names


FAILURES = (
    "A lost feed-cache node is rebuilt from the posts store. Workers commit offsets after "
    "each batch and retry; deliveries are idempotent. Databases fail over to a replica. If a "
    "region goes down, DNS sends its users to the other region."
)


def test_a_store_of_record_run_as_one_copy_holds_fault_tolerance_at_three() -> None:
    """Publishing must be durable before the answer: a post store that runs as one copy is the
    first fault an interviewer names, however well the rest is protected."""
    rubric = expectations("news-feed").rubric
    assert rubric is not None
    spared = feed()
    spared.components[1]["metadata"]["customProperties"] = [{"key": "replicas", "value": "2"}]
    protected = checked(document_of(spared, failure_handling=FAILURES), rubric)
    sketch = feed()
    sketch.components[1]["metadata"]["customProperties"] = [{"key": "replicas", "value": "2"}]
    sketch.components[3]["metadata"]["customProperties"] = [{"key": "replicas", "value": "1"}]
    alone = checked(document_of(sketch, failure_handling="Feed caches are rebuilt."), rubric)
    assert not protected.sole_records
    assert [node.label for node in alone.sole_records] == ["Posts DB"]
    assert score_against_rubric(protected)["fault_tolerance"] > 3
    assert score_against_rubric(alone)["fault_tolerance"] <= 3


def test_what_the_brief_provides_is_not_the_designs_to_copy_or_guard() -> None:
    """A cache fleet's brief gives the databases and has app servers talk to the cache nodes:
    neither the databases' copies nor those connections are the design's fault."""
    rubric = expectations("distributed-cache").rubric
    assert rubric is not None
    sketch = Sketch().add("apps", "client", label="App servers").add("db", "database")
    sketch.add("nodes", "cache", label="Cache nodes", replicas="3")
    document = read_document(sketch.chain("apps", "nodes").link("apps", "db").document())
    result = checked(document, rubric)
    assert result.bypasses == ()
    judged_parts = {
        node.label
        for check in result.checks
        if check.name in ("no single point of failure", "replication mode chosen")
        for node in (*check.passed, *check.failed)
        if not isinstance(node, str) and hasattr(node, "label")
    }
    assert "Cache nodes" in judged_parts
    assert "db" not in judged_parts
