"""Polling is load: every client asking every few seconds, whether or not anything changed."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, facts, with_run


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


def test_polls_that_the_servers_answer_from_the_store_are_counted_on_the_store() -> None:
    """Every GET /changes runs a query: the 2 million polls a second reach MySQL too, which
    sized on the brief's commits and fetches alone looks fine."""
    key = "file-sync/terrible"
    question = (
        "Can my MySQL master-slave pair keep up with every desktop client polling /changes "
        "every 30 seconds?"
    )
    said = answer_sizing(with_run(ask(key, question, "sizing", "MySQL"), key)) or ""
    assert "Polls reach **MySQL** too: the 2 million polls a second that **Sync Server**" in said
    assert "286 copies for the polls alone" in said, said


def test_a_load_past_ten_times_a_copy_is_said_in_times_not_a_capped_percentage() -> None:
    key = "file-sync/terrible"
    question = "How many Sync Server instances do I need with clients polling every 30 seconds?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Sync Server"), key)) or ""
    assert "about 413 times over capacity at peak" in said, said
    assert "999%" not in said


def test_a_media_briefs_bytes_size_the_servers_that_carry_them() -> None:
    """No CDN or object store drawn: the 400 Gbps of photos leave through the API servers."""
    key = "photo-sharing/buzzword-weak-6"
    question = "How many Backend API server instances do I need at the 50,000 pages/s peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Backend API server"), key)) or ""
    assert "the brief's peak is about 400 Gbps (its own figure)" in said, said
    assert "58 servers for the bytes alone" in said


def test_no_bytes_line_for_a_brief_of_small_records_or_where_storage_carries_the_bytes() -> None:
    key = "chat-app/beginner"  # 1.4 Gbps at peak: messages, not media
    question = "How many Chat Servers do I need?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Chat Server"), key)) or ""
    assert "for the bytes alone" not in said, said
    key = "file-sync/terrible"  # 130 Gbps, but the files go to the object store drawn
    question = "How many Sync Server instances do I need?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Sync Server"), key)) or ""
    assert any(p.node.role == "object-store" for p in facts(key).parts)
    assert "for the bytes alone" not in said, said
