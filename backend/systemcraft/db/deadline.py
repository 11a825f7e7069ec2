"""A psycopg connection that gives up on a server that stops answering.

PostgreSQL's own statement_timeout needs a server that is running; a frozen server or a
silent network never answers, and psycopg would wait forever. Every wait on this connection
(queries, commits, the pool's ping) has a deadline; past it the connection is closed, so the
pool throws it away, and the caller gets an OperationalError (a 503 for the user).
"""

from typing import Any, Self, TypeVar

import psycopg
from psycopg.abc import PQGen
from psycopg.errors import _WaitTimeout
from psycopg.rows import TupleRow

DEFAULT_DEADLINE = 6.0
RV = TypeVar("RV")


class DatabaseTimeoutError(psycopg.OperationalError):
    pass


class DeadlineConnection(psycopg.Connection[TupleRow]):
    deadline: float = DEFAULT_DEADLINE

    @classmethod
    def connect(  # type: ignore[override]
        cls, *args: Any, deadline: float = DEFAULT_DEADLINE, **kwargs: Any
    ) -> Self:
        connection = super().connect(*args, **kwargs)
        connection.deadline = deadline
        return connection

    def wait(self, gen: PQGen[RV], interval: float = 0.1, timeout: float | None = None) -> RV:
        if timeout is not None:  # psycopg asked for its own timeout and handles it
            return super().wait(gen, interval, timeout)
        try:
            return super().wait(gen, interval, self.deadline)
        except _WaitTimeout as exc:
            self.pgconn.finish()
            raise DatabaseTimeoutError(
                f"the database did not answer within {self.deadline:g} seconds"
            ) from exc
