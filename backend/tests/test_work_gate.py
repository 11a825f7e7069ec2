"""Run Assessment, submissions, the coach and design-sized bodies go through the work gate: a
bounded wait for one of a few places, then a time budget. Past either, the answer is a 503 with
Retry-After in the API's error shape, and nothing is recorded."""

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.app_services import services_of
from systemcraft.config import Settings
from systemcraft.design.notes import empty_notes
from systemcraft.kit.deadline import check_deadline
from systemcraft.main import create_app
from systemcraft.web.request_limits import MAX_REQUEST_BYTES
from systemcraft.web.work_gate import ServerBusyError, WorkGate, WorkTimeoutError
from tests.auth.helpers import bearer, sign_in
from tests.designs import bare_design
from tests.local_client import local_client

SESSION_ID = "1732190000000-k3j9x2"


@contextmanager
def client_with(settings: Settings, **overrides: Any) -> Iterator[TestClient]:
    app = create_app(settings.model_copy(update=overrides))
    with local_client(app, raise_server_exceptions=False) as client:
        yield client


def engine_work(client: TestClient, session: dict[str, str]) -> dict[str, Any]:
    """Each route that runs the engine, with a design for the url-shortener."""
    return {
        "analyze": client.post("/api/analyze", json=bare_design(), headers=session),
        "submit": client.post(
            "/api/submissions",
            json={"problem_id": "url-shortener", "playground_state": bare_design()},
            headers=session,
        ),
        "chat": client.post(
            "/api/chat",
            json={"message": "How can I improve my design?", "session_id": SESSION_ID}
            | {"design": bare_design()},
            headers=session,
        ),
    }


def gate_holds(gate: WorkGate, waiting: int) -> None:
    """Waits until `waiting` pieces of work queue at the gate: on a loaded machine a request
    can take a while to sign in and reach it, and it may hold a connection until then."""
    started = time.monotonic()
    while gate.waiting < waiting:
        assert time.monotonic() - started < 20, f"{gate.waiting} of {waiting} reached the gate"
        time.sleep(0.01)


def assert_unavailable(response: Any, code: str) -> None:
    assert response.status_code == 503, response.text
    assert response.json()["error"]["code"] == code
    assert response.headers["retry-after"] == "5"


def submissions(client: TestClient, session: dict[str, str]) -> list[Any]:
    listed: list[Any] = client.get("/api/submissions", headers=session).json()["submissions"]
    return listed


def test_work_past_its_budget_is_a_503_and_records_nothing(curriculum_settings: Settings) -> None:
    with client_with(curriculum_settings, engine_budget_seconds=1e-6) as client:
        session = bearer(sign_in(client, "Ada", tier=3))
        for response in engine_work(client, session).values():
            assert_unavailable(response, "assessment_timeout")
            assert "took longer than" in response.json()["error"]["message"]
        assert submissions(client, session) == []


def test_a_full_gate_is_a_503_busy_after_a_bounded_wait(curriculum_settings: Settings) -> None:
    with client_with(curriculum_settings, engine_workers=1, engine_queue_seconds=0.05) as client:
        session = bearer(sign_in(client, "Ada", tier=3))
        with services_of(client.app).work_gate.place():  # type: ignore[arg-type]
            for response in engine_work(client, session).values():
                assert_unavailable(response, "server_busy")
            assert submissions(client, session) == []
        # The place is free again: the same work is done.
        assert {name: r.status_code for name, r in engine_work(client, session).items()} == {
            "analyze": 200,
            "submit": 200,
            "chat": 200,
        }


def _widget(index: int) -> dict[str, Any]:
    """A canvas component of about a kilobyte."""
    return {
        "id": f"w{index}",
        "type": "server",
        "x": 0,
        "y": 0,
        "width": 120,
        "height": 80,
        "name": f"Server {index}",
        "description": "x" * 950,
        "properties": {},
    }


def test_only_design_sized_bodies_wait_for_the_gate(curriculum_settings: Settings) -> None:
    empty = {"widgets": [], "connections": [], "notes": empty_notes()}
    large: dict[str, Any] = {"design": {**empty, "notes": {**empty_notes(), "api": "x" * 2000}}}
    large["design"]["widgets"] = [_widget(index) for index in range(MAX_REQUEST_BYTES // 1000)]
    with client_with(curriculum_settings, engine_workers=1, engine_queue_seconds=0.05) as client:
        session = bearer(sign_in(client, "Ada", tier=1))
        path = "/api/designs/url-shortener"
        with services_of(client.app).work_gate.place():  # type: ignore[arg-type]
            assert client.put(path, json={"design": empty}, headers=session).status_code == 200
            assert_unavailable(client.put(path, json=large, headers=session), "server_busy")
        assert client.put(path, json=large, headers=session).status_code == 200


def test_work_that_stops_at_its_own_check_frees_its_place() -> None:
    """The engine checks the budget between its steps; the gate turns the stop into the
    API's error and gives the place back, so the next piece of work starts at once."""
    gate = WorkGate(workers=1, queue_seconds=0.01, budget_seconds=0.01)

    def steps() -> str:
        while True:
            time.sleep(0.002)
            check_deadline()

    with pytest.raises(WorkTimeoutError, match=r"0\.01 seconds"):
        gate.run(steps)
    assert gate.run(str.upper, "done") == "DONE"


def test_a_place_is_given_back_whatever_the_work_raises() -> None:
    gate = WorkGate(workers=1, queue_seconds=0.01, budget_seconds=1)
    with pytest.raises(ZeroDivisionError):
        gate.run(lambda: 1 / 0)
    with gate.place(), pytest.raises(ServerBusyError):
        gate.run(str.upper, "waits for a place")


def test_work_waiting_at_the_gate_holds_no_database_connection(
    curriculum_settings: Settings,
) -> None:
    """Each engine request held a pooled connection while it queued and ran: twenty of them
    emptied PostgreSQL's pool and every other route waited for one."""
    with client_with(curriculum_settings, engine_workers=1, engine_queue_seconds=2) as client:
        session = bearer(sign_in(client, "Ada", tier=3))
        services = services_of(client.app)  # type: ignore[arg-type]
        pool = services.engine.pool
        with ThreadPoolExecutor(max_workers=3) as pool_of_requests:
            with services.work_gate.place():
                waiting = [
                    pool_of_requests.submit(lambda: engine_work(client, session)) for _ in range(3)
                ]
                gate_holds(services.work_gate, waiting=3)
                held = pool.checkedout()  # type: ignore[attr-defined]
            answered = [future.result() for future in waiting]
        assert held == 0
        for work in answered:
            assert {name: r.status_code for name, r in work.items()} == {
                "analyze": 200,
                "submit": 200,
                "chat": 200,
            }


def test_timed_work_keeps_the_budget_but_takes_no_place() -> None:
    """A coach answer is light work that asks the gate for its heavy pieces: it runs within
    the budget holding no place, so the pieces it asks for are not refused for want of one."""
    gate = WorkGate(workers=1, queue_seconds=0.01, budget_seconds=0.05)
    assert gate.timed(gate.run, str.upper, "asks the gate inside") == "ASKS THE GATE INSIDE"

    def slow() -> None:
        time.sleep(0.06)

    with pytest.raises(WorkTimeoutError):
        gate.timed(slow)
