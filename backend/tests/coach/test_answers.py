"""The built-in answer: what the design has to do with the question first, then the lessons."""

import re
from collections.abc import Sequence

from markdown_it import MarkdownIt

from systemcraft.assessment.engine import Finding
from systemcraft.coach.answers import WORD_BUDGET, compose
from systemcraft.coach.focus import focus_on
from systemcraft.coach.intent import Part, read_intent
from systemcraft.coach.retrieval import Hit
from tests.coach.factory import PARTS, finding, hit

CACHING = hit(
    "caching",
    "Caching",
    "Cache-aside is the default. Give every entry a TTL so that stale entries expire.",
    heading="Cache-aside",
)
REPLICATION = hit("replication", "Database Replication", "A replica takes over when one fails.")
TTL = finding(
    "minor",
    "redis",
    message="Redis keeps entries forever.",
    why="Stale reads.",
    lesson="caching",
)
REDIS_GOOD = finding("strength", "redis", message="Redis answers repeated reads.")
ONE_COPY = finding(
    "major", "db", message="Links DB keeps one copy.", why="A disk dies.", lesson="replication"
)
FINDINGS = [TTL, REDIS_GOOD, ONE_COPY]


def answer(
    question: str,
    parts: Sequence[Part] = PARTS,
    findings: Sequence[Finding] = FINDINGS,
    hits: Sequence[Hit] = (CACHING,),
) -> str:
    focus = focus_on(question, read_intent(question, parts), parts, findings)
    return compose(question, hits, focus)


def text_of(markdown: str) -> str:
    return re.sub(r"<[^>]+>", "", MarkdownIt("commonmark").render(markdown))


def test_a_named_component_leads_with_its_findings_by_label() -> None:
    reply = answer("Is my Redis cache a problem?")
    assert reply.index("**Redis**") < reply.index("Redis keeps entries forever.")
    assert reply.index("Redis keeps entries forever.") < reply.index("From the lessons")
    assert "Links DB keeps one copy." not in reply  # another component's problem is not asked
    assert "[Caching](/learn/caching)" in reply


def test_a_named_component_without_problems_says_so_plainly_and_signs_nothing_off() -> None:
    reply = answer("Is Redis ok?", findings=[REDIS_GOOD, ONE_COPY])
    assert "**Redis**" in reply
    assert "the design checks flag nothing on it, which is not a sign-off" in reply
    assert "Redis answers repeated reads." in reply


def test_a_concept_the_design_lacks_is_said_to_be_missing_and_read_about() -> None:
    bare = (Part("client", "Client", "client"), Part("db", "Links DB", "database"))
    question = "Should I put a cache in front of the database for redirects, and what TTL?"
    reply = answer(question, parts=bare, findings=[ONE_COPY])
    assert "Your design has no cache yet." in reply
    assert "Give every entry a TTL" in reply  # the passage's sentence that fits the question
    assert "**Links DB**" in reply  # "the database" names the one the design has
    assert "Redis" not in reply


def test_the_design_in_general_leads_with_the_worst_problems() -> None:
    reply = answer("What is the biggest single point of failure in my current design?")
    design_part = reply.split("**From the lessons**")[0]
    assert design_part.index("Links DB keeps one copy.") < design_part.index(
        "Redis keeps entries forever."
    )
    assert "Redis answers repeated reads." not in reply  # strengths do not answer "what's wrong"


def test_every_lesson_used_is_cited_as_a_link() -> None:
    reply = answer("How can I improve my design?", hits=(CACHING, REPLICATION))
    sources = reply.split("Sources: ")[1]
    assert "[Caching](/learn/caching)" in sources
    assert "[Database Replication](/learn/replication)" in sources


def test_labels_stay_text() -> None:
    evil = Part("s", "[click](https://evil.example) **bold**", "service")
    problem = finding("major", "s", message=f"{evil.label} is alone.")
    reply = answer("Is [click](https://evil.example) **bold** ok?", (evil,), [problem])
    html = MarkdownIt("commonmark").render(reply)
    assert 'href="https://evil' not in html
    assert "<strong>bold</strong>" not in html
    assert "[click](https://evil.example) **bold**" in text_of(reply)


def test_answers_stay_short() -> None:
    sentence = "A cache sentence of some length. " * 20
    long_passages = [hit(f"l{n}", f"Lesson {n}", sentence) for n in range(5)]
    why = "Words " * 25
    many = [finding("major", "db", message=f"Links DB problem {n}.", why=why) for n in range(6)]
    review = answer("How can I improve my design?", findings=many, hits=long_passages)
    assert len(review.split()) <= WORD_BUDGET + 30
    # A review cites a lesson with each problem, and quotes none beside them.
    assert "From the lessons" not in review
    about_db = answer("Is my Links DB a problem?", findings=many, hits=long_passages)
    assert len(about_db.split()) <= WORD_BUDGET + 30
    assert "From the lessons" in about_db  # however long the design part, one passage is quoted


def test_with_nothing_to_cite_there_is_no_sources_line() -> None:
    reply = answer("Should I add a CDN?", hits=())
    assert reply == "**In your design**\n\nYour design has no CDN yet."


def test_without_a_design_the_answer_is_the_lessons() -> None:
    reply = compose("What is a cache?", [CACHING], None)
    assert reply.startswith("**From the lessons**")
    assert "Cache-aside is the default." in reply


def test_nothing_found_says_so_rather_than_guessing() -> None:
    assert "could not find" in compose("Banana bread?", [], None)


def test_a_greeting_is_answered_with_a_greeting() -> None:
    assert compose("hi", [CACHING], None).startswith("Hello!")
