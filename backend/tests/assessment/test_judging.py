"""Judging against a rubric: answering the brief earns the points, and a design that misses a
flow, answers another brief or wires everything to everything is capped."""

import re
from typing import Any

from systemcraft.assessment.engine import assess
from systemcraft.assessment.engine.rubric.result import RubricResult
from systemcraft.assessment.engine.rubric.schema import Rubric
from systemcraft.design import read_document
from tests.assessment.builders import Sketch, checked, rubric_total
from tests.assessment.calibration import load_cases, problem_expectations

RUBRIC = Rubric.model_validate(
    {
        "terms": ["short link", "redirect", "alias", "expiry"],
        "subject": r"short link|redirect",
        "flows": [
            {"id": "redirect", "name": "Redirect", "path": ["client", "service", "database"]},
            {"id": "count", "name": "Count clicks", "path": ["service", ["queue", "log"]]},
        ],
        "requirements": [{"id": "alias", "name": "Custom aliases", "evidence": [r"\balias"]}],
        "data": [{"what": "link mappings", "roles": ["database"]}],
        "decisions": [
            {
                "id": "codes",
                "dimension": "consistency",
                "question": "How are short codes kept unique?",
                "evidence": [r"base ?62", r"counter (range|block)"],
                "pitfalls": [
                    {
                        "pattern": r"auto[ -]?increment",
                        "unless": r"permut",
                        "problem": "Codes that count up can be guessed.",
                        "fix": "Permute the counter.",
                    }
                ],
                "lesson": "sharding",
            },
            {
                "id": "degraded",
                "dimension": "fault_tolerance",
                "question": "What happens when the cache fails?",
                "evidence": [r"fall ?back", r"degrad"],
                "lesson": "caching",
            },
        ],
        "figures": [
            {
                "what": "peak redirects",
                "value": 20000,
                "unit": "per second",
                "flow": "redirect",
                "loads": [["cache", "database"]],
            }
        ],
    }
)


def total(sketch: Sketch, notes: dict[str, str] | None = None) -> int:
    document: dict[str, Any] = sketch.document()
    document["design"]["notes"] = notes or {}
    return rubric_total(checked(read_document(document), RUBRIC))


def answer() -> Sketch:
    sketch = Sketch().add("lb", replicas="2").add("api", replicas="4", label="Redirect service")
    sketch.add("db", replication="sync standby", label="Links DB (short link -> url, alias)")
    sketch.add("queue", label="Click events (expiry, redirect counts)", replicas="3")
    return sketch.chain("web", "lb", "api", "db").link("api", "queue")


NOTES = {
    "estimates": "20k redirects/s at peak, 200 creates/s; 6B links over 10 years at 500 B: 3 TB",
    "data_model": "base62 codes from counter ranges",
    "failure_handling": "fall back to the database when the cache is down",
}


def test_an_answer_that_shows_its_decisions_beats_the_same_drawing_without_them() -> None:
    assert total(answer(), NOTES) > total(answer()) >= 6


def test_a_missing_flow_caps_the_total_at_mediocre() -> None:
    no_counting = Sketch().add("api", replicas="4", label="Redirect service, alias, expiry")
    no_counting.add("db", replication="sync", label="Short link DB").chain("web", "api", "db")
    assert total(no_counting, NOTES) <= 7


def test_a_design_for_another_brief_is_capped_low() -> None:
    chat = Sketch().add("lb", replicas="2").add("api", replicas="4", label="Chat service")
    chat.add("db", replication="sync", label="Messages DB").add("queue", label="Deliveries")
    chat.chain("web", "lb", "api", "db").link("api", "queue")
    chat_notes = {
        "estimates": "20k messages/s at peak",
        "data_model": "messages keyed by conversation id, base62 message ids",
        "failure_handling": "fall back to polling when the socket drops",
    }
    assert total(chat, chat_notes) <= 3


def test_everything_wired_to_everything_is_capped_low_and_empty_is_zero() -> None:
    mesh = answer().add("cache").add("cdn").add("worker")
    ids = [component["id"] for component in mesh.components]
    for index, start in enumerate(ids):
        for end in ids[index + 1 :]:
            mesh.link(start, end)
    assert total(mesh, NOTES) <= 3
    assert total(Sketch(), NOTES) == 0


