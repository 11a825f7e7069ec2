"""What a failure or sizing answer says of copies and load is what the design says: copies that
split the work are no spares, a count the design never wrote is no spare drawn, a part with no
spare is not waited on for one, a leaderless store has no primary, state a cache keeps has no
store to be read from instead, and a question the notes touch is not said to be missing."""

import json
from dataclasses import replace
from typing import Any

from systemcraft.coach.answering.decisions import decision_block
from systemcraft.coach.answering.failure import answer_failure, best_change
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.design_facts import read_facts
from systemcraft.design import read_document
from tests.assessment.calibration import CALIBRATION_SET, problem_expectations
from tests.coach.briefs import ask, facts, with_run


def test_copies_that_each_own_a_share_of_the_work_are_not_called_spares() -> None:
    asked = ask("web-crawler/good", "what if it dies?", "failure", "Recrawl scheduler")
    [part] = asked.named_facts()
    said = best_change(asked, part)
    assert "not spares" in said
    assert "It already has a spare" not in said
    # "16, one per host shard group": sixteen owners of a share each, not sixteen spares.
    asked = ask(
        "web-crawler/drawn-excellent-rare", "what if one dies?", "failure", "Host dispatcher"
    )
    [part] = asked.named_facts()
    assert "not spares" in best_change(asked, part)


def test_a_service_with_no_count_may_have_a_spare_and_is_asked_for_its_count() -> None:
    asked = ask("news-feed/fair", "what if it crashes?", "failure", "Post Service")
    [part] = asked.named_facts()
    assert part.copies == 1
    assert part.spare
    said = best_change(asked, part)
    assert said.startswith("It may already have a spare:")
    assert "Write the count on it." in said


def test_a_part_with_no_spare_is_not_said_to_wait_for_one() -> None:
    asked = ask("url-shortener/fair", "what if my Redis goes down?", "failure", "Redis")
    said = answer_failure(asked) or ""
    assert "- While it is down, " in said
    assert "Until a spare takes over" not in said


def test_a_leaderless_store_is_sized_by_its_nodes_not_a_primary() -> None:
    asked = ask("web-crawler/good", "is it enough?", "sizing", "URL state DB (Cassandra)")
    said = answer_sizing(with_run(asked, "web-crawler/good")) or ""
    assert "one node takes about" in said
    assert "primary" not in said


def test_a_sharded_relational_store_keeps_one_primary_a_shard() -> None:
    asked = ask("news-feed/fair", "is it sized?", "sizing", "Posts DB")
    said = answer_sizing(with_run(asked, "news-feed/fair")) or ""
    assert "one primary takes about" in said
    assert "one node takes" not in said


def test_an_open_decision_the_notes_touch_is_quoted_where_they_touch_it() -> None:
    ties = next(d for d in facts("leaderboard/good").decisions if d.decision.id == "ties")
    assert ties.state == "open"
    said = decision_block(ties)
    assert "Your notes touch it (“Ties: Redis orders equal scores by member id" in said
    assert "I did not find your answer" not in said


def test_copies_that_split_the_work_are_said_so_and_not_waited_on() -> None:
    asked = ask("web-crawler/good", "what if it dies?", "failure", "Recrawl scheduler")
    said = answer_failure(asked) or ""
    assert "each with its own share of the work (“one per token range”)" in said
    assert "losing one leaves the others" not in said
    assert "Until a spare takes over" not in said


def test_cores_written_as_an_average_are_taken_to_the_briefs_peak() -> None:
    # ~28k cores busy on average, uploads at 17 a second at peak against 6 on average.
    asked = ask(
        "video-streaming/solid",
        "is 28k cores enough?",
        "sizing",
        "Encoder workers (spot, autoscaled)",
    )
    said = answer_sizing(with_run(asked, "video-streaming/solid")) or ""
    assert "Your text gives “\\~28k cores busy on average”, an average" in said
    assert "about 79,300 cores busy, and about 113,300 kept under 70% busy" in said


def test_a_key_declared_on_the_code_anywhere_mends_a_check_then_insert() -> None:
    # The fair design checks that a code is free, then inserts it, and declares links(code PK):
    # the database refuses a second insert, so no two requests can take one code.
    def code_generation(document: dict[str, Any]) -> str:
        read = read_facts(read_document(document), problem_expectations()["url-shortener"])
        return next(d.state for d in read.decisions if d.decision.id == "code-generation")

    fair = json.loads((CALIBRATION_SET / "url-shortener/fair.json").read_text())
    assert code_generation(fair) != "wrong"
    keyed_by_id = json.loads(json.dumps(fair).replace("links(code PK,", "links(id PK, code,"))
    assert code_generation(keyed_by_id) == "wrong"


def test_a_core_count_of_hundreds_of_digits_is_no_figure_to_scale() -> None:
    asked = ask("video-streaming/solid", "enough?", "sizing", "Encoder workers (spot, autoscaled)")
    assert asked.facts is not None
    [encoders] = asked.named_facts()
    huge = replace(encoders, text=f"{'9' * 400} cores busy on average")
    only_it = replace(asked, facts=replace(asked.facts, parts=(huge,)))
    said = answer_sizing(with_run(only_it, "video-streaming/solid")) or ""
    assert "inf" not in said
    assert "say how many machines those cores make" in said


def test_a_settled_decision_is_quoted_by_the_sentence_that_settles_it() -> None:
    """Not a long note's opening, and "1.5 TB" is no end of a sentence."""
    said = {d.decision.id: d.said for d in facts("video-streaming/solid").decisions if d.said}
    assert "Origin shield tier in front of the bucket so the origin sees < 5% of bytes." in (
        said.values()
    ), said
