"""What an answer is written from: the question, the design's facts, the brief, and whatever the
kind of question needed computed (findings, a run, passages)."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from systemcraft.assessment.engine import Finding
from systemcraft.assessment.engine.rubric.schema import Figure, Pitfall, ShardKey
from systemcraft.coach.comparisons import Compared
from systemcraft.coach.design_facts import DesignFacts, PartFacts
from systemcraft.coach.intent import Part
from systemcraft.coach.kinds import Kind
from systemcraft.coach.retrieval import Hit
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.results import ComponentResult, Simulation

_NEVER_LOSE = Pattern(
    r"\bnever\s+(be\s+)?(lose|lost)\b|\bnot\s+be\s+lost\b|\bnever\s+loses?\b|\bno\s+.{0,20}\bis\s+lost\b",
    ignore_case=True,
    groups=False,
)


SECONDS_A_DAY = 86_400


@dataclass(frozen=True)
class Growth:
    """The data the brief's writes leave over its retention, with the figures it comes from."""

    writes: float  # a second, on average
    each: float  # bytes a write
    days: float

    @property
    def total(self) -> float:
        return self.writes * self.each * SECONDS_A_DAY * self.days


@dataclass(frozen=True)
class Brief:
    """The problem as the learner was given it."""

    title: str
    requirements: tuple[str, ...]  # functional, then non-functional
    figures: tuple[Figure, ...]  # the brief's numbers as the rubric states them
    scale: Mapping[str, Any] = field(default_factory=dict)
    keys: tuple[ShardKey, ...] = ()  # keys its stores may be split by
    hot_keys: str | None = None
    non_functional: tuple[str, ...] = ()  # the requirements on how well, not what
    description: str = ""  # the story the brief opens with ("20,000 servers in 6 data centres")
    # The wrong answers interviewers catch for this brief, with what goes wrong and the fix.
    pitfalls: tuple[Pitfall, ...] = ()

    @property
    def never_lose(self) -> str | None:
        """The requirement that acknowledged data is never lost, if the brief has one."""
        return next((r for r in self.requirements if _NEVER_LOSE.search(r)), None)

    def growth(self) -> Growth | None:
        try:
            return Growth(
                float(self.scale["writes_per_second"]["average"]),
                float(self.scale["bytes_per_write"]),
                float(self.scale["retention_days"]),
            )
        except (KeyError, TypeError, ValueError):
            return None

    def figure(self, key: str) -> float | None:
        """One of its scale's single figures ("bytes_per_write", "latency_p99_ms"), if given."""
        try:
            return float(self.scale[key])
        except (KeyError, TypeError, ValueError):
            return None

    def peak(self, rate: str) -> float | None:
        """The brief's peak of one of its scale's rates ("writes_per_second")."""
        return self._rate(rate, "peak")

    def average(self, rate: str) -> float | None:
        return self._rate(rate, "average")

    def _rate(self, rate: str, which: str) -> float | None:
        try:
            return float(self.scale[rate][which])
        except (KeyError, TypeError, ValueError):
            return None

    def rates(self) -> list[Figure]:
        return [f for f in self.figures if f.unit == "per second"]

    def storage(self) -> Figure | None:
        return next((f for f in self.figures if f.unit == "bytes"), None)


@dataclass(frozen=True)
class Ask:
    question: str
    kind: Kind
    named: tuple[Part, ...]  # what the question names, in its order
    missing: tuple[Role, ...]  # roles the question names that the design has none of
    facts: DesignFacts | None = None
    brief: Brief | None = None
    findings: Sequence[Finding] = ()
    run: Simulation | None = None
    hits: Sequence[Hit] = ()
    compared: Compared | None = None  # the lesson table that weighs the options it names
    exact: tuple[Part, ...] = ()  # what it names most exactly (Intent.exact)
    # The title of another problem the design reads like (drawn for another brief), if any.
    resembles: str | None = None
    # The idea asked to be explained, in the learner's words, when no lesson names it.
    unexplained: str | None = None

    def named_facts(self) -> list[PartFacts]:
        return self._facts_of(self.named)

    def exact_facts(self) -> list[PartFacts]:
        """The parts it names most exactly, or all it names when it names them by role."""
        return self.labelled_facts() or self.named_facts()

    def labelled_facts(self) -> list[PartFacts]:
        """The parts it names by label ("my Chart job"), not by role ("my service")."""
        return self._facts_of(self.exact)

    def _facts_of(self, parts: tuple[Part, ...]) -> list[PartFacts]:
        if self.facts is None:
            return []
        found = (self.facts.of(part.id) for part in parts)
        return [f for f in found if f is not None]

    def result_of(self, component_id: str) -> ComponentResult | None:
        return self._results.get(component_id)

    @cached_property
    def _results(self) -> dict[str, ComponentResult]:
        # Looked up part by part across an answer: one table, not a search each time.
        return {c.id: c for c in self.run.components} if self.run is not None else {}
