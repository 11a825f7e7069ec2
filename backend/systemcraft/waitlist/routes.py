from typing import Annotated, Any

from fastapi import status

from systemcraft.auth.dependencies import limit
from systemcraft.db.session import SessionDep
from systemcraft.waitlist.schemas import WaitlistRequest, WaitlistResponse
from systemcraft.waitlist.service import join_waitlist
from systemcraft.web.errors import ErrorResponse
from systemcraft.web.routing import api_router

router = api_router(prefix="/api/waitlist", tags=["waitlist"])
WaitlistRateLimit = Annotated[None, limit("waitlist_rate_limit")]
THANKS = "Thanks! We'll email you when it's ready."
ERRORS: dict[int | str, dict[str, Any]] = {
    422: {"model": ErrorResponse},
    429: {"model": ErrorResponse},
}


@router.post(
    "", operation_id="joinWaitlist", status_code=status.HTTP_202_ACCEPTED, responses=ERRORS
)
def join(body: WaitlistRequest, session: SessionDep, _: WaitlistRateLimit) -> WaitlistResponse:
    """Ask to be told when the new plans are ready. A new and a known address get the same
    answer, so it tells no one who is on the list."""
    join_waitlist(session, body.email)
    return WaitlistResponse(email=body.email, message=THANKS)
