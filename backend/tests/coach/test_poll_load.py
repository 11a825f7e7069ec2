"""Polling is load: every client asking every few seconds, whether or not anything changed."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


def test_clients_that_poll_send_their_count_over_the_interval_every_second() -> None:
    key = "chat-app/beginner"
    question = (
        "How many Chat Servers do I need for 70,000 messages a second at peak? Clients poll "
        "GET /messages every 5 s."
    )
    said = answer_sizing(with_run(ask(key, question, "sizing", "Chat Server"), key)) or ""
    # The brief keeps 10 million connections open at the busiest hour.
    assert "10 million ÷ 5 s = 2 million requests a second on **Chat Server**" in said, said
    assert "572 copies for the polls alone" in said
    # The part's own count carries the polls, not only the messages.
    assert "with the 2 million polls a second below, about 2.1 million requests a second" in said


def test_no_poll_said_is_no_poll_load() -> None:
    key = "chat-app/beginner"
    question = "How many Chat Servers do I need for 70,000 messages a second at peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Chat Server"), key)) or ""
    assert "Polling:" not in said, said
