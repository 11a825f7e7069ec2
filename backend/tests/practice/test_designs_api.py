import json
from collections.abc import Iterator
from copy import deepcopy
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.design.notes import NOTE_FIELDS
from systemcraft.main import create_app
from systemcraft.practice.models import SavedDesign
from tests.auth.helpers import bearer, sign_in
from tests.curriculum.factory import load_content, write_problem
from tests.local_client import local_client

DESIGN: dict[str, Any] = {
    "widgets": [
        {
            "id": "client-1",
            "type": "client",
            "x": 96,
            "y": 192,
            "width": 120,
            "height": 80,
            "name": "Client",
            "description": "The app",
            "properties": {"platform": "web", "framework": "React"},
        },
        {
            "id": "dns-1",
            "type": "dns",
            "x": 336,
            "y": 48,
            "width": 120,
            "height": 80,
            "name": "DNS",
            "description": "Names",
            "properties": {"ttl": 300, "recordTypes": ["A", "AAAA"]},
        },
    ],
    "connections": [
        {
            "id": "conn-1",
            "from": {"widgetId": "client-1", "position": "top"},
            "to": {"widgetId": "dns-1", "position": "left"},
            "properties": {
                "protocol": "HTTP",
                "latency": "< 100ms",
                "sync": "Synchronous",
                "description": "",
            },
        }
    ],
    "notes": {
        "estimates": "100M new URLs a month: 40 writes/s; 100 reads per write: 4,000 reads/s",
        "api": "POST /urls -> {code}; GET /{code} -> 301",
        "data_model": "urls(code PK, long_url); partition key: code",
        "consistency": "Async replicas; POST is idempotent on long_url",
        "failure_handling": "DNS down: clients keep their cached answer for the TTL",
    },
}


