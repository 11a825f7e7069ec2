"""What a product drawn on the canvas does not do is said where the question or brief cares."""

from dataclasses import replace

from systemcraft.coach.answering.caveats import caveats_of
from tests.coach.briefs import ask


def test_an_sqs_standard_queue_for_a_fair_waiting_room_is_said_to_keep_no_order() -> None:
    asked = ask(
        "ticketing/mediocre-2",
        "is the SQS queue the right thing for my waiting room?",
        "placement",
        "Waiting Room Queue (SQS)",
    )
    part = asked.named_facts()[0]
    [said] = caveats_of(asked, part)
    assert said.startswith("An SQS standard queue delivers each message at least once")
    # A FIFO queue keeps order: nothing to say.
    fifo = replace(part, text=f"{part.text} FIFO queue")
    assert caveats_of(asked, fifo) == []


def test_redis_pub_sub_is_said_to_keep_nothing() -> None:
    asked = ask(
        "chat-app/fair", "what if Redis Pub/Sub goes down for a minute?", "failure", "Redis Pub/Sub"
    )
    [said] = caveats_of(asked, asked.named_facts()[0])
    assert said.startswith("Redis Pub/Sub keeps nothing")
