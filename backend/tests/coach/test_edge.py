""" "Would a CDN in front help?" of a design without one: what an edge can answer, what it
hides from the servers, how stale the brief lets it be, and what the cache already there does."""

from dataclasses import replace

from systemcraft.coach.answering.placement import answer_placement
from tests.coach.briefs import ask


def _placing(key: str, question: str, label: str) -> str:
    asked = replace(ask(key, question, "placement", label), missing=("cdn",))
    return answer_placement(asked) or ""


def test_redirects_answered_at_the_edge_go_uncounted_and_the_cache_keeps_its_job() -> None:
    said = _placing(
        "url-shortener/weak",
        "Is my Redis Cache in the right spot, or would a CDN in front of the Backend Server do "
        "more for me?",
        "Cache",
    )
    assert said.startswith("Your design has no cdn yet."), said
    assert "“Link owners can view how many times each of their links was clicked.”" in said
    assert "it goes uncounted unless the CDN's logs are fed back" in said
    assert "**Cache** already answers repeated reads before they reach the store" in said


def test_a_per_user_answer_and_a_one_second_window_leave_an_edge_little() -> None:
    said = _placing(
        "leaderboard/good-6",
        "Would a CDN or a shared cache in front of /top and /me help?",
        "Redis (season sorted sets)",
    )
    assert "a response that differs by user" in said, said
    assert "An edge copy must expire within one second or be purged on every change" in said
    # A requirement about recording wins is no count of what the edge would answer.
    assert "uncounted" not in said
