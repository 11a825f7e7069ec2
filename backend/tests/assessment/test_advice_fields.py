"""No advice names a field the interface does not offer: every "set its X" and every "X property"
the engine can write, in a finding or the analysis, names a field of the Properties panel (a
catalogue property by its label, Copies, or a connection's field). The wording is walked two
ways: each remedy written for every kind of component, and every assessment of the pinned
corpus and of the graded designs."""

from collections.abc import Iterator
from functools import cache
from typing import get_args

import pytest

from systemcraft.assessment.engine import assess
from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.roles import ComponentKind
from systemcraft.assessment.engine.wording.remedies import outage_remedy, remedy
from systemcraft.design import read_document
from systemcraft.design.catalogue import CATALOGUE, COPIES, field_label
from systemcraft.design.recognition import Role
from systemcraft.design.vocabulary import COMPONENT_TYPES
from systemcraft.kit.patterns import Pattern
from tests.assessment.calibration import HELD_OUT_SET, load_cases, problem_expectations
from tests.assessment.corpus import assessments

# The fields the panel shows: every component's name and description, each catalogue property
# by its label (Copies for replicas), and a connection's protocol, latency, sync and description.
PANEL_FIELDS = frozenset(
    {
        "name",
        "description",
        COPIES.label.lower(),
        *(field_label(key).lower() for spec in CATALOGUE.values() for key in spec.defaults),
        "protocol",
        "latency",
        "sync",
    }
)

# "set its Copies to 2", "Set the Copies of", "(set their Copies", "set the connection's protocol"
_SET = Pattern(r"\b[Ss]et (?:(?:its|their|the)(?: connection's)? )?([A-Za-z][A-Za-z ]*)")
# "its replication property", "the shards field"
_PROPERTY = Pattern(r"\b([A-Za-z]+) (?:property|field)\b")
# Where "set" is not about a field: "can be set against the brief's numbers".
_NOT_A_FIELD = ("against ", "by ", "up ", "aside ")


def named_fields(text: str) -> Iterator[str]:
    """The fields a sentence tells the user to set, as written, up to the rest of the clause."""
    for found in _SET.finditer(text):
        written = found[1] or ""
        if not written.lower().startswith(_NOT_A_FIELD):
            yield written
    for found in _PROPERTY.finditer(text):
        yield found[1] or ""


def is_panel_field(written: str) -> bool:
    words = written.lower()
    return any(words == field or words.startswith(f"{field} ") for field in PANEL_FIELDS)


def unknown_fields(text: str) -> list[str]:
    return [written for written in named_fields(text) if not is_panel_field(written)]


def test_the_walk_catches_the_old_wording() -> None:
    """The advice this test replaced, each named a field no component has."""
    for old in (
        "a managed load balancer, and set its replicas to 2.",
        "behind a load balancer and set its instances.",
        "as a replicated cluster (set replicas), or let its callers carry on",
        "Set the instances of Server to what the peak load needs.",
        "and say in its replication factor property whether commits wait",
    ):
        assert unknown_fields(old), old
    assert unknown_fields("set its Copies to 2, and set the connection's protocol") == []
    assert unknown_fields("so that they can be set against the brief's numbers") == []


def _node(kind: ComponentKind, role: Role | None) -> Node:
    return Node(0, "part", "Part", kind, {}, 1, role)


def remedies() -> Iterator[str]:
    kinds: tuple[ComponentKind, ...] = (*COMPONENT_TYPES, "unknown")
    for kind in kinds:
        yield outage_remedy(_node(kind, None)).plain
        for role in (None, *get_args(Role)):
            yield remedy(_node(kind, role)).plain


@pytest.mark.parametrize("advice", sorted(set(remedies())))
def test_every_remedy_names_only_fields_the_panel_shows(advice: str) -> None:
    assert unknown_fields(advice) == []


@cache
def every_wording() -> frozenset[str]:
    """Every finding's message and reason, and every analysis, the engine writes for the
    pinned corpus and the graded designs."""
    results = list(assessments().values())
    for case in (*load_cases(), *load_cases(HELD_OUT_SET)):
        expectations = problem_expectations().get(case.problem_id)
        results.append(assess(read_document(case.document), expectations))
    texts = {result.analysis for result in results}
    texts |= {f"{f.message} {f.why}" for result in results for f in result.findings}
    return frozenset(texts)


def test_no_finding_or_analysis_names_a_field_the_panel_lacks() -> None:
    wording = every_wording()
    assert any("set its Copies to 2" in text for text in wording)
    unknown = {field for text in wording for field in unknown_fields(text)}
    assert unknown == set()
