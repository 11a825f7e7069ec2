"""The per-request session that owns the transaction."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session, sessionmaker
from starlette.applications import Starlette


def install_sessions(app: Starlette, session_factory: sessionmaker[Session]) -> None:
    app.state.session_factory = session_factory


def get_session(request: Request) -> Iterator[Session]:
    """Commit when the endpoint returns, roll back when it raises: services never commit.
    The dependency is function-scoped, so the commit happens before the response is sent and
    a 2xx always means the write is stored."""
    session_factory: sessionmaker[Session] = request.app.state.session_factory
    with session_factory() as session:
        try:
            yield session
            session.commit()
        except Exception:
            session.rollback()
            raise


SessionDep = Annotated[Session, Depends(get_session, scope="function")]


def release_before_slow_call(db: Session) -> None:
    """Commits the reads so far and hands the connection back to the pool, so that waiting on a
    slow outside service (the optional model), or at the work gate, does not hold one. The one
    exception to services never committing; only call it when nothing written so far could need
    rolling back."""
    db.commit()
