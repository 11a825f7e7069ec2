"""Whether a question is about the design, read from what it says rather than set phrasings."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from systemcraft.coach.asking import read_question
from systemcraft.coach.intent import Part, design_parts, read_intent
from systemcraft.design import read_document
from tests.assessment.builders import Sketch
from tests.coach.briefs import document

WITH_REDIS = (
    Part("client", "Client", "client"),
    Part("api", "URL Service", "service"),
    Part("redis", "Redis", "cache"),
    Part("db", "Links DB", "database"),
)
BARE = (
    Part("client", "Client", "client"),
    Part("server", "Server", "service"),
    Part("database", "Database", "database"),
)


@pytest.mark.parametrize(
    "question",
    [
        "What is the biggest single point of failure in my current design?",
        "How can I improve my design?",
        "What's wrong with our architecture?",
        "what’s wrong here?",  # a typographic apostrophe, as phones type it
        "Where is the bottleneck?",
        "Any SPOFs?",
        "What is missing?",
        "Why is my score so low?",
        "Should we shard?",
        "Do I need more servers?",
        "Is it ok to keep everything in one box?",
        "Please review this diagram",
    ],
)
def test_questions_about_the_design_as_a_whole(question: str) -> None:
    intent = read_intent(question, BARE)
    assert intent.about_design
    assert intent.general


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("Is my Redis cache a problem?", ["Redis"]),
        ("is REDIS ok?", ["Redis"]),
        ("How does the cache expire entries?", ["Redis"]),
        ("Tell me about the URL service", ["URL Service"]),
        ("Is the API fast enough?", ["URL Service"]),
        ("Can the links db take the writes?", ["Links DB"]),
        ("How does my database handle failover?", ["Links DB"]),
        ("Do I need read replicas?", ["Links DB"]),
        ("Is the Redis in front of the links db a good idea?", ["Redis", "Links DB"]),
        ("Should the database sit behind the cache?", ["Links DB", "Redis"]),
    ],
)
def test_a_question_naming_components_is_about_them(question: str, named: list[str]) -> None:
    intent = read_intent(question, WITH_REDIS)
    assert intent.about_design
    assert [part.label for part in intent.named] == named
    assert intent.missing == ()


def test_a_brokers_partitions_are_not_a_databases() -> None:
    """ "How many partitions should the Kafka topic have?" on a design with a database and no
    broker asks about the broker it lacks, not about the database."""
    intent = read_intent(
        "how many partitions should the kafka topic for my counters have?", WITH_REDIS
    )
    assert intent.named == ()
    assert intent.missing in (("log",), ("pub-sub",))
    # With no broker named, partitions still point at the store.
    assert [p.label for p in read_intent("Do I need partitions?", WITH_REDIS).named] == ["Links DB"]


@pytest.mark.parametrize(
    ("question", "missing"),
    [
        ("Should I put a cache in front of the database for redirects, and what TTL?", "cache"),
        ("How does my load balancer pick a server?", "load-balancer"),
        ("Would load balancing help?", "load-balancer"),
        ("Do I need a CDN for the redirects?", "cdn"),
        ("What about websockets?", "realtime"),
        ("Where would a queue go?", "queue"),
        ("Is Kafka worth it here?", "log"),
    ],
)
def test_a_concept_the_design_lacks_is_named_as_missing(question: str, missing: str) -> None:
    intent = read_intent(question, BARE)
    assert intent.about_design
    assert missing in intent.missing
    assert all(part.role != missing for part in intent.named)


def test_a_concept_the_design_has_names_the_components_that_play_it() -> None:
    intent = read_intent("Should I put a cache in front of the database?", WITH_REDIS)
    assert [part.label for part in intent.named] == ["Redis", "Links DB"]
    assert intent.missing == ()


@pytest.mark.parametrize(
    "question",
    [
        "hi",
        "thanks!",
        "What is consistent hashing?",
        "What's the difference between SQL and NoSQL?",
        "What is a database?",
        "Explain the CAP theorem",
        "What is a client?",
    ],
)
def test_questions_about_ideas_in_general_are_not_about_the_design(question: str) -> None:
    assert not read_intent(question, BARE).about_design


def test_a_label_after_a_or_an_means_the_idea_not_the_box() -> None:
    parts = (Part("c", "Cache", "cache"), Part("d", "Database", "database"))
    assert read_intent("What does a database do?", parts).named == ()
    assert [p.label for p in read_intent("What does the Database do?", parts).named] == ["Database"]


def test_short_labels_match_only_as_typed() -> None:
    parts = (Part("a", "A", "service"), Part("go", "Go", "service"))
    assert read_intent("what is a good idea", parts).named == ()
    assert read_intent("Where do the writes go?", parts).named == ()
    assert [p.id for p in read_intent("Is Go fast enough?", parts).named] == ["go"]


def test_the_parts_of_a_document_carry_their_roles() -> None:
    document = read_document(
        Sketch()
        .add("web", "client", label="Browser")
        .add("api", "server", label="Shortener API")
        .add("redis", "cache", label="Redis")
        .add("blob", "database", label="S3 bucket")
        .add("unnamed", "queue", label="  ")
        .document("url-shortener")
    )
    assert [(p.label, p.role) for p in design_parts(document)] == [
        ("Browser", "client"),
        ("Shortener API", "service"),
        ("Redis", "cache"),
        ("S3 bucket", "object-store"),
        ("unnamed", "queue"),
    ]


ROLES = st.sampled_from([None, "client", "service", "cache", "database", "queue", "cdn"])
LABELS = st.sampled_from(["Redis", "Client", "DB", "API", "Cache", "x", ""]) | st.text(max_size=20)
WORDS = st.sampled_from(
    ["my", "the", "a", "cache", "database", "queue", "CDN", "Redis", "design", "should", "I"]
) | st.text(max_size=10)


@settings(max_examples=200, deadline=None, database=None)
@given(
    parts=st.lists(st.builds(Part, st.uuids().map(str), LABELS, ROLES), max_size=6),
    words=st.lists(WORDS, max_size=12),
)
def test_the_intent_only_speaks_of_what_the_design_has(parts: list[Part], words: list[str]) -> None:
    intent = read_intent(" ".join(words), parts)
    assert set(intent.named) <= set(parts)
    assert not set(intent.missing) & {part.role for part in parts}
    assert intent.about_design == bool(
        intent.named or intent.missing or intent.general or intent.sizing
    )


@pytest.mark.parametrize(
    "question",
    [
        "How many users can this handle?",
        "How many servers do I need at peak?",
        "Is it enough for the on-sale traffic?",
        "Can it handle the load?",
        "Will the cache keep up?",
    ],
)
def test_a_question_of_how_much_the_design_carries_is_about_the_design(question: str) -> None:
    intent = read_intent(question, BARE)
    assert intent.sizing
    assert intent.about_design


def test_a_load_balancer_question_is_not_a_sizing_question() -> None:
    assert not read_intent("What does a load balancer do?", BARE).sizing


def test_one_of_the_copies_a_plural_label_counts_names_that_part_alone() -> None:
    parts = (
        Part("recrawl", "Recrawl scheduler", "worker"),
        Part("crawlers", "Crawler nodes (fetch + parse)", "worker"),
        Part("cache", "Cache", "cache"),
    )
    asked = read_intent("What happens if a crawler node crashes mid-write?", parts)
    assert [p.label for p in asked.named] == ["Crawler nodes (fetch + parse)"]


@pytest.mark.parametrize(
    ("question", "label"),
    [
        ("will my 16 TB disk on postgres really last five years?", "PostgreSQL"),
        ("what if mongo goes down?", "MongoDB (orders)"),
        ("is PostgreSQL enough?", "Postgres primary"),
    ],
)
def test_a_product_named_by_another_of_its_spellings_names_its_box(
    question: str, label: str
) -> None:
    parts = (Part("web", "Browser", "client"), Part("db", label, "database"))
    assert [part.label for part in read_intent(question, parts).named] == [label]


def test_a_part_kept_inside_a_drawn_one_is_not_missing() -> None:
    """The scheduler keeps two priority queues in Redis: no queue is drawn, but there is one."""
    document = read_document(
        Sketch()
        .add("app", "client", label="Chat app")
        .add("sched", "server", label="Scheduler")
        .link("app", "sched")
        .document()
    )
    document.design.components[1].metadata.custom_logic = "Two priority queues (paid, free)."
    assert read_question("are my queues ok?", document)[1].missing == ()
    assert read_question("is my cache ok?", document)[1].missing == ("cache",)


def test_a_third_partys_service_plays_no_role_of_the_designs_own() -> None:
    # Apple APNs is drawn, and no WebSocket gateway of its own.
    parts = design_parts(document("notification-system/drawn-only-5"))
    intent = read_intent("does a message sent over the WebSocket gateway count?", parts)
    assert "realtime" in intent.missing
    assert all(part.label != "Apple APNs" for part in intent.named)

    # "The push gateway" may be APNs itself.
    pushed = read_intent("what happens if the push gateway goes down?", parts)
    assert "realtime" not in pushed.missing


def test_a_time_bucket_names_no_object_store_but_my_bucket_does() -> None:
    claimed = read_intent("the others keep claiming from every bucket, is that right?", BARE)
    assert "object-store" not in claimed.missing
    mine = read_intent("what happens if my bucket is deleted?", BARE)
    assert "object-store" in mine.missing


def test_searches_users_make_are_no_search_index_missing() -> None:
    """ "Carry the nearby searches" counts requests: the question is about the cache it names."""
    question = (
        "If the Geo cell cache goes down at the evening peak, can my 5 Business DB read "
        "replicas really carry the nearby searches like my notes say?"
    )
    intent = read_intent(question, design_parts(document("proximity-search/good-12")))
    assert intent.missing == ()
    assert [p.label for p in intent.named] == ["Geo cell cache", "Business DB"]
