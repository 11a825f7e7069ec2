"""Alignment guides: dragging a component near another's line shows a guide and snaps
onto it; elsewhere the 24 px grid applies. Driven with real mouse events."""

import json
from itertools import count

import pytest
from playwright.sync_api import FloatRect, Locator, Page, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import Server
from e2e.test_workspace import component, components
from e2e.workspace_helpers import open_with_sample

WIDGET_WIDTH = 120
_users = count(1)


def guides(page: Page) -> Locator:
    return page.get_by_test_id("alignment-guide")


def box(locator: Locator) -> FloatRect:
    found = locator.bounding_box()
    assert found
    return found


def start_drag(page: Page, locator: Locator) -> tuple[float, float, float]:
    """Presses on the widget's centre and starts the drag; returns the pointer and the zoom.

    React Flow measures the grab offset at the first move past its 1 px threshold, so that
    first move is a small one; every later move carries the widget by exactly as much."""
    at = box(locator)
    x, y = at["x"] + at["width"] / 2, at["y"] + at["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 2, y)
    return x + 2, y, at["width"] / WIDGET_WIDTH


@pytest.fixture
def workspace(page: Page, dev_server: Server) -> Page:
    page.set_viewport_size({"width": 1400, "height": 900})
    # A user of its own: this test's moves, saved to the account, stay out of other tests.
    open_with_sample(page, dev_server.url, f"Guide Tester {next(_users)}")
    return page


def test_a_guide_shows_near_another_top_and_the_drop_aligns(workspace: Page) -> None:
    # Starter design: DNS at y 48; Client, Server and Database at y 192.
    dns, database = component(workspace, "dns"), component(workspace, "database")
    x, y, zoom = start_drag(workspace, database)
    # Up until the Database's top is 10 px below the DNS's top: 134 px up, in flow pixels.
    target_y = box(dns)["y"] + 10 * zoom
    workspace.mouse.move(x, y + (target_y - box(database)["y"]), steps=15)
    horizontal = guides(workspace).and_(workspace.locator("[data-axis='y']"))
    expect(horizontal.first).to_be_visible()
    expect(horizontal).to_have_count(3)  # top, middle and bottom: the widgets are the same size
    assert abs(box(horizontal.first)["y"] - box(dns)["y"]) <= 1
    workspace.mouse.up()
    expect(guides(workspace)).to_have_count(0)
    assert abs(box(database)["y"] - box(dns)["y"]) < 0.5


def test_no_guide_far_from_every_line_and_the_grid_applies(workspace: Page) -> None:
    server, database = component(workspace, "server"), component(workspace, "database")
    x, y, zoom = start_drag(workspace, database)
    # 52 px up: its top, middle and bottom are 40 px or more from every other widget's.
    workspace.mouse.move(x, y - 52 * zoom, steps=10)
    workspace.wait_for_timeout(100)
    expect(guides(workspace)).to_have_count(0)
    workspace.mouse.up()
    # On the grid: two cells (48 px) above the row it left.
    assert abs((box(server)["y"] - box(database)["y"]) - 48 * zoom) < 0.5


def test_it_aligns_with_a_widget_off_the_grid(page: Page, dev_server: Server) -> None:
    off_grid = {
        "widgets": [
            {
                "id": kind,
                "type": kind,
                "x": x,
                "y": y,
                "width": 120,
                "height": 80,
                "name": kind.title(),
                "description": "",
                "properties": {},
            }
            for kind, x, y in (("client", 100, 200), ("server", 400, 400))
        ],
        "connections": [],
    }
    saved = {"version": 1, "savedAt": "2030-01-01T00:00:00Z", "design": off_grid}
    page.add_init_script(
        f"localStorage.setItem('systemcraft.design.url-shortener', {json.dumps(json.dumps(saved))})"
    )
    page.set_viewport_size({"width": 1400, "height": 900})
    signed_in(page, dev_server.url, f"Guide Tester {next(_users)}", tier=3)
    page.goto(f"{dev_server.url}/practice/url-shortener")
    expect(components(page)).to_have_count(2)
    client, server = component(page, "client"), component(page, "server")
    x, y, zoom = start_drag(page, server)
    # The Server's top 10 px below the Client's (y 210): the grid alone would put it at 216.
    page.mouse.move(x, y + (box(client)["y"] + 10 * zoom - box(server)["y"]), steps=15)
    expect(guides(page).first).to_be_visible()
    page.mouse.up()
    assert abs(box(server)["y"] - box(client)["y"]) < 0.5
