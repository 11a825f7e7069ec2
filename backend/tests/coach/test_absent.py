"""What a question takes to be in the design that is not is said first, and only that."""

from dataclasses import replace

from systemcraft.coach.answering.absent import absent, standing_in
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document


def test_a_service_the_canvas_lacks_and_the_brief_never_asks_for_is_said_so() -> None:
    asked = ask(
        "payment-system/good",
        "Which ML model should my Fraud Service use to score payments?",
        "unknown",
    )
    assert absent(asked) == (
        "Your design has no Fraud Service yet, and the brief's requirements do not ask for one."
    )


def test_a_lock_the_named_store_does_not_keep_is_said_so() -> None:
    asked = ask(
        "hotel-reservation/mediocre-2",
        "What TTL should I put on my Redis room lock so it doesn't expire mid booking?",
        "unknown",
        "Redis (hotel pages)",
    )
    said = absent(asked) or ""
    assert said.startswith(
        "Nothing on **Redis (hotel pages)** or in your notes says it keeps a lock"
    )


def test_what_is_there_is_never_said_missing() -> None:
    # A table is inside a store, not drawn beside it; the Booking Service is on the canvas.
    for key, question in (
        ("chat-app/good", "is conversation_id a good partition key for my messages table?"),
        ("ticketing/mediocre", "will autoscaling my Booking Service on CPU be enough?"),
        # The engine the panel shows, left as the canvas gave it, names the box.
        ("url-shortener/template", "should I be sharding my Postgres for the links?"),
    ):
        assert absent(ask(key, question, "sizing")) is None, question


def test_a_role_the_design_lacks_is_left_to_the_answer_that_says_so() -> None:
    asked = ask("pastebin/fair-3", "how should I set lifecycle rules on my S3 bucket?", "unknown")
    assert absent(replace(asked, missing=("object-store",))) is None


def test_a_part_the_question_takes_for_granted_with_the_is_said_missing_too() -> None:
    for key, question, said in (
        (
            "news-feed/fair-3",
            "how does the ranking service weigh likes against recency?",
            "Your design has no ranking service yet",
        ),
        (
            "top-k-heavy-hitters/good",
            "what width did I give the count-min sketch in my Chart job (Flink)?",
            "Your design has no count-min sketch yet",
        ),
    ):
        assert (absent(ask(key, question, "unknown")) or "").startswith(said), question
    # "the queue" names a kind of part, not one the learner has in mind: no claim.
    assert absent(ask("news-feed/fair-3", "is the queue in the right place?", "placement")) is None


def test_a_sentence_that_ends_in_a_parts_noun_names_no_part() -> None:
    asked = ask(
        "news-feed/fair-3",
        "my notes say another worker picks up the work. is that ok?",
        "failure",
    )
    assert absent(asked) is None


def test_a_structure_or_a_fleet_of_workers_the_design_lacks_is_said_missing() -> None:
    for key, question, missing in (
        (
            "proximity-search/mediocre",
            "What leaf size should I set on my quadtree for dense city centres?",
            "quadtree",
        ),
        (
            "web-crawler/drawn-good",
            "What timeout did I give my headless Chrome render workers?",
            "headless Chrome render workers",
        ),
    ):
        said = absent(ask(key, question, "unknown")) or ""
        assert said.startswith(f"Your design has no {missing} yet"), said


def test_what_does_the_missing_parts_job_is_named_in_its_place() -> None:
    asked = ask(
        "proximity-search/mediocre",
        "What leaf size should I set on my quadtree so dense city centres do not blow up?",
        "unknown",
    )
    # The design keeps its locations in Redis GEO and searches them with GEOSEARCH.
    assert [p.label for p in standing_in(asked)][:1] == ["Search Service"]


def test_a_part_named_with_a_noun_of_the_learners_own_or_in_a_state_is_there() -> None:
    for key, question in (
        ("ad-click-aggregation/mediocre", "how much disk does the S3 raw clicks bucket need?"),
        ("unique-id-generator/good", "My notes say the running Flake servers keep their ids."),
    ):
        assert absent(ask(key, question, "sizing")) is None, question


def test_a_topic_is_not_missing_where_a_log_carries_it() -> None:
    key = "ad-click-aggregation/mediocre"
    question = "Is a 12-partition clicks topic enough for 50k clicks/s at peak?"
    intent = read_intent(question, design_parts(document(key)))
    assert intent.missing == ()
