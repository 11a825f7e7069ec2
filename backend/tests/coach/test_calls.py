"""A store or cache's load counted from the brief's requests is one call each: where the design
says a request makes several (a loop over followers, two keys, a heartbeat on a timer), the
answer says so instead of a verdict on one call; so it does where the run sends a part far more
than the brief's figures for its flows."""

import pytest

from systemcraft.coach.answering.calls import several_calls
from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


@pytest.mark.parametrize(
    ("key", "label", "said"),
    [
        ("news-feed/fair", "Feed cache (Redis)", "loop over all the author's followers"),
        ("rate-limiter/fair", "Redis Cluster", "two keys"),
        ("chat-app/fair", "Presence cache", "heartbeat every 30s"),
    ],
)
def test_what_says_a_request_calls_a_part_several_times_is_found(
    key: str, label: str, said: str
) -> None:
    asked = ask(key, "is it enough?", "sizing", label)
    assert several_calls(asked, asked.named_facts()[0]) == said


def test_a_service_and_a_cache_called_once_a_request_have_none() -> None:
    servers = ask("url-shortener/fair", "enough?", "sizing", "App Servers (x4)")
    assert several_calls(servers, servers.named_facts()[0]) is None
    # "for every request" is one call each.
    asked = ask("url-shortener/fair", "enough?", "sizing", "Redis")
    assert several_calls(asked, asked.named_facts()[0]) is None


def test_the_sizing_verdict_gives_way_to_the_calls_a_request_makes() -> None:
    asked = ask("rate-limiter/fair", "is 6 redis shards enough?", "sizing", "Redis Cluster")
    said = answer_sizing(with_run(asked, "rate-limiter/fair")) or ""
    line = next(line for line in said.splitlines() if line.startswith("- **Redis Cluster**"))
    assert "your design says “two keys”" in line
    assert "Short of the peak" not in line
    assert "Enough" not in line


def test_where_the_run_sends_far_more_than_the_briefs_figures_both_are_said() -> None:
    # The Checkout Page Service carries 3,500 writes by the brief, but the run routes every
    # flow that can pass through it there: no "Enough" beside a run that breaks on it.
    asked = ask("payment-system/mediocre", "how many?", "sizing", "Checkout Page Service")
    said = answer_sizing(with_run(asked, "payment-system/mediocre")) or ""
    line = next(line for line in said.splitlines() if "**Checkout Page Service**" in line)
    assert "The simulation sends it about" in line
    assert "Enough" not in line