def judged(sketch: Sketch, notes: dict[str, str]) -> RubricResult:
    document: dict[str, Any] = sketch.document()
    document["design"]["notes"] = notes
    return checked(read_document(document), RUBRIC)


def test_a_wrong_answer_fails_its_decision_unless_the_same_passage_mends_it() -> None:
    counted = {**NOTES, "data_model": "base62 of an auto-increment id"}
    permuted = {**NOTES, "data_model": "base62 of an auto-increment id, permuted (Feistel)"}
    wrong = judged(answer(), counted)
    assert [found.decision.id for found in wrong.pitfalls] == ["codes"]
    assert "codes" in {decision.id for decision in wrong.open_questions}
    assert judged(answer(), permuted).pitfalls == ()
    assert rubric_total(judged(answer(), NOTES)) > rubric_total(wrong)


def test_a_design_that_never_names_the_brief_is_off_it_whatever_terms_it_shares() -> None:
    files = Sketch().add("lb", replicas="2").add("api", replicas="4", label="File service")
    files.add("db", replication="sync standby", label="Files DB (alias, expiry)")
    files.add("queue", label="Download events", replicas="3")
    files.chain("web", "lb", "api", "db").link("api", "queue")
    notes = {**NOTES, "estimates": "20k downloads/s at peak"}
    assert not judged(answer(), NOTES).off_brief
    assert judged(files, notes).off_brief
    assert rubric_total(judged(files, notes)) <= 3


def test_a_rate_loads_only_the_flow_it_names() -> None:
    # The click queue is on the other flow: a single database on the redirect flow falls short.
    single = judged(answer(), NOTES)
    (load_check,) = [c for c in single.checks if c.name == "capacity for the peak"]
    assert [n.label for item in load_check.failed for n in getattr(item, "nodes", ())] == [
        "Links DB (short link -> url, alias)"
    ]


def test_a_requirement_nothing_handles_caps_a_good_answer_and_is_named() -> None:
    handled = judged(answer(), NOTES)
    without = answer()
    for component in without.components:
        component["label"] = component["label"].replace(", alias", "")
    unhandled = judged(without, NOTES)
    assert handled.missing_requirements == ()
    assert unhandled.missing_requirements == ("Custom aliases",)
    assert rubric_total(unhandled) == 10 < rubric_total(handled)


def test_the_verdict_names_the_requirement_left_out() -> None:
    sketch = Sketch().add("lb", replicas="2")
    sketch.add("api", replicas="4", label="Shortener: base62 short code, 302 redirect to long url")
    sketch.add("cache", label="Hot links cache (short url, slug, collision check)")
    sketch.add("db", replication="sync", label="Links DB")
    sketch.chain("web", "lb", "api", "cache").link("api", "db")
    result = sketch.judge("url-shortener")
    assert "nothing in it handles “Custom aliases”, “Link expiry” and “Click counts" in (
        result.analysis
    )
    assert {f.rule_id for f in result.findings} >= {"brief-requirement"}


def _without_numbers(value: Any) -> Any:
    """The same document with every digit taken out of what the user wrote."""
    if isinstance(value, str):
        return re.sub(r"\d", "", value)
    if isinstance(value, list):
        return [_without_numbers(item) for item in value]
    if isinstance(value, dict):
        # Ids and step numbers are the document's own structure, not what the user wrote.
        return {
            key: item if key in ("id", "start", "end", "label") else _without_numbers(item)
            for key, item in value.items()
        }
    return value


def test_a_design_that_writes_no_numbers_is_capped_and_told_to_size_itself() -> None:
    (strong,) = [case for case in load_cases() if case.key == "chat-app/excellent"]
    expectations = problem_expectations()["chat-app"]
    sized = assess(read_document(strong.document), expectations)
    drawn_only = assess(read_document(_without_numbers(strong.document)), expectations)
    assert sized.scores.total >= 13
    assert drawn_only.scores.total <= 8
    assert "brief-numberless" in {f.rule_id for f in drawn_only.findings}
    assert "brief-numberless" not in {f.rule_id for f in sized.findings}
    assert "sizes none of them: it gives no numbers" in drawn_only.analysis
