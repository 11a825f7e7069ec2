"""The gate in front of CPU-heavy work on what a user sent: assessments, the coach's reading and
retrieval, and reading a design-sized body. At most `workers` such pieces run at once, each in
its request's worker thread (never on the event loop), so a burst of them cannot take every
core or starve the event loop of the interpreter; a request waits a bounded time for its turn
and its work runs within a time budget. Either limit passed is a 503 with Retry-After in the
API's error shape, never a frozen process.

Work holds one place at a time and never asks the gate again while it holds one."""

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

from starlette.applications import Starlette

from systemcraft.kit.deadline import DeadlineExceededError, check_deadline, deadline
from systemcraft.web.errors import ErrorResponse, ServiceUnavailableError

P = ParamSpec("P")
T = TypeVar("T")

# What a route whose work goes through the gate declares, for the OpenAPI schema and its client.
GATE_RESPONSES: dict[int | str, dict[str, Any]] = {
    503: {
        "model": ErrorResponse,
        "description": "The server is busy (`server_busy`), the work ran past its time budget "
        "(`assessment_timeout`) or the database is not available",
    }
}


class ServerBusyError(ServiceUnavailableError):
    code = "server_busy"

    def __init__(self) -> None:
        super().__init__(
            "The server is busy with other designs right now. Please try again in a few seconds."
        )


class WorkTimeoutError(ServiceUnavailableError):
    code = "assessment_timeout"

    def __init__(self, budget_seconds: float) -> None:
        super().__init__(
            f"Working on this took longer than the {budget_seconds:g} seconds the server allows, "
            "so it was stopped. Please try again in a moment; if it happens again, try a smaller "
            "design or a shorter message."
        )


class WorkGate:
    def __init__(self, workers: int, queue_seconds: float, budget_seconds: float) -> None:
        self._places = threading.BoundedSemaphore(workers)
        self._counting = threading.Lock()
        self.queue_seconds = queue_seconds
        self.budget_seconds = budget_seconds
        self.waiting = 0  # pieces of work waiting for a place now: how busy the server is

    def _count_waiting(self, change: int) -> None:
        with self._counting:
            self.waiting += change

    @contextmanager
    def place(self) -> Iterator[None]:
        """Holds one of the places for the block, once one is free within queue_seconds."""
        self._count_waiting(+1)
        try:
            placed = self._places.acquire(timeout=self.queue_seconds)
        finally:
            self._count_waiting(-1)
        if not placed:
            raise ServerBusyError
        try:
            yield
        finally:
            self._places.release()

    def timed(self, work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`work` within the time budget but holding no place: for light work that itself asks
        the gate for the heavy pieces it may need (a coach answer, whose review of the design
        runs through `run`)."""
        try:
            with deadline(self.budget_seconds):
                result = work(*args, **kwargs)
                check_deadline()
        except DeadlineExceededError as exc:
            raise WorkTimeoutError(self.budget_seconds) from exc
        return result

    def run(self, work: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`work` in this thread, in one of the places and within the time budget. Work that
        has no checks of its own and ends past the budget is refused too: the budget is what
        the server promises, and a late answer would break it."""
        with self.place():
            return self.timed(work, *args, **kwargs)


def install_work_gate(app: Starlette, gate: WorkGate) -> None:
    app.state.work_gate = gate


def work_gate_of(app: Starlette) -> WorkGate:
    gate: WorkGate = app.state.work_gate
    return gate