@pytest.fixture
def designs(settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    content = tmp_path / "content"
    write_problem(content, "url-shortener", tier=1)
    write_problem(content, "video-streaming", "Hard", tier=2)
    load_content(settings.database_url, content)
    with local_client(create_app(settings)) as client:
        yield client


def test_a_saved_design_comes_back_for_its_owner_only(designs: TestClient) -> None:
    owner, other = (
        bearer(sign_in(designs, "Owner", tier=1)),
        bearer(sign_in(designs, "Other", tier=1)),
    )
    missing = designs.get("/api/designs/url-shortener", headers=owner)
    assert missing.json() == {
        "problem_id": "url-shortener",
        "design": None,
        "updated_at": None,
        "version": 0,
    }
    saved = designs.put("/api/designs/url-shortener", json={"design": DESIGN}, headers=owner)
    assert saved.status_code == 200
    loaded = designs.get("/api/designs/url-shortener", headers=owner).json()
    assert loaded["design"] == DESIGN
    assert loaded["problem_id"] == "url-shortener"
    assert designs.get("/api/designs/url-shortener", headers=other).json()["design"] is None


def test_saving_again_replaces_the_design(designs: TestClient) -> None:
    owner = bearer(sign_in(designs, "Owner", tier=1))
    designs.put("/api/designs/url-shortener", json={"design": DESIGN}, headers=owner)
    smaller = {"widgets": DESIGN["widgets"][:1], "connections": [], "notes": EMPTY_NOTES}
    designs.put("/api/designs/url-shortener", json={"design": smaller}, headers=owner)
    assert designs.get("/api/designs/url-shortener", headers=owner).json()["design"] == smaller


EMPTY_NOTES = dict.fromkeys(NOTE_FIELDS, "")


def test_a_design_saved_before_there_were_notes_loads_with_empty_ones(
    designs: TestClient, settings: Settings
) -> None:
    owner = bearer(sign_in(designs, "Owner", tier=1))
    designs.put("/api/designs/url-shortener", json={"design": DESIGN}, headers=owner)
    old = {"widgets": DESIGN["widgets"], "connections": DESIGN["connections"]}
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:  # the row as this version's predecessor stored it
            db.scalars(select(SavedDesign)).one().design = old
            db.commit()
    finally:
        engine.dispose()
    loaded = designs.get("/api/designs/url-shortener", headers=owner)
    assert loaded.status_code == 200
    assert loaded.json()["design"] == {**old, "notes": EMPTY_NOTES}


def test_a_design_sent_without_notes_is_saved_with_empty_ones(designs: TestClient) -> None:
    owner = bearer(sign_in(designs, "Owner", tier=1))
    old = {"widgets": DESIGN["widgets"], "connections": DESIGN["connections"]}
    saved = designs.put("/api/designs/url-shortener", json={"design": old}, headers=owner)
    assert saved.status_code == 200
    assert saved.json()["design"]["notes"] == EMPTY_NOTES


def _broken(path: list[str | int], value: Any) -> dict[str, Any]:
    design = deepcopy(DESIGN)
    target: Any = design
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return design


@pytest.mark.parametrize(
    ("design", "says"),
    [
        (_broken(["widgets", 0, "type"], "robot"), "type"),
        (_broken(["widgets", 0, "x"], "12"), "design.widgets.0.x: Input should be a valid number"),
        (_broken(["connections", 0, "properties", "protocol"], "Carrier pigeon"), "protocol"),
        ({"widgets": DESIGN["widgets"] * 251, "connections": []}, "at most 500"),
        (
            _broken(["notes", "failure_handling"], "x" * 2001),
            "design.notes.failure_handling: String should have at most 2000 characters",
        ),
        (_broken(["notes", "colour"], "teal"), "design.notes.colour: Extra inputs"),
    ],
)
def test_invalid_designs_are_refused(designs: TestClient, design: Any, says: str) -> None:
    owner = bearer(sign_in(designs, "Owner", tier=1))
    response = designs.put("/api/designs/url-shortener", json={"design": design}, headers=owner)
    assert response.status_code == 422
    assert says in response.json()["error"]["message"]


@pytest.mark.parametrize(
    ("design", "says"),
    [
        (_broken(["connections", 0, "to", "widgetId"], "ghost"), "refers to a missing component"),
        (
            _broken(["connections", 0, "to", "widgetId"], "client-1"),
            "connects a component to itself",
        ),
        (_broken(["widgets", 1, "id"], "client-1"), "two components share an id"),
    ],
)
def test_a_design_that_contradicts_itself_is_a_conflict(
    designs: TestClient, design: Any, says: str
) -> None:
    """Well formed by any schema, since none can say how parts refer to each other."""
    owner = bearer(sign_in(designs, "Owner", tier=1))
    response = designs.put("/api/designs/url-shortener", json={"design": design}, headers=owner)
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "design_conflict"
    assert error["message"].startswith("The design contradicts itself: ")
    assert says in error["message"]


def test_designs_need_sign_in_and_the_problem_tier(designs: TestClient) -> None:
    assert designs.put("/api/designs/url-shortener", json={"design": DESIGN}).status_code == 401
    low = bearer(sign_in(designs, "Low", tier=1))
    locked = designs.put("/api/designs/video-streaming", json={"design": DESIGN}, headers=low)
    assert locked.status_code == 403
    unknown = designs.put("/api/designs/nope", json={"design": DESIGN}, headers=low)
    assert unknown.status_code == 404


def test_an_unpaired_surrogate_in_a_design_is_a_422(designs: TestClient) -> None:
    session = sign_in(designs, "Ada", tier=1)
    design = deepcopy(DESIGN)
    design["widgets"][0]["properties"]["notes"] = "SURROGATE"
    body = json.dumps({"design": design}).replace("SURROGATE", "\\ud800").encode()
    response = designs.put(
        "/api/designs/url-shortener",
        content=body,
        headers={"content-type": "application/json", **bearer(session)},
    )
    assert response.status_code == 422
    assert "surrogate" in response.json()["error"]["message"]


def test_design_property_values_are_bounded(designs: TestClient) -> None:
    session = sign_in(designs, "Ada", tier=1)
    design = deepcopy(DESIGN)
    design["widgets"][0]["properties"]["notes"] = "x" * 2001
    response = designs.put(
        "/api/designs/url-shortener", json={"design": design}, headers=bearer(session)
    )
    assert response.status_code == 422
    design["widgets"][0]["properties"]["notes"] = ["x"] * 51
    response = designs.put(
        "/api/designs/url-shortener", json={"design": design}, headers=bearer(session)
    )
    assert response.status_code == 422


def test_saved_at_is_a_timezone_aware_time_on_every_database(designs: TestClient) -> None:
    session = bearer(sign_in(designs, "Ada", tier=1))
    designs.put("/api/designs/url-shortener", json={"design": DESIGN}, headers=session)
    loaded = designs.get("/api/designs/url-shortener", headers=session).json()
    assert datetime.fromisoformat(loaded["updated_at"]).utcoffset() == timedelta(0)
