"""What the coach's answers must always do, checked on its evaluation set (questions written by
people who never saw the coach, about designs of the calibration set) and on every calibration
design: a sizing answer carries the brief's figure and a count; a part with a spare is never
called a single copy; two different questions on one design never get the same answer."""

import json
import re
from collections import defaultdict
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.design_facts import read_facts
from systemcraft.coach.intent import Part
from systemcraft.config import REPO_ROOT, Settings
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.design import read_document
from systemcraft.main import create_app
from tests.assessment.calibration import CALIBRATION_SET, load_cases, problem_expectations
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.local_client import local_client

EVALUATION = Path(__file__).with_name("evaluation") / "questions.json"
ONE_COPY = re.compile(r"\b(one copy|single copy|single point of failure)\b", re.IGNORECASE)
# A count of the parts a sizing answer is about: copies, shards, nodes, servers; or of the
# characters a code needs, for a code space's size.
A_COUNT = re.compile(r"\b\d[\d,]*\s+(copies|copy|shards?|nodes?|servers?|gateways?|characters)\b")

what_the_coach_says = on_one_database("sqlite")


@pytest.fixture
def evaluator(curriculum_settings: Settings) -> Iterator[TestClient]:
    """The app with the coach's per-user budget lifted: one reviewer's batch, not a user's
    minute."""
    lifted = {"coach_rate_limit": "10000/minute", "coach_address_rate_limit": "10000/minute"}
    app = create_app(curriculum_settings.model_copy(update=lifted))
    with local_client(app, raise_server_exceptions=False) as client:
        yield client


@cache
def questions() -> list[dict[str, Any]]:
    loaded: list[dict[str, Any]] = json.loads(EVALUATION.read_text())
    return loaded


def answers(client: TestClient) -> dict[str, str]:
    session = sign_in(client, "Evaluator", tier=3)
    said = {}
    for number, question in enumerate(questions()):
        design = json.loads((CALIBRATION_SET / f"{question['design']}.json").read_text())
        body = {
            "message": question["question"],
            "session_id": f"eval-{number:04d}",
            "design": design,
        }
        response = client.post("/api/chat", json=body, headers=bearer(session))
        assert response.status_code == 200, (question["id"], response.text)
        said[question["id"]] = response.json()["response"]
    return said


@what_the_coach_says
def test_the_evaluation_sets_answers_keep_their_promises(evaluator: TestClient) -> None:
    # One test, so that each question is asked once.
    said = answers(evaluator)
    figures = {
        problem: [f for f in expectations.rubric.figures if f.unit == "per second"]
        for problem, expectations in problem_expectations().items()
        if expectations.rubric
    }
    for question in questions():
        answer = said[question["id"]]
        if question["kind"] == "sizing" and "has no" not in answer:
            peaks = [said for f in figures[question["problem"]] for said in _written(f.value)]
            assert any(peak in answer for peak in peaks), (question["id"], answer)
            assert A_COUNT.search(answer), (question["id"], answer)
        # A store the run sends no writes to is never said to take none; the run's list of
        # flows it could not follow is not given as the design's.
        assert "about 0 writes" not in answer, (question["id"], answer)
        assert "Not in the design:" not in answer, (question["id"], answer)
        for line in answer.splitlines():
            _busy_follows_from_the_figures(line)
        if question["kind"] in ("sizing", "sharding"):
            # A store takes no more writes than the whole system makes at its peak.
            peak = _write_peak(question["problem"])
            for said_writes in WRITES.findall(answer):
                assert _number(said_writes) <= peak, (question["id"], said_writes, answer)
    by_design: dict[str, list[str]] = defaultdict(list)
    for question in questions():
        by_design[question["design"]].append(said[question["id"]])
    for design, given in by_design.items():
        assert len(set(given)) == len(given), f"two questions on {design} got one answer"


SIZED = re.compile(
    r"about ([\d,.]+(?: million)?) requests a second reach it[^;]*; .*? serves about "
    r"([\d,.]+(?: million)?), .*?runs ([\d,]+) cop(?:y|ies)[^,]*, which (?:is|are) ([\d,]+)% busy"
)


