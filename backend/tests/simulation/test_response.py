"""The simulation's JSON, written straight from the engine's result (response.py), says what
SimulationOut says, field for field: every reference design, under each shape, with a part
failing, and the largest design ramped."""

import json

import pytest

from systemcraft.simulation.engine import Failure, Settings, Simulation
from systemcraft.simulation.response import simulation_json
from systemcraft.simulation.schemas import SimulationOut
from tests.simulation.large_design import large_design
from tests.simulation.runs import problem_ids, reference, run_problem


def _says_what_the_schema_says(result: Simulation) -> None:
    written = simulation_json(result)
    expected = SimulationOut.model_validate(result, from_attributes=True).model_dump(mode="json")
    assert json.loads(written) == expected
    SimulationOut.model_validate_json(written)  # and the schema reads it back


@pytest.mark.parametrize("problem_id", problem_ids())
def test_every_reference_reads_as_the_schema_writes_it(problem_id: str) -> None:
    design = reference(problem_id)
    busiest = max(run_problem(problem_id, design).components, key=lambda c: c.utilization)
    failing = (Failure(busiest.id, "down", at_s=40),)
    for settings in (
        Settings(),
        Settings(load=2.5, shape="ramp", failures=failing),
        Settings(load=4, shape="spike"),
    ):
        _says_what_the_schema_says(run_problem(problem_id, design, settings))


def test_the_largest_design_ramped_reads_as_the_schema_writes_it() -> None:
    _says_what_the_schema_says(run_problem("news-feed", large_design(), Settings(shape="ramp")))
