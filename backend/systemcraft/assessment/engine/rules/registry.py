"""Where rules declare themselves: @rule gives a rule its id, its rank among the rules, the
dimension it scores and the lesson it cites. Every finding takes those from the declaration,
so a finding can carry no other rule's id and no dimension or lesson its rule did not declare.

A few rules judge more than one thing (database replication touches all three dimensions);
they declare the others too, and an observation names one of them where it differs."""

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from systemcraft.assessment.engine.lessons import CITABLE
from systemcraft.assessment.engine.results import Dimension
from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.wording.drafts import DraftFinding

# What a rule does: look at the design and report what it sees.
Observe = Callable[[Context], Iterable[Observation]]
_Declared = TypeVar("_Declared", bound=str)


@dataclass(frozen=True, kw_only=True)
class Rule:
    id: str
    rank: int  # among findings of equal severity, rank 1 is reported first
    dimension: Dimension
    lesson: str
    observe: Observe
    other_dimensions: tuple[Dimension, ...] = ()
    other_lessons: tuple[str, ...] = ()

    @property
    def dimensions(self) -> tuple[Dimension, ...]:
        return (self.dimension, *self.other_dimensions)

    @property
    def lessons(self) -> tuple[str, ...]:
        return (self.lesson, *self.other_lessons)

    def __call__(self, context: Context) -> Iterator[DraftFinding]:
        for seen in self.observe(context):
            yield DraftFinding(
                rule_id=self.id,
                dimension=self._declared(seen.dimension, self.dimensions),
                severity=seen.severity,
                nodes=seen.nodes,
                message=seen.message,
                why=seen.why,
                lesson=self._declared(seen.lesson, self.lessons),
                next_step=seen.next_step,
            )

    def _declared(self, named: _Declared | None, declared: tuple[_Declared, ...]) -> _Declared:
        if named is None:
            return declared[0]
        if named not in declared:
            raise ValueError(f"rule {self.id!r} reported {named!r}, which it did not declare")
        return named


class Registry:
    """Open while the rule modules are imported, closed for good once they all are."""

    def __init__(self) -> None:
        self._rules: dict[str, Rule] = {}
        self._closed = False

    def rule(
        self,
        rule_id: str,
        *,
        rank: int,
        dimension: Dimension,
        lesson: str,
        other_dimensions: tuple[Dimension, ...] = (),
        other_lessons: tuple[str, ...] = (),
    ) -> Callable[[Observe], Rule]:
        def register(observe: Observe) -> Rule:
            declared = Rule(
                id=rule_id,
                rank=rank,
                dimension=dimension,
                lesson=lesson,
                observe=observe,
                other_dimensions=other_dimensions,
                other_lessons=other_lessons,
            )
            self._add(declared)
            return declared

        return register

    def _add(self, declared: Rule) -> None:
        if self._closed:
            raise RuntimeError(f"rule {declared.id!r} declared after the rules were loaded")
        if declared.id in self._rules:
            raise ValueError(f"rule id {declared.id!r} is declared twice")
        if any(other.rank == declared.rank for other in self._rules.values()):
            raise ValueError(f"rule {declared.id!r} shares rank {declared.rank} with another")
        if unknown := [lesson for lesson in declared.lessons if lesson not in CITABLE]:
            raise ValueError(f"rule {declared.id!r} cites unknown lessons {unknown}")
        self._rules[declared.id] = declared

    def close(self) -> tuple[Rule, ...]:
        """Every rule declared, in rank order; no rule can be declared afterwards."""
        self._closed = True
        return tuple(sorted(self._rules.values(), key=lambda declared: declared.rank))


REGISTRY = Registry()
rule = REGISTRY.rule
