"""The rule registry: every rule declared once, in the order of importance, with what its
findings carry."""

import importlib
import pkgutil
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from systemcraft.assessment.engine import rules as rules_package
from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.lessons import CITABLE, written
from systemcraft.assessment.engine.rules import RULES
from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.rules.registry import Registry, Rule
from systemcraft.assessment.engine.wording.messages import say
from systemcraft.design import read_document
from tests.assessment.builders import Sketch, weights
from tests.assessment.corpus import assessments

# Findings of equal severity are reported in this order.
IMPORTANCE = [
    "client-to-data",
    "client-direct-data",
    "single-point-of-failure",
    "horizontal-scaling",
    "database-replication",
    "realtime",
    "fan-out",
    "async-work",
    "cdn",
    "read-cache",
    "database-sharding",
    "queue-consumer",
    "queue-durability",
    "load-balancer-health-check",
    "synchronous-chain",
    "cache-invalidation",
    "isolated-component",
    "unrecognised-component",
]


# Beside the rules, their machinery: how a rule declares itself and what it looks at.
MACHINERY = ("registry", "context")


def rule_modules() -> Iterator[ModuleType]:
    for module in pkgutil.iter_modules(rules_package.__path__):
        if module.name not in MACHINERY:
            yield importlib.import_module(f"{rules_package.__name__}.{module.name}")


def context(sketch: Sketch, problem_id: str) -> Context:
    graph = build_graph(read_document(sketch.document()).design)
    return Context(graph, weights(problem_id))


def test_the_rules_come_in_order_of_importance_with_unique_ids() -> None:
    ids = [rule.id for rule in RULES]
    assert ids == IMPORTANCE
    assert len(ids) == len(set(ids))
    assert [rule.rank for rule in RULES] == sorted({rule.rank for rule in RULES})


def test_importing_the_package_registers_every_rule_defined_in_it_once() -> None:
    defined: list[Rule] = []
    for module in rule_modules():
        public = {name: value for name, value in vars(module).items() if not name.startswith("_")}
        found = [value for value in public.values() if isinstance(value, Rule)]
        assert found, f"{module.__name__} declares no rule"
        defined += [rule for rule in found if rule.observe.__module__ == module.__name__]
        # A check written without @rule would be a plain public function here, never applied.
        loose = [
            name
            for name, value in public.items()
            if callable(value) and getattr(value, "__module__", None) == module.__name__
        ]
        assert loose == [], f"{module.__name__}: functions never registered as rules"
    assert sorted(defined, key=lambda rule: rule.rank) == list(RULES)


def test_every_lesson_a_rule_declares_is_written_or_planned() -> None:
    for rule in RULES:
        assert set(rule.lessons) <= CITABLE, rule.id


def test_each_registered_rule_reports_under_its_own_id() -> None:
    designs = [
        Sketch(),
        Sketch().chain("web", "api", "db").link("web", "db").add("cache").add("queue"),
        Sketch().add("lb", healthCheck="HTTP").chain("web", "cdn", "lb", "api", "cache", "db"),
    ]
    seen: set[str] = set()
    for sketch in designs:
        for problem_id in ("chat-app", "video-streaming"):
            for rule in RULES:
                ids = {draft.rule_id for draft in rule(context(sketch, problem_id))}
                assert ids <= {rule.id}, rule.id
                seen |= ids
    assert len(seen) > len(RULES) // 2


def test_every_dimension_and_lesson_a_rule_declares_is_one_it_reports() -> None:
    """So a declaration lists nothing stale, and the pinned corpus covers every kind of
    finding."""
    reported = {
        (finding.rule_id, finding.dimension, finding.lesson)
        for result in assessments().values()
        for finding in result.findings
    }
    for rule in RULES:
        assert {dimension for id_, dimension, _ in reported if id_ == rule.id} == set(
            rule.dimensions
        ), rule.id
        # A planned lesson is linked through the written one that stands in for it.
        declared = {written(lesson) for lesson in rule.lessons}
        assert {lesson for id_, _, lesson in reported if id_ == rule.id} == declared, rule.id


def test_a_finding_takes_its_id_dimension_and_lesson_from_the_declaration() -> None:
    registry = Registry()

    @registry.rule("probe", rank=1, dimension="consistency", lesson="caching")
    def probe(ctx: Context) -> Iterator[Observation]:
        yield Observation(severity="minor", nodes=(), message=say("m"), why="w")

    [draft] = probe(context(Sketch(), "chat-app"))
    assert (draft.rule_id, draft.dimension, draft.lesson) == ("probe", "consistency", "caching")


def test_a_finding_may_name_only_a_dimension_or_lesson_its_rule_declared() -> None:
    registry = Registry()

    @registry.rule(
        "probe",
        rank=1,
        dimension="consistency",
        lesson="caching",
        other_dimensions=("scalability",),
        other_lessons=("sharding",),
    )
    def probe(ctx: Context) -> Iterator[Observation]:
        yield Observation(
            severity="minor",
            nodes=(),
            message=say("m"),
            why="w",
            dimension="scalability",
            lesson="sharding",
        )

    @registry.rule("stray", rank=2, dimension="consistency", lesson="caching")
    def stray(ctx: Context) -> Iterator[Observation]:
        yield Observation(severity="minor", nodes=(), message=say("m"), why="w", lesson="sharding")

    empty = context(Sketch(), "chat-app")
    [draft] = probe(empty)
    assert (draft.dimension, draft.lesson) == ("scalability", "sharding")
    with pytest.raises(ValueError, match="'stray' reported 'sharding'"):
        list(stray(empty))


def never(ctx: Context) -> Iterator[Observation]:
    yield from ()


def test_a_declaration_that_clashes_or_comes_late_is_refused() -> None:
    registry = Registry()
    registry.rule("probe", rank=1, dimension="consistency", lesson="caching")(never)
    with pytest.raises(ValueError, match="declared twice"):
        registry.rule("probe", rank=2, dimension="consistency", lesson="caching")(never)
    with pytest.raises(ValueError, match="shares rank 1"):
        registry.rule("other", rank=1, dimension="consistency", lesson="caching")(never)
    with pytest.raises(ValueError, match="unknown lessons"):
        registry.rule("other", rank=2, dimension="consistency", lesson="no-such-lesson")(never)
    assert [rule.id for rule in registry.close()] == ["probe"]
    with pytest.raises(RuntimeError, match="after the rules were loaded"):
        registry.rule("late", rank=3, dimension="consistency", lesson="caching")(never)


def test_the_engine_imports_nothing_of_the_web_or_the_database() -> None:
    code = (
        "import sys, systemcraft.assessment.engine\n"
        "print(sorted({name.split('.')[0] for name in sys.modules}))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    for package in ("fastapi", "starlette", "sqlalchemy", "alembic", "psycopg", "httpx"):
        assert f"'{package}'" not in loaded
