"""Building a design with the keyboard alone: Tab, Enter, Escape and the arrow keys, never the
mouse. Components and connections are named as people know them, components come before
connections in the tab order, and Escape deselects."""

import re
from itertools import count

import pytest
from playwright.sync_api import Locator, Page, Request, expect

from e2e.auth_helpers import signed_in
from e2e.axe import expect_no_serious_violations
from e2e.conftest import Server
from e2e.test_workspace import components, edges
from e2e.workspace_helpers import open_with_sample

_builders = count(1)
# Far more stops than the page has before the properties panel.
MOST_TABS = 150


def tab_to(page: Page, target: Locator, backwards: bool = False) -> None:
    """Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would."""
    for _ in range(MOST_TABS):
        if target.evaluate("(element) => element === document.activeElement"):
            return
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
    raise AssertionError(f"Tab never reached {target}")


def focused_name(page: Page) -> str:
    name: str = page.evaluate("() => document.activeElement?.getAttribute('aria-label') ?? ''")
    return name


@pytest.fixture
def workspace(page: Page, dev_server: Server) -> Page:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, f"Keyboard Builder {next(_builders)}")
    return page


def flow_position(node: Locator) -> tuple[float, float]:
    """Where React Flow places the component, in the design's own coordinates."""
    transform = node.evaluate("(element) => element.style.transform")
    found = re.fullmatch(r"translate\((-?[\d.]+)px, (-?[\d.]+)px\)", transform)
    assert found, transform
    return float(found[1]), float(found[2])


def saves_server_below(request: Request, before: tuple[float, float]) -> bool:
    """True for the save of the design whose Server stands one grid cell below `before`."""
    if "/api/designs/url-shortener" not in request.url:
        return False
    body = request.post_data_json
    if not body:
        return False
    design = body["design"]
    servers = [w for w in design["widgets"] if w["type"] == "server"]
    return len(design["connections"]) == 2 and [(s["x"], s["y"]) for s in servers] == [
        (before[0], before[1] + 24)
    ]


def node(page: Page, name: str) -> Locator:
    """A component on the canvas, found by the name a screen reader reads for it."""
    return page.locator(".react-flow__node").and_(page.get_by_label(name, exact=True))


def test_a_connected_design_is_built_and_saved_with_the_keyboard_alone(
    page: Page, dev_server: Server
) -> None:
    # A new workspace opens on the starting design; Clear, pressed from the keyboard, empties it.
    page.set_viewport_size({"width": 1440, "height": 900})
    signed_in(page, dev_server.url, f"Keyboard Builder {next(_builders)}", tier=3)
    page.goto(f"{dev_server.url}/practice/url-shortener")
    expect(components(page)).to_have_count(4)
    page.once("dialog", lambda dialog: dialog.accept())
    tab_to(page, page.get_by_role("button", name="Clear"))
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Start your design")).to_be_visible()
    expect(components(page)).to_have_count(0)

    palette = page.get_by_role("list", name="Components")
    for kind in ("Client", "Load Balancer", "Server"):
        tab_to(page, palette.get_by_role("button", name=re.compile(f"^{kind}")))
        page.keyboard.press("Enter")
        # Each new one is selected, so its properties are one Tab stop group away.
        expect(page.get_by_role("form", name="Component properties")).to_contain_text(kind)
    expect(components(page)).to_have_count(3)

    panel = page.get_by_role("complementary", name="Properties")
    connect_to = panel.get_by_label("Connect to")
    for source, target in (("Client", "Load Balancer"), ("Load Balancer", "Server")):
        # Back on the canvas: the components are in the tab order by name, not by id.
        tab_to(page, node(page, source), backwards=True)
        page.keyboard.press("Enter")
        expect(panel.get_by_label("Name", exact=True)).to_have_value(source)
        tab_to(page, connect_to)
        while connect_to.evaluate("(select) => select.selectedOptions[0].text") != target:
            page.keyboard.press("ArrowDown")
        tab_to(page, panel.get_by_role("button", name="Connect", exact=True))
        page.keyboard.press("Enter")
        expect(page.get_by_text(f"Connected {source} to {target}.")).to_be_attached()
        # Escape leaves the panel, clears the selection, and the focus is back on the source.
        page.keyboard.press("Escape")
        expect(page.get_by_text("Select a component or a connection to edit it.")).to_be_visible()
        assert focused_name(page) == source

    expect(edges(page)).to_have_count(2)
    # Arrow keys move the selected component a grid cell at a time.
    server = node(page, "Server")
    tab_to(page, server)
    page.keyboard.press("Enter")
    before = flow_position(server)
    with page.expect_response(
        lambda r: r.request.method == "PUT" and saves_server_below(r.request, before)
    ) as saved:
        page.keyboard.press("ArrowDown")
    assert saved.value.status == 200
    assert flow_position(server) == (before[0], before[1] + 24)

    # Saved to the account: a fresh page shows the same three components and two connections.
    page.reload()
    expect(components(page)).to_have_count(3)
    for name in (
        "HTTP connection from Client to Load Balancer",
        "HTTP connection from Load Balancer to Server",
    ):
        expect(page.get_by_role("button", name=name)).to_be_visible()


