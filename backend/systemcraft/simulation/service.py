"""Running a design under load for a user; the route stays thin around this. Nothing is stored."""

from sqlalchemy.orm import Session

from systemcraft.assessment.service import expectations_of
from systemcraft.curriculum.service import open_problem
from systemcraft.db.session import release_before_slow_call
from systemcraft.simulation.engine import Failure, Settings, brief_from, simulate
from systemcraft.simulation.response import simulation_json
from systemcraft.simulation.schemas import SimulationIn
from systemcraft.users.models import User
from systemcraft.web.work_gate import WorkGate


def run_simulation(db: Session, user: User, body: SimulationIn, gate: WorkGate) -> bytes:
    """The design under the brief of a problem the user may open (403 or 404 otherwise, as for
    an assessment), as SimulationOut's JSON. The engine runs at the gate, on its time budget,
    with no session held."""
    problem = open_problem(db, body.problem_id, user)
    expectations = expectations_of(problem)
    brief = brief_from(problem.scale, expectations)
    release_before_slow_call(db)
    result = gate.run(simulate, body.design, brief, settings_of(body), expectations)
    return simulation_json(result)


def settings_of(body: SimulationIn) -> Settings:
    return Settings(
        load=body.load,
        shape=body.shape,
        hit_ratios=dict(body.hit_ratios),
        failures=tuple(
            Failure(f.component_id, f.kind, f.factor, min(f.at_s, body.duration_s))
            for f in body.failures
        ),
        duration_s=body.duration_s,
    )
