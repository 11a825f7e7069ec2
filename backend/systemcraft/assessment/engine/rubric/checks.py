"""Judging a design against its problem's rubric, as a reviewer would: does it contain the flows
the brief needs, is what lies on them scaled, placed and protected, and did the user make (and
write down) the decisions an interviewer asks about? Each dimension is the weighted share of its
checks that pass, out of 5; a design that misses a required flow, or answers another brief, or
wires everything to everything, is capped however much else it shows.

For a problem with a rubric these are the engine's scores (assess.py);
bench/assessment_calibration.py compares them with the reviewers' grades.
"""

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from systemcraft.assessment.engine.flows.matching import FlowMatch, match_flows
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node, build_graph
from systemcraft.assessment.engine.reading.excerpts import Excerpt, excerpts
from systemcraft.assessment.engine.reading.quantities import reaches, stated, writes_numbers
from systemcraft.assessment.engine.reading.writing import Writing, affirmed, compiled
from systemcraft.assessment.engine.results import DIMENSIONS, Dimension
from systemcraft.assessment.engine.roles import (
    CLIENT_MAY_REACH,
    COMPUTE,
    FALLIBLE,
    STORES,
    STORES_WITH_A_MODE,
)
from systemcraft.assessment.engine.rubric.capacity import Load, peak_loads
from systemcraft.assessment.engine.rubric.coverage import pitfalls_in, unmet_requirements
from systemcraft.assessment.engine.rubric.redundancy import (
    MANAGED_COPIES,
    MODE,
    behind_balancer,
    failure_planned,
    fleet,
    own_texts,
    place,
    redundant,
)
from systemcraft.assessment.engine.rubric.schema import DataHome, Decision, Figure, Pitfall, Rubric
from systemcraft.assessment.engine.rubric.unreadable import unread_estimates, unread_modes
from systemcraft.design import ExportDocument
from systemcraft.kit.patterns import Literals

CheckName = Literal[
    "compute scaled out",
    "capacity for the peak",
    "sized to the brief",
    "decisions",
    "state where it belongs",
    "replication mode chosen",
    "no single point of failure",
]

FLOW_MISSING_CAP = 7
# A design that leaves out a functional requirement can still be a good answer to the rest.
REQUIREMENT_MISSING_CAP = 10
# Two parts of the brief missing (requirements with nothing that handles them, or a flow and a
# requirement): the design answers another question (a payment system offered for
# notifications), however well.
PARTS_MISSING_CAP = 6
OFF_BRIEF_CAP = 3
# A design that writes almost no numbers (no instance counts, sizes, rates or timeouts) has sized
# nothing, however well it is drawn: reviewers place such designs at 7 or 8.
NUMBERLESS_CAP = 8
MIN_NUMBERS = 6
MESH_CAP = 3
# A keyword-stuffed mesh links about nine pairs of components in ten; a small, tidy design of six
# can link half of its pairs without being one.
MESH_DENSITY = 0.6
# A design that answers the brief uses a good share of its words; one for another problem, few.
MIN_TERMS_SHARE = 0.25
# A missing flow costs half of what the checks on it would have given, then the cap applies.
FLOW_WEIGHT = 0.5
CAPACITY_WEIGHT = 1.0
# A point is rounded up only from .6: a design that shows most of a dimension, but not all of it,
# keeps the gap an interviewer would press on (chosen on the calibration set).
ROUNDING = 0.4
# A wrong answer an interviewer catches costs its dimension more than an unanswered question:
# reviewers mark a broken guarantee (a lost acknowledged write, a limit that admits twice its
# rate) down by a point or two, where a question left open costs a fraction of one.
PITFALL_POINTS = 1.5


# What a check looks at: the components on the flows, the brief's figures, the interviewer's
# decisions, or the homes the rubric gives the state.
Item = Node | Decision | Figure | DataHome | Load


@dataclass(frozen=True)
class RubricCheck:
    dimension: Dimension
    name: CheckName
    weight: float
    passed: tuple[Item, ...]
    failed: tuple[Item, ...]

    @property
    def share(self) -> float:
        """0 to 1: how much of it the design shows."""
        return len(self.passed) / (len(self.passed) + len(self.failed))