def test_components_come_before_connections_in_the_tab_order(workspace: Page) -> None:
    page = workspace
    tab_to(page, node(page, "Client"))
    stops = [focused_name(page)]
    for _ in range(6):
        page.keyboard.press("Tab")
        stops.append(focused_name(page))
    assert stops == [
        "Client",
        "DNS",
        "Server",
        "Database",
        "HTTP connection from Client to DNS",
        "HTTP connection from Client to Server",
        "HTTP connection from Server to Database",
    ]
    # No internal id is read out anywhere on the canvas.
    labels = page.locator(".react-flow [aria-label]").evaluate_all(
        "(elements) => elements.map((element) => element.getAttribute('aria-label'))"
    )
    assert not [label for label in labels if re.search(r"(client|dns|server|conn)-\w{4,}", label)]


def test_a_connection_is_selected_from_its_label_and_escape_deselects(workspace: Page) -> None:
    page = workspace
    label = page.get_by_role("button", name="HTTP connection from Server to Database")
    tab_to(page, label)
    page.keyboard.press("Enter")
    form = page.get_by_role("form", name="Connection properties")
    expect(form).to_contain_text("From Server to Database")
    page.keyboard.press("Escape")
    expect(form).to_have_count(0)
    expect(page.locator(".react-flow__edge.selected")).to_have_count(0)
    # Escape on a focused component that is not selected leaves it unselected.
    tab_to(page, node(page, "Server"), backwards=True)
    page.keyboard.press("Escape")
    expect(page.locator(".react-flow__node.selected")).to_have_count(0)
    page.keyboard.press("Enter")
    expect(page.locator(".react-flow__node.selected")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".react-flow__node.selected")).to_have_count(0)


def test_a_component_s_connections_open_from_the_properties_panel(workspace: Page) -> None:
    page = workspace
    tab_to(page, node(page, "Server"))
    page.keyboard.press("Enter")
    connections = page.get_by_role("region", name="Connections")
    expect(connections.get_by_role("button")).to_have_text(
        [re.compile("^From Client"), re.compile("^To Database")]
    )
    # The Connect control and the list pass axe, in the page as it is now.
    expect_no_serious_violations(page)
    tab_to(page, connections.get_by_role("button", name=re.compile("^To Database")))
    page.keyboard.press("Enter")
    form = page.get_by_role("form", name="Connection properties")
    expect(form).to_contain_text("From Server to Database")
    # The focus went with it, into the connection's form.
    expect(form.get_by_label("Protocol")).to_be_focused()


def test_the_way_to_connect_from_the_keyboard_is_said_and_shown(workspace: Page) -> None:
    page = workspace
    # A screen reader hears it on coming to the canvas and on each component.
    connect_to = re.compile(r"Connect to")
    expect(page.get_by_role("application", name="Design canvas")).to_have_accessible_description(
        connect_to
    )
    expect(node(page, "Server")).to_have_accessible_description(
        re.compile(r"Press C to connect this component to another")
    )
    # And the Properties panel says it while nothing is selected.
    panel = page.get_by_role("complementary", name="Properties")
    expect(
        panel.get_by_text(re.compile("select one and choose the other under Connect to"))
    ).to_be_visible()
    # Where it says to look, the control is. The component the focus is on is outlined.
    server = node(page, "Server")
    tab_to(page, server)
    assert server.evaluate("(e) => getComputedStyle(e).outlineStyle") == "solid"
    page.keyboard.press("Enter")
    expect(panel.get_by_label("Connect to")).to_be_visible()
