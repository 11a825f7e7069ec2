"""A ramp's components and flows worked out over arrays of seconds (station_series.py,
flow_series.py) are exactly those worked out one second at a time (stations.py,
flow_figures.py), to the last digit: every reference design, ramped to three times its peak
(past capacity, where callers retry) with its busiest part a copy short, and the largest
design."""

from typing import Any

import pytest

from systemcraft.design import read_document
from systemcraft.simulation.engine import Settings
from systemcraft.simulation.engine.conditions import Condition
from systemcraft.simulation.engine.flow_figures import flow_figures
from systemcraft.simulation.engine.flow_series import columns, flow_series
from systemcraft.simulation.engine.simulate import build_system
from systemcraft.simulation.engine.station_series import all_figures_over
from systemcraft.simulation.engine.timeline import figures_at, multiplier
from tests.assessment.builders import expectations
from tests.simulation.large_design import large_design
from tests.simulation.runs import brief_of, problem_ids, reference


def _both_ways(problem_id: str, document: Any, failing: bool) -> None:
    settings = Settings(load=3.0, shape="ramp")
    rubric = expectations(problem_id)
    system = build_system(read_document(document), brief_of(problem_id), settings, rubric)
    # The busiest part has lost a copy (or its only one): its figures are not the healthy ones.
    now = system.healthy
    if failing:
        busiest = max(system.parts, key=lambda p: system.reads[p.index] + system.writes[p.index])
        lost = Condition(busiest.copies - 1, reachable=busiest.copies > 1)
        now = tuple(lost if i == busiest.index else c for i, c in enumerate(now))
    loads = [multiplier("ramp", 3.0, t, 120) for t in range(0, 120, 3)]
    seconds = [figures_at(system, load, now) for load in loads]
    over = all_figures_over(
        system.parts,
        system.reads,
        system.writes,
        loads,
        now,
        system.retried,
        system.pulls,
        system.connections,
        {},
    )
    assert over == seconds
    at = columns(seconds, {i for f in system.flows for i in f.route.component})
    for flow in system.flows:
        writes = flow.kind != "read"
        series = flow_series(flow.route, at, writes, len(seconds))
        one_by_one = [flow_figures(flow.route, second, writes) for second in seconds]
        assert series == one_by_one, flow.name


@pytest.mark.parametrize("problem_id", problem_ids())
def test_every_reference_ramped_reads_the_same_over_arrays(problem_id: str) -> None:
    _both_ways(problem_id, reference(problem_id), failing=True)


def test_the_largest_design_ramped_reads_the_same_over_arrays() -> None:
    _both_ways("news-feed", large_design(), failing=False)