@dataclass(frozen=True, kw_only=True)
class RubricResult:
    flows: tuple[FlowMatch, ...]
    checks: tuple[RubricCheck, ...]
    terms_found: tuple[str, ...]
    off_brief: bool
    dense_mesh: bool
    bypasses: tuple[Node, ...]  # clients wired straight to a store
    # What the user wrote that the engine could not read, as opposed to what is missing:
    # (the component, or None for the notes, and the text).
    unreadable: tuple[tuple[Node | None, str], ...]
    scores: dict[Dimension, int]
    # The functional requirements nothing in the design handles, by name.
    missing_requirements: tuple[str, ...] = ()
    # Wrong answers an interviewer would catch, each failing its decision.
    pitfalls: tuple[tuple[Decision, Pitfall, tuple[Node, ...]], ...] = ()
    # Whether the design writes almost no numbers at all.
    numberless: bool = False

    @property
    def total(self) -> int:
        return sum(self.scores.values())

    @property
    def missing_flows(self) -> tuple[str, ...]:
        return tuple(match.flow.name for match in self.flows if not match.present)

    @property
    def open_questions(self) -> tuple[Decision, ...]:
        """The decisions an interviewer asks about that the design leaves unanswered."""
        return tuple(
            item
            for check in self.checks
            if check.name == "decisions"
            for item in check.failed
            if isinstance(item, Decision)
        )


def _all_text(document: ExportDocument, found: Sequence[Excerpt]) -> str:
    labels = " ".join(component.label for component in document.design.components)
    return f"{labels} {document.design.system_name} " + " ".join(p.text for p in found)


@lru_cache(maxsize=64)
def _terms(terms: tuple[str, ...]) -> Literals:
    return Literals(terms)


def _is_dense_mesh(graph: DesignGraph) -> bool:
    size = len(graph.nodes)
    links = sum(len(neighbours) for neighbours in graph.neighbours) / 2
    return size >= 6 and links / (size * (size - 1) / 2) >= MESH_DENSITY


def _add(
    checks: list[RubricCheck],
    dimension: Dimension,
    name: CheckName,
    weight: float,
    judged: Iterable[tuple[Item, bool]],
) -> None:
    """A check counts only where the design has something it applies to."""
    results = list(judged)
    if results:
        passed = tuple(item for item, ok in results if ok)
        failed = tuple(item for item, ok in results if not ok)
        checks.append(
            RubricCheck(dimension=dimension, name=name, weight=weight, passed=passed, failed=failed)
        )


