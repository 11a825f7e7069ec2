"""The design playground: real mouse and keyboard on the React Flow canvas."""

import json
import re
from itertools import count
from pathlib import Path
from typing import Literal

import jsonschema
import pytest
from playwright.sync_api import Dialog, Locator, Page, Route, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import ConsoleWatch, Server
from e2e.workspace_helpers import open_with_sample

EXPORT_SCHEMA = json.loads(
    (
        Path(__file__).resolve().parents[1]
        / "frontend/src/lib/design/generated/export-document.schema.json"
    ).read_text()
)


_designers = count(1)


@pytest.fixture
def designer() -> str:
    """A user of each test's own: a design that one test saves, late or not, never reaches the
    next test's workspace."""
    return f"Designer {next(_designers)}"


@pytest.fixture
def workspace(page: Page, dev_server: Server, designer: str) -> Page:
    page.set_viewport_size({"width": 1400, "height": 900})
    open_with_sample(page, dev_server.url, designer)
    expect(page.get_by_role("heading", level=1, name="Design a URL Shortener")).to_be_visible()
    return page


def components(page: Page) -> Locator:
    return page.locator(".react-flow__node")


def edges(page: Page) -> Locator:
    return page.locator(".react-flow__edge")


def component(page: Page, kind: str) -> Locator:
    return page.get_by_test_id(f"component-{kind}")


def answer_dialogs(page: Page, accept: bool) -> list[str]:
    messages: list[str] = []

    def handle(dialog: Dialog) -> None:
        messages.append(dialog.message)
        if accept:
            dialog.accept()
        else:
            dialog.dismiss()

    page.on("dialog", handle)
    return messages


def drag_between(page: Page, source: Locator, target: Locator) -> None:
    start, end = source.bounding_box(), target.bounding_box()
    assert start
    assert end
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=12)
    page.mouse.up()


def click_edge(
    page: Page, edge: Locator, button: Literal["left", "right", "middle"] = "left"
) -> None:
    """Clicks the middle of a connection's line, as a person would."""
    box = edge.locator(".react-flow__edge-interaction").bounding_box()
    assert box
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, button=button)


AMBER = "rgb(245, 158, 11)"


def arrowhead_fill(page: Page, edge: Locator) -> str:
    """The colour of the arrowhead the connection's line ends with."""
    marker = edge.locator(".react-flow__edge-path").get_attribute("marker-end") or ""
    found = re.fullmatch(r"url\(#(.+)\)", marker)
    assert found, marker
    fill: str = page.locator(f"marker#{found[1]} path").evaluate("(p) => getComputedStyle(p).fill")
    return fill


def handle_of(page: Page, kind: str, side: str) -> Locator:
    return component(page, kind).locator(f".react-flow__handle[data-handleid='{side}']")


