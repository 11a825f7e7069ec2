"""A lesson's worked example, drill or interview questions are about some other system: given
only when their own heading shares a telling word with the question or names the brief's system."""

from systemcraft.coach.answering.relevance import off_problem
from systemcraft.coach.words import tokens
from tests.coach.factory import hit


def test_a_drill_about_something_else_is_off_the_problem() -> None:
    drill = hit(
        "estimation-drills", "Estimation Drills", "Images from a CDN.", "Drill 3: bandwidth"
    )
    assert off_problem(drill, "is the CDN in the right place?")
    assert not off_problem(drill, "how much bandwidth does my CDN need?")


def test_a_worked_example_on_the_asked_subject_is_kept() -> None:
    example = hit(
        "sharding", "Sharding", "Shards for messages.", "Worked example: how many shards for chat"
    )
    assert not off_problem(example, "how many shards do my chat messages need?")
    assert off_problem(example, "should my payments table be split?")


def test_a_lessons_interview_questions_explain_nothing() -> None:
    questions = hit("caching", "Caching", "What if the cache goes down?", "In an interview")
    assert off_problem(questions, "what happens if my cache goes down in an interview?")
    ordinary = hit("caching", "Caching", "A cache keeps hot reads in memory.", "Why caches work")
    assert not off_problem(ordinary, "is my cache in the right place?")


def test_a_worked_example_on_the_briefs_own_system_is_kept() -> None:
    # "set" says nothing of what a question is about; "crawler" names the brief's system.
    example = hit(
        "probabilistic-structures",
        "Bloom Filters",
        "A crawler must skip URLs it has already fetched.",
        "Worked example: a crawler's seen-set",
    )
    question = "Should I keep the visited URLs in a Redis set or use a Bloom filter?"
    assert off_problem(example, question)
    assert not off_problem(example, question, "Design a Web Crawler")
    assert off_problem(example, question, "Design a URL Shortener")


def test_words_of_talk_are_no_subject() -> None:
    # "My notes say ... is that actually right?" shares nothing with "What CAP actually says".
    assert tokens("my notes say it actually just happens, really") == tokens("my notes")
