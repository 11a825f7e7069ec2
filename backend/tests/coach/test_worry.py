"""A review question that says what the learner is least sure of is met there first: which parts
on the brief's flows the failure notes name, and which they leave out."""

from systemcraft.coach.answering.worry import worry_block
from tests.coach.briefs import ask

QUESTION = (
    "What's the first thing I should fix? I'm least sure about what happens when something "
    "breaks in the middle of an answer."
)


def test_a_worry_about_failure_names_the_parts_the_notes_leave_out() -> None:
    said = worry_block(ask("llm-chat-service/good", QUESTION, "review")) or ""
    assert said.startswith(
        "**On what you are least sure of** (“what happens when something breaks in the middle "
        "of an answer”): your failure notes name "
    )
    named, left = said.split("; they leave out ")
    assert "**Chat gateway (SSE)**" in named  # "Gateways ... are stateless" names it
    assert "**DynamoDB (messages)**" in named
    assert left.startswith("**Redis (quotas + conversation list cache)**.")


def test_no_worry_or_one_about_something_else_adds_nothing() -> None:
    assert worry_block(ask("llm-chat-service/good", "What should I fix first?", "review")) is None
    other = "What should I fix first? I'm not sure about the capacity math."
    assert worry_block(ask("llm-chat-service/good", other, "review")) is None
