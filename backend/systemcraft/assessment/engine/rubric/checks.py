"""Checking a design against its problem's rubric, as a reviewer would: does it contain the flows
the brief needs, is what lies on them scaled, placed and protected, and did the user make (and
write down) the decisions an interviewer asks about? Each check lists what passed and what
failed; scoring/against_rubric.py turns them into points."""

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import partial

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.quantities import reaches, stated
from systemcraft.assessment.engine.reading.writing import Writing, affirmed
from systemcraft.assessment.engine.results import DIMENSIONS, Dimension
from systemcraft.assessment.engine.roles import COMPUTE, FALLIBLE, STORES_WITH_A_MODE
from systemcraft.assessment.engine.rubric.capacity import peak_loads
from systemcraft.assessment.engine.rubric.claims import Claim, rests_on, undrawn_claims
from systemcraft.assessment.engine.rubric.coverage import pitfalls_in, unmet_requirements
from systemcraft.assessment.engine.rubric.redundancy import (
    MANAGED_COPIES,
    MODE,
    failure_planned,
    one_copy,
    own_texts,
    place,
    redundant,
    scaled_by_shape,
)
from systemcraft.assessment.engine.rubric.result import (
    CheckName,
    FoundPitfall,
    Item,
    RubricCheck,
    RubricResult,
    nodes_in,
)
from systemcraft.assessment.engine.rubric.schema import Rubric
from systemcraft.assessment.engine.rubric.signs import (
    bypasses,
    dense_mesh,
    numberless,
    unnamed_terms,
)
from systemcraft.assessment.engine.rubric.unreadable import unread_estimates, unread_modes
from systemcraft.design.capacity import external
from systemcraft.design.export import ExportedDesign

# How much each check counts towards its dimension's share of the points. Reviewers weigh a
# design sized against the brief's figures and the spares on its flows well above a balancer in
# front of the services or a replication mode written down (chosen on the calibration set: the
# mean distance from the grades fell from 1.27 to 1.22).
WEIGHTS: dict[CheckName, float] = {
    "compute scaled out": 0.5,
    "capacity for the peak": 1.0,
    "sized to the brief": 2.5,
    "decisions": 2.0,  # in each dimension the rubric asks about
    "state where it belongs": 1.5,
    "replication mode chosen": 0.5,
    "no single point of failure": 2.5,
}

Judged = list[tuple[Item, bool]]  # each item a check looks at, and whether it passes


def check_rubric(
    design: ExportedDesign,
    rubric: Rubric,
    graph: DesignGraph,
    writing: Writing,
    flows: Sequence[FlowMatch],
) -> RubricResult:
    """Every check of the rubric, in turn. The order matters: it is the order in which what the
    user wrote is read, and so spends the reading limit (reading/writing.py)."""
    on_flows = sorted({node for match in flows for node in match.nodes}, key=lambda n: n.index)
    # What the brief provides is on the flows, but its copies are not the design's to draw.
    ours = [node for node in on_flows if node.role not in rubric.given]
    texts = own_texts(graph, writing.excerpts)
    scalability = [
        _check("compute scaled out", "scalability", _scaled_out(graph, on_flows, texts)),
        _check(
            "capacity for the peak", "scalability", peak_loads(graph, rubric.figures, flows, texts)
        ),
        _check("sized to the brief", "scalability", _sized(rubric, writing)),
    ]
    pitfalls = tuple(pitfalls_in(graph, rubric.decisions, writing))
    undrawn = undrawn_claims(graph, writing.excerpts)
    decisions = [
        _check(
            "decisions", dimension, _decisions_made(rubric, dimension, writing, pitfalls, undrawn)
        )
        for dimension in DIMENSIONS
    ]
    consistency = [
        _check("state where it belongs", "consistency", _state_placed(rubric, graph, on_flows)),
        _check("replication mode chosen", "consistency", _modes_chosen(ours, texts)),
    ]
    fault_tolerance = _check(
        "no single point of failure", "fault_tolerance", _protected(graph, ours, texts, writing)
    )
    checks = tuple(
        check
        for check in (*scalability, *decisions, *consistency, fault_tolerance)
        if check is not None
    )
    unmet = unmet_requirements(graph, rubric, writing)
    unstated = nodes_in([check for check in checks if check.name == "replication mode chosen"])
    excerpts = writing.excerpts
    unnamed = unnamed_terms(design, rubric, excerpts)
    return RubricResult(
        flows=tuple(flows),
        checks=checks,
        pitfalls=pitfalls,
        missing_requirements=unmet,
        bypasses=bypasses(graph, (*rubric.given, *rubric.reached)),
        unreadable=(*unread_estimates(excerpts), *unread_modes(excerpts, unstated)),
        off_brief=unnamed is not None,
        unnamed_terms=unnamed or (),
        dense_mesh=dense_mesh(graph),
        numberless=numberless(excerpts),
        empty=not graph.nodes,
        undrawn=undrawn,
        components=len(graph.nodes),
    )


