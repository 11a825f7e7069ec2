"""A part the run ends its flows before is sized from what its callers take, and a break on
another flow is said not to limit the parts asked about."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run

KEY = "typeahead/excellent-5"
QUESTION = "Are my ~30 Trie Serving Shards nodes too few for the 70k/s peak?"


def _sized() -> str:
    asked = with_run(ask(KEY, QUESTION, "sizing", "Trie Serving Shards (in memory)"), KEY)
    return answer_sizing(asked) or ""


def test_a_part_the_run_sends_nothing_is_sized_from_its_callers() -> None:
    said = _sized()
    # The CDN's misses, 45,500 a second, end at the Suggest Frontend, which calls the shards.
    assert "**Suggest Frontend** takes about 45,500 requests a second at the peak" in said, said
    assert "at one call each, about 45,500 reach it" in said
    # "replicas: 3 per group per region" over the notes' "3 regions active-active": 30 a region.
    assert "Your design runs 90 copies" in said
    assert "count their reads and writes a request to size it" not in said


def test_the_runs_verdict_is_left_to_the_simulate_tab() -> None:
    # The run routes every flow it can through a part: its "breaks at" names a part the
    # question is not about (here the Search Service, on the searches recorded).
    said = _sized()
    assert "Search Service (existing)" not in said, said
    assert "Breaks at" not in said, said
    assert "The design run under" not in said, said
    assert "The Simulate tab runs your design at the brief's peak" in said, said


def test_copies_that_split_the_data_are_counted_by_slice() -> None:
    said = _sized()
    assert "They split the data, so each slice's copies take only the requests" in said, said
    assert "Enough, with a zone to spare" not in said.split("Trie Serving Shards")[1][:600]
