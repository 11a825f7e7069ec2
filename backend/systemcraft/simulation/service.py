"""Running a design under load for a user; the route stays thin around this. Nothing is stored."""

from typing import Any

from sqlalchemy.orm import Session

from systemcraft.assessment.service import expectations_of
from systemcraft.curriculum.models import Problem
from systemcraft.curriculum.service import open_problem
from systemcraft.db.session import release_before_slow_call
from systemcraft.simulation.engine import Brief, Failure, Rate, Settings, simulate
from systemcraft.simulation.schemas import SimulationIn, SimulationOut
from systemcraft.users.models import User
from systemcraft.web.work_gate import WorkGate

# A brief without a scale block: the assessment's default peak, a fifth of it on average.
_AVERAGE_SHARE = 0.2
_DEFAULT_AVAILABILITY = 99.9


def run_simulation(db: Session, user: User, body: SimulationIn, gate: WorkGate) -> SimulationOut:
    """The design under the brief of a problem the user may open (403 or 404 otherwise, as for
    an assessment). The engine runs at the gate, on its time budget, with no session held."""
    problem = open_problem(db, body.problem_id, user)
    expectations = expectations_of(problem)
    brief = brief_of(problem)
    release_before_slow_call(db)
    result = gate.run(simulate, body.design, brief, settings_of(body), expectations)
    return SimulationOut.model_validate(result, from_attributes=True)


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


def brief_of(problem: Problem) -> Brief:
    scale: dict[str, Any] = problem.scale or {}
    if "reads_per_second" in scale:
        return Brief(
            reads=Rate(**scale["reads_per_second"]),
            writes=Rate(**scale["writes_per_second"]),
            latency_p99_ms=float(scale["latency_p99_ms"]),
            availability_percent=float(scale["availability_percent"]),
        )
    expectations = expectations_of(problem)
    peak = float(expectations.peak_requests_per_second) if expectations else 1000.0
    writes = expectations.peak_writes_per_second if expectations else peak / 11
    budget = float(expectations.latency_budget_ms) if expectations else 300.0
    return Brief(
        reads=Rate((peak - writes) * _AVERAGE_SHARE, peak - writes),
        writes=Rate(writes * _AVERAGE_SHARE, writes),
        latency_p99_ms=budget,
        availability_percent=_DEFAULT_AVAILABILITY,
    )