def _busy_follows_from_the_figures(line: str) -> None:
    """ "20,200 requests ... one copy serves about 5,000 ... runs 4 copies, which are 101% busy":
    the share an answer gives follows from the figures it gives, within their rounding."""
    found = SIZED.search(line)
    if found is None:
        return
    demand, per_copy = _number(found[1]), _number(found[2])
    copies, busy = int(found[3].replace(",", "")), int(found[4].replace(",", ""))
    expected = min(demand / (copies * per_copy) * 100, 999)
    assert abs(busy - expected) <= max(2, expected * 0.02), (line, expected)


WRITES = re.compile(r"about ([\d,.]+(?: million)?) writes a second")


def _number(written: str) -> float:
    if written.endswith(" million"):
        return float(written.removesuffix(" million").replace(",", "")) * 1e6
    return float(written.replace(",", ""))


@cache
def _write_peak(problem_id: str) -> float:
    problem = next(p for p in read_curriculum(REPO_ROOT / "content").problems if p.id == problem_id)
    scale = problem.scale.model_dump() if problem.scale else {}
    return float(scale.get("writes_per_second", {}).get("peak") or float("inf"))


def _written(value: float) -> tuple[str, ...]:
    """A figure as an answer may write it: "20,000", or "1 million" (rounded to a tenth)."""
    millions = f"{value / 1e6:,.1f}".removesuffix(".0")
    return (f"{value:,.0f}", f"{millions} million")


def test_a_part_with_a_spare_is_never_called_a_single_copy() -> None:
    """Every component of every calibration design that the assessment reads as surviving the
    loss of a machine: asked what happens when it fails, the coach never says it is one copy."""
    checked = 0
    for case in load_cases():
        document = read_document(case.document)
        expectations = problem_expectations()[case.problem_id]
        facts = read_facts(document, expectations)
        for part in facts.parts:
            if not part.spare or part.external:
                continue
            named = (Part(part.node.id, part.label, part.node.role),)
            ask = Ask(f"what happens if {part.label} fails?", "failure", named, (), facts)
            said = answer_failure(ask) or ""
            assert not ONE_COPY.search(said), (case.key, part.label, said)
            checked += 1
    assert checked > 1_000


def test_the_canvas_default_replication_is_named_as_a_default_not_as_replicas() -> None:
    """A database whose replication property still reads the canvas's "master-slave", with
    nothing else saying it has a replica, is one copy, and the coach says why."""
    document = {
        "problem": {"id": "url-shortener", "title": "Design a URL Shortener"},
        "design": {
            "components": [
                {
                    "id": "api",
                    "type": "primitive",
                    "label": "API",
                    "metadata": {
                        "component_type": "server",
                        "customLogic": "",
                        "customProperties": [],
                    },
                },
                {
                    "id": "db",
                    "type": "primitive",
                    "label": "Links DB",
                    "metadata": {
                        "component_type": "database",
                        "customLogic": "",
                        "customProperties": [
                            {"key": "engine", "value": "PostgreSQL"},
                            {"key": "replication", "value": "master-slave"},
                        ],
                    },
                },
            ],
            "connections": [
                {
                    "id": "c1",
                    "start": "api",
                    "end": "db",
                    "label": "",
                    "properties": {
                        "protocol": "TCP",
                        "latency": "",
                        "sync": "Synchronous",
                        "description": "",
                    },
                }
            ],
        },
    }
    facts = read_facts(read_document(document), problem_expectations()["url-shortener"])
    database = facts.of("db")
    assert database is not None
    assert database.replication_default
    assert not database.spare
    named = (Part("db", "Links DB", "database"),)
    said = answer_failure(Ask("what if Links DB dies?", "failure", named, (), facts)) or ""
    assert "canvas default (master-slave)" in said


def test_a_cache_said_to_have_no_persistence_is_not_called_persisted() -> None:
    """The url-shortener's fair design keeps click counters in a Redis it says has "no
    persistence": its failure answer says the counters are lost, not that a restart keeps them."""
    case = next(c for c in load_cases() if c.key == "url-shortener/fair")
    facts = read_facts(read_document(case.document), problem_expectations()["url-shortener"])
    redis = next(p for p in facts.parts if p.node.role == "cache")
    named = (Part(redis.node.id, redis.label, redis.node.role),)
    said = answer_failure(Ask("what if my Redis goes down?", "failure", named, (), facts)) or ""
    assert "keeps counters" in said
    assert "It is persisted" not in said
    assert "go to the store behind it" in said  # its redirects fall back to the database
