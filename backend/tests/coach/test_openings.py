""" "What is X?" is answered first where the course says what X is: the opening of X's lesson,
or of the section about X, not a later passage that shares more words with the question."""

from systemcraft.coach.asking import opening_first
from systemcraft.coach.passages import Passage
from systemcraft.coach.retrieval import Hit, LessonIndex

SAGAS = "Sagas, the Outbox and Change Data Capture"
STORAGE = "Object Storage"
PASSAGES = [
    Passage("sagas", SAGAS, SAGAS, "No transaction spans a database and a broker together.", 0),
    Passage(
        "sagas",
        SAGAS,
        "The transactional outbox",
        "The fix is to write only to the database: the event goes into an outbox table in the "
        "same transaction as the change, and a relay publishes it.",
        0,
    ),
    Passage(
        "sagas",
        SAGAS,
        "The transactional outbox",
        "The outbox relay may publish an outbox event twice, so outbox consumers deduplicate "
        "every outbox event by its id.",
        0,
    ),
    Passage("storage", STORAGE, STORAGE, "Object storage keeps blobs of bytes under keys.", 0),
    Passage(
        "storage",
        STORAGE,
        "When not to use object storage",
        "Do not use object storage for small records that change often: object storage has no "
        "update in place.",
        0,
    ),
]


def test_an_idea_with_a_lesson_of_its_own_opens_with_the_lessons_first_passage() -> None:
    index = LessonIndex(PASSAGES)
    question = "what is object storage and do I need object storage?"
    hits = [Hit(PASSAGES[4], 2.0), Hit(PASSAGES[3], 1.0)]  # the later section ranked first
    first = opening_first(index, question, hits, max_tier=0)[0].passage
    assert first.text.startswith("Object storage keeps blobs")


def test_an_idea_inside_a_wider_lesson_opens_with_its_sections_first_passage() -> None:
    index = LessonIndex(PASSAGES)
    question = "what is the outbox pattern? do I need an outbox?"
    hits = [Hit(PASSAGES[2], 2.0)]  # the section's second passage ranked first
    first = opening_first(index, question, hits, max_tier=0)[0].passage
    assert first.text.startswith("The fix is to write only to the database")


def test_the_opening_is_given_once() -> None:
    index = LessonIndex(PASSAGES)
    hits = [Hit(PASSAGES[3], 2.0)]
    assert opening_first(index, "what is object storage?", hits, max_tier=0) == [
        Hit(PASSAGES[3], 0.0)
    ]