def judge_design(
    document: ExportDocument, rubric: Rubric, graph: DesignGraph | None = None
) -> RubricResult:
    graph = graph or build_graph(document.design)
    found = list(excerpts(document.design))
    writing = Writing(found, rubric.patterns())
    flows = match_flows(graph, rubric.flows)
    on_flows = sorted({node for match in flows for node in match.nodes}, key=lambda n: n.index)
    text = _all_text(document, found).lower()
    terms = tuple(_terms(tuple(rubric.terms)).found_in(text))
    figures = stated(excerpt.text for excerpt in found)
    own_text = own_texts(graph, found)
    checks: list[RubricCheck] = []

    compute = [n for n in on_flows if n.role in COMPUTE]
    scaled = (
        (n, n.instances > 1 or behind_balancer(graph, n) or fleet(n, own_text[n.index]))
        for n in compute
    )
    _add(checks, "scalability", "compute scaled out", 1.0, scaled)
    _add(
        checks,
        "scalability",
        "capacity for the peak",
        CAPACITY_WEIGHT,
        peak_loads(graph, rubric.figures, flows, own_text),
    )
    sized = ((f, reaches(figures, f.value, f.unit)) for f in rubric.figures)
    _add(checks, "scalability", "sized to the brief", 1.5, sized)
    pitfalls = tuple(pitfalls_in(graph, rubric.decisions, writing))
    wrong = {decision.id for decision, _, _ in pitfalls}
    for dimension in DIMENSIONS:
        decisions = [d for d in rubric.decisions if d.dimension == dimension]
        made = (
            (d, d.id not in wrong and writing.first_affirmed(d.evidence) is not None)
            for d in decisions
        )
        _add(checks, dimension, "decisions", 2.0, made)
    # State may live off the flows (a metadata database the services write beside them), but
    # only in a component wired to them: a decorative box holds nothing.
    wired_roles = {n.role for n in graph.wired_to(on_flows)}
    homes = ((home, any(role in wired_roles for role in home.roles)) for home in rubric.data)
    _add(checks, "consistency", "state where it belongs", 1.5, homes)
    durable = [n for n in on_flows if n.role in STORES_WITH_A_MODE]
    modes = [
        (n, affirmed(own_text[n.index], MODE) or affirmed(own_text[n.index], MANAGED_COPIES))
        for n in durable
    ]
    _add(checks, "consistency", "replication mode chosen", 1.0, modes)
    fallible = [n for n in on_flows if n.role in FALLIBLE]
    parallel = Counter(place(graph, n) for n in on_flows)
    failures = " ".join(p.text for p in found if p.where == "notes.failure_handling")
    protected = (
        (n, redundant(graph, n, own_text[n.index], parallel) or failure_planned(n, failures))
        for n in fallible
    )
    _add(checks, "fault_tolerance", "no single point of failure", 1.5, protected)
    bypass = tuple(
        n
        for n in graph.nodes
        if n.role == "client"
        and any(graph.nodes[i].role in STORES - CLIENT_MAY_REACH for i in graph.neighbours[n.index])
    )
    present = sum(match.present for match in flows) / len(flows)
    unmet = unmet_requirements(graph, rubric, writing)
    dense = _is_dense_mesh(graph)
    off_brief = len(terms) < MIN_TERMS_SHARE * len(rubric.terms) or not compiled(
        rubric.subject
    ).search(text)
    wrong_in = Counter(decision.dimension for decision, _, _ in pitfalls)
    scores = _scores(checks, present, bypass=bool(bypass), wrong_in=wrong_in)
    cap = 15
    if unmet:
        cap = min(cap, REQUIREMENT_MISSING_CAP)
    if len(unmet) + (present < 1) >= 2:
        cap = min(cap, PARTS_MISSING_CAP)
    numberless = not writes_numbers([p.text for p in found], MIN_NUMBERS)
    if numberless:
        cap = min(cap, NUMBERLESS_CAP)
    if present < 1:
        cap = min(cap, FLOW_MISSING_CAP)
    if off_brief:
        cap = min(cap, OFF_BRIEF_CAP)
    if dense:
        cap = min(cap, MESH_CAP)
    if not graph.nodes:
        cap = 0
    scores = _capped(scores, cap)
    unread = [*unread_estimates(found), *unread_modes(found, [n for n, ok in modes if not ok])]
    return RubricResult(
        flows=flows,
        checks=tuple(checks),
        terms_found=terms,
        off_brief=off_brief,
        dense_mesh=dense,
        bypasses=bypass,
        unreadable=tuple(unread),
        scores=scores,
        missing_requirements=unmet,
        pitfalls=pitfalls,
        numberless=numberless,
    )


def _scores(
    checks: Sequence[RubricCheck], present: float, *, bypass: bool, wrong_in: Counter[Dimension]
) -> dict[Dimension, int]:
    scores: dict[Dimension, int] = {}
    for dimension in DIMENSIONS:
        mine = [c for c in checks if c.dimension == dimension]
        weight = sum(c.weight for c in mine)
        share = sum(c.weight * c.share for c in mine) / weight if weight else 0.0
        coverage = 1 - FLOW_WEIGHT + FLOW_WEIGHT * present
        points = 5 * share * coverage - (1 if bypass and dimension != "scalability" else 0)
        points -= PITFALL_POINTS * wrong_in[dimension]
        scores[dimension] = min(5, max(0, math.floor(points + ROUNDING)))
    return scores


def _capped(scores: dict[Dimension, int], cap: int) -> dict[Dimension, int]:
    capped = dict(scores)
    while sum(capped.values()) > cap:
        highest = max(DIMENSIONS, key=lambda d: capped[d])
        capped[highest] -= 1
    return capped
