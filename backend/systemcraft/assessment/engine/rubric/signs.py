"""Signs that a design does not answer its brief, or cannot be read, however much else it shows:
it names little of what the brief is about, it wires everything to everything, it writes almost
no numbers, or its clients talk straight to a store. Each caps the score (scoring/caps.py) or
costs points (scoring/against_rubric.py)."""

from collections.abc import Collection, Sequence
from functools import lru_cache

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.quantities import writes_numbers
from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.roles import CLIENT_MAY_REACH, STORES
from systemcraft.assessment.engine.rubric.schema import Rubric
from systemcraft.design.export import ExportedDesign
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Literals

# A design that answers the brief uses a good share of its words; one for another problem, few.
MIN_TERMS_SHARE = 0.25
# A keyword-stuffed mesh links about nine pairs of components in ten; a small, tidy design of six
# can link half of its pairs without being one.
MESH_DENSITY = 0.6
# A design that writes fewer numbers than this (no instance counts, sizes, rates or timeouts)
# has sized nothing, however well it is drawn.
MIN_NUMBERS = 6


@lru_cache(maxsize=64)
def _terms(terms: tuple[str, ...]) -> Literals:
    return Literals(terms)


def unnamed_terms(
    design: ExportedDesign, rubric: Rubric, excerpts: Sequence[Excerpt]
) -> tuple[str, ...] | None:
    """None when the labels, the system's name and what the user wrote use a good share of the
    brief's terms and name what it is about; else the brief's terms they leave out, in the
    brief's order, so the finding can say what to name."""
    labels = " ".join(component.label for component in design.components)
    text = f"{labels} {design.system_name} " + " ".join(e.text for e in excerpts)
    text = text.lower()
    terms = set(_terms(tuple(rubric.terms)).found_in(text))
    if len(terms) >= MIN_TERMS_SHARE * len(rubric.terms) and compiled(rubric.subject).search(text):
        return None
    return tuple(term for term in rubric.terms if term not in terms)


def dense_mesh(graph: DesignGraph) -> bool:
    size = len(graph.nodes)
    links = sum(len(neighbours) for neighbours in graph.neighbours) / 2
    return size >= 6 and links / (size * (size - 1) / 2) >= MESH_DENSITY


def numberless(excerpts: Sequence[Excerpt]) -> bool:
    return not writes_numbers([e.text for e in excerpts], MIN_NUMBERS)


def bypasses(graph: DesignGraph, allowed: Collection[Role] = ()) -> tuple[Node, ...]:
    """The clients wired straight to a store that is a source of truth, other than those the
    brief lets them reach (a cache fleet's app servers talk to its nodes and their databases)."""
    guarded = STORES - CLIENT_MAY_REACH - set(allowed)
    return tuple(
        n
        for n in graph.nodes
        if n.role == "client"
        and any(graph.nodes[i].role in guarded for i in graph.neighbours[n.index])
    )
