from fastapi import Response, status

from systemcraft.db import SessionDep
from systemcraft.errors import ErrorResponse
from systemcraft.routing import api_router
from systemcraft.waitlist.schemas import WaitlistRequest, WaitlistResponse
from systemcraft.waitlist.service import join_waitlist

router = api_router(prefix="/api/waitlist", tags=["waitlist"])


@router.post(
    "",
    operation_id="joinWaitlist",
    status_code=status.HTTP_201_CREATED,
    responses={200: {"model": WaitlistResponse}, 422: {"model": ErrorResponse}},
)
def join(body: WaitlistRequest, session: SessionDep, response: Response) -> WaitlistResponse:
    """Ask to be told when the new plans are ready. Joining twice is harmless."""
    if not join_waitlist(session, body.email):
        response.status_code = status.HTTP_200_OK
        return WaitlistResponse(email=body.email, message="You're already on the list.")
    return WaitlistResponse(email=body.email, message="Thanks! We'll email you when it's ready.")
