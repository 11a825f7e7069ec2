from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from systemcraft.waitlist.models import WaitlistSignup


def join_waitlist(session: Session, email: str) -> bool:
    """Record the address once; returns False when it was already on the list."""
    try:
        # A savepoint lets a concurrent duplicate fail alone instead of the whole request.
        with session.begin_nested():
            session.add(WaitlistSignup(email=email))
    except IntegrityError:
        return False
    return True