def test_a_missing_problem_says_so(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 404")
    signed_in(page, dev_server.url, "Designer", tier=3)
    page.goto(f"{dev_server.url}/practice/no-such-problem")
    expect(page.get_by_role("heading", name="Problem Not Found")).to_be_visible()
    expect(
        page.get_by_text("The practice problem you're looking for doesn't exist.")
    ).to_be_visible()
    page.get_by_role("link", name="Back to problems").click()
    expect(page).to_have_url(re.compile(r"/practice$"))


def test_a_problem_above_your_tier_is_locked(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    signed_in(page, dev_server.url, "Starter", tier=0)
    page.goto(f"{dev_server.url}/practice/video-streaming")
    expect(page.get_by_text("This problem requires a higher tier subscription.")).to_be_visible()
    expect(page.get_by_role("link", name="Upgrade Plan")).to_be_visible()


def test_the_sample_design_and_the_details_panel(workspace: Page) -> None:
    for kind in ("client", "dns", "server", "database"):
        expect(component(workspace, kind)).to_be_visible()
    expect(edges(workspace)).to_have_count(3)
    expect(workspace.get_by_role("heading", name="Start your design")).to_have_count(0)
    workspace.get_by_role("button", name="Show Details").click()
    details = workspace.get_by_role("region", name="Problem details")
    expect(details).to_contain_text("url-shortener")
    expect(details).to_contain_text("Redirects complete in under 100 ms")
    workspace.get_by_role("button", name="Hide Details").click()
    expect(details).to_be_hidden()


def test_components_are_added_by_click_keyboard_and_drag(workspace: Page) -> None:
    palette = workspace.get_by_role("list", name="Components")
    palette.get_by_role("button", name=re.compile("^Cache")).click()
    expect(component(workspace, "cache")).to_have_count(1)
    palette.get_by_role("button", name=re.compile("^Queue")).focus()
    workspace.keyboard.press("Enter")
    expect(component(workspace, "queue")).to_have_count(1)
    palette.get_by_role("button", name=re.compile("^CDN")).drag_to(
        workspace.locator(".react-flow__pane"), target_position={"x": 200, "y": 120}
    )
    expect(component(workspace, "cdn")).to_have_count(1)
    expect(components(workspace)).to_have_count(7)


def test_connecting_by_dragging_and_no_self_connection(workspace: Page) -> None:
    workspace.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Cache")
    ).click()
    drag_between(
        workspace, handle_of(workspace, "server", "bottom"), handle_of(workspace, "cache", "top")
    )
    expect(edges(workspace)).to_have_count(4)
    drag_between(
        workspace, handle_of(workspace, "cache", "left"), handle_of(workspace, "cache", "right")
    )
    expect(edges(workspace)).to_have_count(4)


def test_a_connection_snaps_to_a_nearby_point(workspace: Page) -> None:
    workspace.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Cache")
    ).click()
    start = handle_of(workspace, "server", "bottom").bounding_box()
    target = handle_of(workspace, "cache", "top").bounding_box()
    assert start
    assert target
    workspace.mouse.move(start["x"] + 5, start["y"] + 5)
    workspace.mouse.down()
    # Release 20 px away from the point: inside the 30 px snap radius.
    workspace.mouse.move(target["x"] + 5 + 20, target["y"] + 5, steps=10)
    workspace.mouse.up()
    expect(edges(workspace)).to_have_count(4)


def test_editing_properties(workspace: Page) -> None:
    component(workspace, "dns").click()
    panel = workspace.get_by_role("form", name="Component properties")
    panel.get_by_label("Name", exact=True).fill("Route 53")
    expect(component(workspace, "dns")).to_contain_text("Route 53")
    record_types = panel.get_by_label(re.compile("Record types"))
    expect(record_types).to_have_value("A, AAAA, CNAME, MX")
    record_types.fill(" A ,, CNAME ,")
    record_types.blur()
    component(workspace, "server").click()
    component(workspace, "dns").click()
    expect(panel.get_by_label(re.compile("Record types"))).to_have_value("A, CNAME")


def test_editing_a_connection_and_selecting_it_turns_it_amber(workspace: Page) -> None:
    edge = edges(workspace).nth(1)
    click_edge(workspace, edge)
    panel = workspace.get_by_role("form", name="Connection properties")
    expect(panel.get_by_label("Protocol")).to_have_value("HTTP")
    expect(panel.get_by_label("Latency")).to_have_value("< 100ms")
    panel.get_by_label("Protocol").select_option("gRPC")
    panel.get_by_label("Sync").select_option("Asynchronous")
    label = workspace.get_by_role("button", name="gRPC connection from Client to Server")
    expect(label).to_have_text("gRPC")
    path = edge.locator(".react-flow__edge-path")
    assert path.evaluate("(p) => getComputedStyle(p).stroke") == AMBER
    # The arrowhead is amber too, not the grey of the others.
    assert arrowhead_fill(workspace, edge) == AMBER
    assert arrowhead_fill(workspace, edges(workspace).nth(0)) != AMBER


@pytest.mark.parametrize("accept", [True, False])
def test_deleting_a_component_asks_first(workspace: Page, accept: bool) -> None:
    messages = answer_dialogs(workspace, accept)
    component(workspace, "server").click()
    workspace.keyboard.press("Delete")
    assert messages == ["Delete this component?"]
    if accept:
        expect(components(workspace)).to_have_count(3)
        expect(edges(workspace)).to_have_count(1)
    else:
        expect(components(workspace)).to_have_count(4)
        expect(edges(workspace)).to_have_count(3)


def test_right_click_deletes_a_connection(workspace: Page) -> None:
    messages = answer_dialogs(workspace, True)
    click_edge(workspace, edges(workspace).nth(1), button="right")
    menu = workspace.get_by_role("menu", name="Connection actions")
    menu.get_by_role("menuitem", name=re.compile("^Delete")).click()
    expect(edges(workspace)).to_have_count(2)
    assert messages == ["Delete this connection?"]


