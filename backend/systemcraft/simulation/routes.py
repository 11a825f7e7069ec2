from fastapi import Response

from systemcraft.app_services import WorkGateDep
from systemcraft.assessment.routes import ASSESS_ERRORS, CoachRateLimit
from systemcraft.auth.dependencies import TierOneUser
from systemcraft.db.session import SessionDep
from systemcraft.simulation import service
from systemcraft.simulation.schemas import SimulationIn, SimulationOut
from systemcraft.web.document_route import DocumentRoute
from systemcraft.web.routing import api_router
from systemcraft.web.work_gate import GATE_RESPONSES

router = api_router(prefix="/api", tags=["simulation"], route_class=DocumentRoute)
# The same errors as Run Assessment: a design, a problem the user must be able to open, limits.


@router.post(
    "/simulations",
    operation_id="simulateDesign",
    response_model=SimulationOut,
    responses={**ASSESS_ERRORS, **GATE_RESPONSES},
)
def simulate(
    body: SimulationIn,
    db: SessionDep,
    user: TierOneUser,
    gate: WorkGateDep,
    _limit: CoachRateLimit,
) -> Response:
    """Runs a design under the brief's traffic (tier 1+): how each part and flow fares second
    by second, a verdict and the load at which it breaks. Nothing is stored."""
    # Written as SimulationOut's JSON by the service (response.py), not validated again here.
    return Response(service.run_simulation(db, user, body, gate), media_type="application/json")
