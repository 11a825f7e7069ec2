"""Opening a workspace with a known design in it. A new workspace opens on the starting design
(test_starting_design.py) with ids of its own and laid out to fit a phone, so a test about the
editor first leaves this sample, with fixed ids and places, in the browser, as an earlier visit
would have."""

import json
from typing import Any

from playwright.sync_api import Page, expect

from e2e.auth_helpers import signed_in
from systemcraft.design.canvas import CanvasDesign
from systemcraft.design.catalogue import CATALOGUE
from systemcraft.design.vocabulary import (
    DEFAULT_LATENCY,
    DEFAULT_PROTOCOL,
    DEFAULT_SYNC,
    ComponentType,
    Side,
)

# Client, DNS, Server and Database, wired, where the canvas's tests expect them. The ids look
# like the canvas's own (a type and eight random characters), so a test would notice one read
# out in place of a name.
_COMPONENTS: list[tuple[str, ComponentType, int, int]] = [
    ("client-q7k2m9xa", "client", 96, 192),
    ("dns-f3h8w1zc", "dns", 336, 48),
    ("server-p5n4t6yb", "server", 336, 192),
    ("database-j2r9v3ue", "database", 576, 192),
]
_CONNECTIONS: list[tuple[str, str, Side, str, Side]] = [
    ("conn-a8d3k5wq", "client-q7k2m9xa", "top", "dns-f3h8w1zc", "left"),
    ("conn-m6s1x4hb", "client-q7k2m9xa", "right", "server-p5n4t6yb", "left"),
    ("conn-z9c7e2nf", "server-p5n4t6yb", "right", "database-j2r9v3ue", "left"),
]


def sample_design() -> dict[str, Any]:
    """The sample as the canvas saves it, checked against the server's own model of that."""
    design = {
        "widgets": [
            {
                "id": id_,
                "type": kind,
                "x": x,
                "y": y,
                "width": 120,
                "height": 80,
                "name": CATALOGUE[kind].name,
                "description": CATALOGUE[kind].description,
                "properties": CATALOGUE[kind].defaults,
            }
            for id_, kind, x, y in _COMPONENTS
        ],
        "connections": [
            {
                "id": id_,
                "from": {"widgetId": source, "position": source_side},
                "to": {"widgetId": target, "position": target_side},
                "properties": {
                    "protocol": DEFAULT_PROTOCOL,
                    "latency": DEFAULT_LATENCY,
                    "sync": DEFAULT_SYNC,
                    "description": "",
                },
            }
            for id_, source, source_side, target, target_side in _CONNECTIONS
        ],
    }
    CanvasDesign.model_validate(design)
    return design


def keep_design(page: Page, problem: str, design: dict[str, Any]) -> None:
    """Leaves `design` in the browser's storage for `problem`, as the canvas saves it (the tab
    must already be on the site, as `signed_in` leaves it)."""
    saved = {"version": 1, "savedAt": "2025-01-01T00:00:00.000Z", "design": design}
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)",
        [f"systemcraft.design.{problem}", json.dumps(saved)],
    )


def open_with_sample(
    page: Page, server_url: str, name: str, tier: int = 3, problem: str = "url-shortener"
) -> None:
    """Signs in as `name` and opens `problem`'s workspace with the sample design in it."""
    signed_in(page, server_url, name, tier=tier)
    keep_design(page, problem, sample_design())
    page.goto(f"{server_url}/practice/{problem}")
    expect(page.locator(".react-flow__node")).to_have_count(len(_COMPONENTS))
    # React Flow draws nodes hidden until it has measured them; tests read their boxes.
    for node in page.locator(".react-flow__node").all():
        expect(node).to_be_visible()