def test_clear_asks_and_can_be_undone_and_redone(workspace: Page) -> None:
    messages = answer_dialogs(workspace, True)
    workspace.get_by_role("button", name="Clear").click()
    assert messages == ["Clear all components and connections?"]
    expect(components(workspace)).to_have_count(0)
    workspace.keyboard.press("Control+z")
    expect(components(workspace)).to_have_count(4)
    expect(edges(workspace)).to_have_count(3)
    workspace.keyboard.press("Control+Shift+z")
    expect(components(workspace)).to_have_count(0)


def test_clicking_empty_canvas_deselects(workspace: Page) -> None:
    component(workspace, "client").click()
    expect(workspace.get_by_role("form", name="Component properties")).to_be_visible()
    workspace.locator(".react-flow__pane").click(position={"x": 20, "y": 20})
    expect(workspace.get_by_text("Select a component or a connection to edit it.")).to_be_visible()


def test_the_design_survives_a_reload(workspace: Page) -> None:
    workspace.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Load Balancer")
    ).click()
    expect(components(workspace)).to_have_count(5)
    workspace.wait_for_timeout(400)  # past the 300 ms autosave
    workspace.reload()
    expect(component(workspace, "load-balancer")).to_be_visible()
    expect(components(workspace)).to_have_count(5)


def test_export_downloads_copies_and_confirms(workspace: Page, tmp_path: Path) -> None:
    workspace.context.grant_permissions(["clipboard-read", "clipboard-write"])
    messages = answer_dialogs(workspace, True)
    with workspace.expect_download() as download:
        workspace.get_by_role("button", name="Export").click()
    assert re.fullmatch(r"playground-export-\d+\.json", download.value.suggested_filename)
    saved = tmp_path / "export.json"
    download.value.save_as(saved)
    document = json.loads(saved.read_text())
    jsonschema.validate(document, EXPORT_SCHEMA, format_checker=jsonschema.FormatChecker())
    assert document["export_version"] == "1.0"
    assert document["feedback_level"] == "interview"
    assert document["problem"]["id"] == "url-shortener"
    assert [c["metadata"]["component_type"] for c in document["design"]["components"]] == [
        "client",
        "dns",
        "server",
        "database",
    ]
    workspace.wait_for_function("() => true")
    for _ in range(20):
        if messages:
            break
        workspace.wait_for_timeout(100)
    assert messages
    assert messages[0].startswith("Design exported!")
    clipboard = workspace.evaluate("navigator.clipboard.readText()")
    assert clipboard.startswith("{")
    assert "rating out of 10" in clipboard


def test_tier_three_gets_assessment_and_the_coach(workspace: Page) -> None:
    expect(workspace.get_by_role("button", name="Run Assessment")).to_be_visible()
    expect(workspace.get_by_role("button", name="Submit Design")).to_have_count(0)
    workspace.get_by_role("tab", name="Chat").click()
    expect(workspace.get_by_text("Welcome to Design a URL Shortener!")).to_be_visible(timeout=3000)


def test_tier_one_submits_instead_of_assessing_and_has_no_coach(
    page: Page, dev_server: Server
) -> None:
    signed_in(page, dev_server.url, "Starter", tier=1)
    page.goto(f"{dev_server.url}/practice/url-shortener")
    expect(page.get_by_role("button", name="Export")).to_be_visible()
    expect(page.get_by_role("button", name="Submit Design")).to_be_visible()
    expect(page.get_by_role("button", name="Run Assessment")).to_have_count(0)
    expect(page.get_by_role("tab", name="Chat")).to_have_count(0)
    page.get_by_role("tab", name="Attempts").click()
    expect(page.get_by_text("No attempts yet. Submit your design and your scores")).to_be_visible()


def test_a_bad_import_is_explained_and_changes_nothing(workspace: Page, tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text('{"design": {"components": [{"id": "x", "label": "Robot"}], "connections": []}}')
    workspace.get_by_label("Import a design file").set_input_files(bad)
    expect(workspace.get_by_role("alert")).to_contain_text(
        'Could not import broken.json: Component "Robot" is not one of the nine component types.'
    )
    expect(components(workspace)).to_have_count(4)
    expect(edges(workspace)).to_have_count(3)


def test_an_export_imports_back_and_the_import_can_be_undone(
    workspace: Page, tmp_path: Path
) -> None:
    answer_dialogs(workspace, True)
    workspace.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Queue")
    ).click()
    with workspace.expect_download() as download:
        workspace.get_by_role("button", name="Export").click()
    exported = tmp_path / "design.json"
    download.value.save_as(exported)
    workspace.get_by_role("button", name="Clear").click()
    expect(components(workspace)).to_have_count(0)
    workspace.get_by_label("Import a design file").set_input_files(exported)
    expect(workspace.get_by_role("status").filter(has_text="Imported 5 components")).to_be_visible()
    expect(components(workspace)).to_have_count(5)
    expect(edges(workspace)).to_have_count(3)
    workspace.keyboard.press("Control+z")
    expect(components(workspace)).to_have_count(0)


