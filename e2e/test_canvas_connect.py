"""Connecting that holds up: connection points large enough to see and to touch at every
width, never under a label; a line let go on a component's body connects; a second connection
between the same two is refused with a reason; close components keep their line."""

import re
from itertools import count

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import ConsoleWatch, Server
from e2e.test_workspace import component, edges, handle_of
from e2e.workspace_helpers import keep_design, open_with_sample, sample_design

_connectors = count(1)


def open_at(page: Page, server: Server, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    open_with_sample(page, server.url, f"Connector {next(_connectors)}")


def centre_of(locator: Locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_connection_points_are_large_and_never_under_a_label(
    page: Page, dev_server: Server, width: int
) -> None:
    open_at(page, dev_server, width)
    sizes = page.locator(".react-flow__handle").evaluate_all(
        """(handles) => handles.map((handle) => {
            const box = handle.getBoundingClientRect();
            const onScreen = box.width / parseFloat(getComputedStyle(handle).width);
            const dot = parseFloat(getComputedStyle(handle, '::after').width) * onScreen;
            return [box.width, box.height, dot];
        })"""
    )
    assert len(sizes) == 16
    for target_width, target_height, dot in sizes:
        assert target_width >= 23.5
        assert target_height >= 23.5
        assert dot >= 15.5
    # Whatever the pointer presses at a connection point's middle is that point, not a label.
    hits = page.locator(".react-flow__handle").evaluate_all(
        """(handles) => handles.map((handle) => {
            const box = handle.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
            return document.elementFromPoint(x, y)?.closest('.react-flow__handle') === handle
              || !document.elementFromPoint(x, y)?.closest('.react-flow');
        })"""
    )
    assert all(hits), hits


@pytest.mark.parametrize("width", [1440, 1024])
def test_a_line_let_go_on_a_body_connects_and_a_second_is_refused(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch, width: int
) -> None:
    open_at(page, dev_server, width)
    # From the Client's bottom point to the middle of the Database, far from its points.
    start, goal = (
        centre_of(handle_of(page, "client", "bottom")),
        centre_of(component(page, "database")),
    )
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(goal[0], goal[1], steps=12)
    expect(component(page, "database")).to_have_attribute("data-connection-target", "true")
    page.mouse.up()
    expect(edges(page)).to_have_count(4)
    expect(
        page.get_by_role("button", name="HTTP connection from Client to Database")
    ).to_be_attached()

    # The Server and the Client are connected already: a second line says so and adds nothing.
    start, goal = centre_of(handle_of(page, "server", "top")), centre_of(component(page, "client"))
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(goal[0], goal[1], steps=12)
    page.mouse.up()
    expect(page.get_by_role("alert")).to_contain_text("Server and Client are already connected.")
    expect(edges(page)).to_have_count(4)


def test_close_components_keep_their_line(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    design = sample_design()
    # The Server 25 px right of the Client, the Database 25 px below the Server.
    client, _dns, server, database = design["widgets"]
    server["x"], server["y"] = client["x"] + 145, client["y"]
    database["x"], database["y"] = server["x"], server["y"] + 105
    open_with_sample(page, dev_server.url, f"Connector {next(_connectors)}")
    keep_design(page, "url-shortener", design)
    page.reload()
    expect(edges(page)).to_have_count(3)
    for name in ("from Client to Server", "from Server to Database"):
        label = page.get_by_role("button", name=f"HTTP connection {name}")
        expect(label).to_be_attached()
    paths = edges(page).locator(".react-flow__edge-path")
    for d in paths.evaluate_all("(paths) => paths.map((path) => path.getAttribute('d'))"):
        assert "NaN" not in d
    lengths = paths.evaluate_all("(paths) => paths.map((path) => path.getTotalLength())")
    assert min(lengths) >= 20, lengths


def test_connect_to_offers_only_components_not_yet_connected(
    page: Page, dev_server: Server
) -> None:
    open_at(page, dev_server, 1440)
    component(page, "server").click()
    connect_to = page.get_by_role("complementary", name="Properties").get_by_label("Connect to")
    options = connect_to.locator("option").all_inner_texts()
    # The Server is connected with the Client and the Database: only the DNS is left.
    assert options == ["DNS"]
    page.get_by_role("button", name="Connect", exact=True).click()
    expect(page.get_by_text(re.compile("connected with every other one"))).to_be_visible()
    expect(edges(page)).to_have_count(4)