def _check(
    name: CheckName, dimension: Dimension, judged: Iterable[tuple[Item, bool]]
) -> RubricCheck | None:
    """A check counts only where the design has something it applies to."""
    results = list(judged)
    if not results:
        return None
    return RubricCheck(
        dimension=dimension,
        name=name,
        weight=WEIGHTS[name],
        passed=tuple(item for item, ok in results if ok),
        failed=tuple(item for item, ok in results if not ok),
    )


def _scaled_out(graph: DesignGraph, on_flows: list[Node], texts: dict[int, str]) -> Judged:
    """The compute on the flows runs as several copies."""
    return [
        (
            n,
            n.instances > 1
            or (not one_copy(n, texts[n.index]) and scaled_by_shape(graph, n, texts[n.index])),
        )
        for n in on_flows
        # A third party's service is its provider's to scale.
        if n.role in COMPUTE and not external(n.label)
    ]


def _sized(rubric: Rubric, writing: Writing) -> Judged:
    """The estimates state figures of the order of the brief's."""
    figures = stated([excerpt.text for excerpt in writing.excerpts])
    return [(f, reaches(figures, f.value, f.unit)) for f in rubric.figures]


def _decisions_made(
    rubric: Rubric,
    dimension: Dimension,
    writing: Writing,
    pitfalls: Sequence[FoundPitfall],
    undrawn: Sequence[Claim],
) -> Judged:
    """The decisions of one dimension that the user wrote down, and answered right; a decision
    the notes make in a sentence that rests on a part nobody drew is a claim, not made."""
    wrong = {found.decision.id for found in pitfalls}
    refused = partial(rests_on, undrawn) if undrawn else None
    return [
        (d, d.id not in wrong and writing.first_affirmed(d.evidence, refused) is not None)
        for d in rubric.decisions
        if d.dimension == dimension
    ]


def _state_placed(rubric: Rubric, graph: DesignGraph, on_flows: list[Node]) -> Judged:
    """Each kind of state has a home of the right role. It may live off the flows (a metadata
    database the services write beside them), but only in a component wired to them: a
    decorative box holds nothing."""
    wired_roles = {n.role for n in graph.wired_to(on_flows)}
    return [(home, any(role in wired_roles for role in home.roles)) for home in rubric.data]


def _modes_chosen(on_flows: list[Node], texts: dict[int, str]) -> Judged:
    """The stores on the flows say how their writes are copied."""
    return [
        (n, affirmed(texts[n.index], MODE) or affirmed(texts[n.index], MANAGED_COPIES))
        for n in on_flows
        if n.role in STORES_WITH_A_MODE
    ]


def _protected(
    graph: DesignGraph, on_flows: list[Node], texts: dict[int, str], writing: Writing
) -> Judged:
    """What can fail on the flows has a second copy, or a plan for its loss in the notes."""
    parallel = Counter(place(graph, n) for n in on_flows)
    failures = " ".join(e.text for e in writing.excerpts if e.where == "notes.failure_handling")
    return [
        (n, redundant(graph, n, texts[n.index], parallel) or failure_planned(n, failures))
        for n in on_flows
        # A third party's service is its provider's to keep up.
        if n.role in FALLIBLE and not external(n.label)
    ]