def test_the_design_copies_as_a_mermaid_flowchart(workspace: Page) -> None:
    workspace.context.grant_permissions(["clipboard-read", "clipboard-write"])
    workspace.get_by_role("button", name="Mermaid").click()
    expect(workspace.get_by_text("Mermaid flowchart copied to your clipboard.")).to_be_visible()
    text = workspace.evaluate("navigator.clipboard.readText()")
    assert text.startswith("flowchart LR\n")
    assert text.count("-->|HTTP|") == 3


def test_copy_paste_and_duplicate(workspace: Page) -> None:
    component(workspace, "server").click()
    workspace.keyboard.press("Control+c")
    workspace.keyboard.press("Control+v")
    expect(component(workspace, "server")).to_have_count(2)
    workspace.keyboard.press("Control+v")
    expect(component(workspace, "server")).to_have_count(3)
    workspace.keyboard.press("Control+d")
    expect(component(workspace, "server")).to_have_count(4)
    workspace.keyboard.press("Control+z")
    expect(component(workspace, "server")).to_have_count(3)


def test_a_drag_box_selects_several_and_delete_removes_them(workspace: Page) -> None:
    messages = answer_dialogs(workspace, True)
    client, database = (
        component(workspace, "client").bounding_box(),
        component(workspace, "database").bounding_box(),
    )
    assert client
    assert database
    workspace.keyboard.down("Shift")
    workspace.mouse.move(client["x"] - 20, client["y"] - 20)
    workspace.mouse.down()
    workspace.mouse.move(
        database["x"] + database["width"] + 20, database["y"] + database["height"] + 20, steps=10
    )
    workspace.mouse.up()
    workspace.keyboard.up("Shift")
    expect(workspace.get_by_text(re.compile(r"^\d+ items selected"))).to_be_visible()
    workspace.keyboard.press("Delete")
    expect(components(workspace)).to_have_count(1)
    assert messages == ["Delete this component?"]


@pytest.mark.parametrize("read_delay_ms", [0, 1500])
def test_a_signed_in_design_follows_the_user_to_another_device(
    workspace: Page, dev_server: Server, designer: str, read_delay_ms: int
) -> None:
    """On a slow network too: the untouched canvas the other device shows while it waits for
    the saved design once outdated it (its local autosave looked newer) and then overwrote it
    on the server with an empty design."""
    palette = workspace.get_by_role("list", name="Components")
    # The save that holds the new component: an autosave of the design it opened with may
    # still be on its way when the palette is pressed.
    with workspace.expect_response(
        lambda r: (
            "/api/designs/url-shortener" in r.url
            and r.request.method == "PUT"
            and '"pub-sub"' in (r.request.post_data or "")
        )
    ) as saved:
        palette.get_by_role("button", name=re.compile(r"^Pub\/Sub")).click()
    assert saved.value.status == 200
    browser = workspace.context.browser
    assert browser is not None
    # The second device checks what the first left on the server.
    for device, delay_ms in enumerate((read_delay_ms, 0)):
        other_device = browser.new_context(viewport={"width": 1400, "height": 900})
        try:
            page = other_device.new_page()
            signed_in(page, dev_server.url, designer, tier=3)
            if delay_ms:
                _delay_reads_of_the_saved_design(page, delay_ms)
            page.goto(f"{dev_server.url}/practice/url-shortener")
            expect(page.get_by_test_id("component-pub-sub")).to_be_visible(timeout=10_000)
            expect(page.locator(".react-flow__node")).to_have_count(5)
            if device == 0:
                page.wait_for_timeout(1500)  # past the server autosave an overwrite would send
        finally:
            other_device.close()


def _delay_reads_of_the_saved_design(page: Page, delay_ms: int) -> None:
    def held(route: Route) -> None:
        if route.request.method != "GET":
            route.continue_()
            return
        response = route.fetch()
        page.wait_for_timeout(delay_ms)
        route.fulfill(response=response)

    page.route(re.compile(r"/api/designs/url-shortener$"), held)
