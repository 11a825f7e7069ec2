"""The canvas's editing commands as in Excalidraw and draw.io: Ctrl+A, a context menu (mouse
and keyboard), renaming on the box, align and distribute, paste at the pointer and duplicates
in free space, keyboard zoom, and the focus kept on the canvas after Delete, Undo and Redo."""

import re
from itertools import count

import pytest
from playwright.sync_api import FloatRect, Locator, Page, Position, expect

from e2e.conftest import Server
from e2e.test_canvas_keyboard import node, tab_to
from e2e.test_canvas_placement import assert_apart
from e2e.test_workspace import answer_dialogs, click_edge, component, components, edges
from e2e.workspace_helpers import open_with_sample

_editors = count(1)


def open_at(page: Page, server: Server, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    open_with_sample(page, server.url, f"Commander {next(_editors)}")


def box(locator: Locator) -> FloatRect:
    found = locator.bounding_box()
    assert found, locator
    return found


def inside_window(page: Page, rect: FloatRect) -> bool:
    size = page.viewport_size
    assert size
    return (
        rect["x"] >= 0
        and rect["y"] >= 0
        and rect["x"] + rect["width"] <= size["width"]
        and rect["y"] + rect["height"] <= size["height"]
    )


def tops(page: Page) -> list[float]:
    return [box(n)["y"] for n in components(page).all()]


def focus_is_on_the_canvas(page: Page) -> bool:
    inside: bool = page.evaluate(
        "() => document.activeElement !== document.body"
        " && !!document.activeElement?.closest('.react-flow')"
    )
    return inside


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_the_context_menu_renames_and_arranges(page: Page, dev_server: Server, width: int) -> None:
    open_at(page, dev_server, width)
    server = component(page, "server")

    # Right-click a component: its menu opens at the pointer, inside the window.
    server.click(button="right")
    menu = page.get_by_role("menu", name="Component actions")
    # Fail this: the simulation is offered from tier 1 (test_simulate.py runs it).
    expect(menu.get_by_role("menuitem")).to_have_text(
        [re.compile("^Rename"), re.compile("^Duplicate"), re.compile("^Delete"), "Fail this"]
    )
    assert inside_window(page, box(menu))
    expect(menu.get_by_role("menuitem", name=re.compile("^Rename"))).to_be_focused()
    menu.get_by_role("menuitem", name=re.compile("^Rename")).click()

    # Rename types over the name on the box; Enter keeps it, as one undoable step.
    field = server.get_by_role("textbox", name="Component name")
    expect(field).to_be_focused()
    page.keyboard.type("Shortener API")
    page.keyboard.press("Enter")
    expect(server).to_have_text("Shortener API")
    expect(node(page, "Shortener API (Server)")).to_be_focused()
    page.keyboard.press("Control+z")
    expect(server).to_have_text("Server")

    # A double-click renames too; Escape keeps the old name.
    component(page, "database").dblclick()
    database_field = component(page, "database").get_by_role("textbox", name="Component name")
    expect(database_field).to_be_focused()
    page.keyboard.type("Gone")
    page.keyboard.press("Escape")
    expect(component(page, "database")).to_have_text("Database")
    expect(node(page, "Database")).to_be_focused()

    # Ctrl+A on the canvas selects every component; their menu aligns them, undoably.
    page.keyboard.press("Control+a")
    expect(page.locator(".react-flow__node.selected")).to_have_count(4)
    component(page, "dns").click(button="right")
    menu = page.get_by_role("menu", name="Component actions")
    assert inside_window(page, box(menu))
    expect(menu.get_by_role("menuitem", name="Distribute horizontally")).to_be_visible()
    before = tops(page)
    menu.get_by_role("menuitem", name="Align top").click()
    expect(menu).to_have_count(0)
    page.wait_for_function(
        "() => new Set([...document.querySelectorAll('.react-flow__node')]"
        ".map((n) => n.getBoundingClientRect().top)).size === 1"
    )
    page.keyboard.press("Control+z")
    page.wait_for_function(
        "(tops) => [...document.querySelectorAll('.react-flow__node')]"
        ".every((n, i) => Math.abs(n.getBoundingClientRect().top - tops[i]) < 1)",
        arg=before,
    )

    # The Properties panel arranges the selection too: spread across with equal gaps.
    page.get_by_role("tab", name="Properties").click()
    page.get_by_role("button", name="Distribute horizontally").click()
    page.wait_for_function(
        "() => { const xs = [...document.querySelectorAll('.react-flow__node')]"
        ".map((n) => n.getBoundingClientRect().left).sort((a, b) => a - b);"
        " const gaps = xs.slice(1).map((x, i) => x - xs[i]);"
        " return gaps.every((g) => g > 1 && Math.abs(g - gaps[0]) < 1); }"
    )


def zoom(page: Page) -> float:
    transform = page.locator(".react-flow__viewport").evaluate("(e) => e.style.transform")
    found = re.search(r"scale\(([\d.]+)\)", transform)
    assert found, transform
    return float(found[1])


def zooms_to(page: Page, key: str, larger: bool) -> None:
    """Presses `key` and waits for the canvas to zoom in (or out); the page itself never does."""
    before = zoom(page)
    page.keyboard.press(key)
    page.wait_for_function(
        "([before, larger]) => {"
        " const m = /scale\\(([\\d.]+)\\)/.exec("
        "document.querySelector('.react-flow__viewport').style.transform);"
        " return m && (larger ? +m[1] > before + 0.01 : +m[1] < before - 0.01); }",
        arg=[before, larger],
    )


def test_the_keyboard_opens_menus_zooms_and_keeps_the_focus_on_the_canvas(
    page: Page, dev_server: Server
) -> None:
    open_at(page, dev_server, 1440)
    messages = answer_dialogs(page, True)
    server = node(page, "Server")
    tab_to(page, server)
    # The browser's own page zoom stays out of it: every zoom key is taken by the canvas.
    page.evaluate(
        "() => { window.passedOn = [];"
        " window.addEventListener('keydown', (e) => { if (!e.defaultPrevented)"
        " window.passedOn.push(e.key); }); }"
    )
    zooms_to(page, "Control+=", larger=True)
    zooms_to(page, "-", larger=False)
    zooms_to(page, "+", larger=True)
    zooms_to(page, "Control+-", larger=False)
    zooms_to(page, "=", larger=True)
    page.keyboard.press("0")
    page.wait_for_function("() => document.querySelectorAll('.react-flow__node').length === 4")
    assert page.evaluate("() => window.passedOn") == []
    expect(server).to_be_focused()

    # Shift+F10 opens the focused component's menu; arrows move, Escape gives the focus back.
    page.keyboard.press("Shift+F10")
    menu = page.get_by_role("menu", name="Component actions")
    expect(menu.get_by_role("menuitem", name=re.compile("^Rename"))).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(menu.get_by_role("menuitem", name=re.compile("^Duplicate"))).to_be_focused()
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    # Up from the first item wraps to the last.
    expect(menu.get_by_role("menuitem", name="Fail this")).to_be_focused()
    page.keyboard.press("Escape")
    expect(menu).to_have_count(0)
    expect(server).to_be_focused()
    expect(page.locator(".react-flow__node.selected")).to_have_count(1)

    # Delete: the focus goes to the next component, Undo brings it back to the restored one,
    # and Redo leaves it on the canvas; never on the page.
    page.keyboard.press("Delete")
    assert messages == ["Delete this component?"]
    expect(components(page)).to_have_count(3)
    expect(node(page, "Database")).to_be_focused()
    page.keyboard.press("Control+z")
    expect(server).to_be_focused()
    page.keyboard.press("Control+y")
    expect(components(page)).to_have_count(3)
    page.wait_for_function("() => document.activeElement !== document.body")
    assert focus_is_on_the_canvas(page)
    page.keyboard.press("Control+z")

    # F2 renames the focused component.
    tab_to(page, node(page, "DNS"))
    page.keyboard.press("F2")
    expect(page.get_by_role("textbox", name="Component name")).to_be_focused()
    page.keyboard.press("Escape")
    expect(node(page, "DNS")).to_be_focused()

    # In a text field Ctrl+A selects its text, not the components.
    page.keyboard.press("Enter")
    name = page.get_by_role("complementary", name="Properties").get_by_label("Name", exact=True)
    name.focus()
    page.keyboard.press("Control+a")
    expect(page.locator(".react-flow__node.selected")).to_have_count(1)
    assert name.evaluate("(input) => input.selectionEnd - input.selectionStart") == len("DNS")


def test_right_clicks_on_the_canvas_and_a_connection_and_where_copies_land(
    page: Page, dev_server: Server
) -> None:
    open_at(page, dev_server, 1440)
    messages = answer_dialogs(page, True)
    pane = page.locator(".react-flow__pane")
    # The panels beside the canvas settle first, and the view is fitted to what is left.
    expect(page.get_by_role("heading", name="Properties")).to_be_visible()
    area = box(pane)
    empty: Position = {"x": area["width"] * 0.5, "y": area["height"] * 0.8}

    # The empty canvas offers Paste (nothing copied yet) and Select all.
    pane.click(button="right", position=empty)
    menu = page.get_by_role("menu", name="Canvas actions")
    expect(menu.get_by_role("menuitem", name=re.compile("^Paste"))).to_have_attribute(
        "aria-disabled", "true"
    )
    menu.get_by_role("menuitem", name=re.compile("^Select all")).click()
    expect(page.locator(".react-flow__node.selected")).to_have_count(4)

    # Ctrl+C, then Ctrl+V with the pointer over free canvas: the copy is centred on it.
    page.keyboard.press("Escape")
    component(page, "server").click()
    page.keyboard.press("Control+c")
    area = box(pane)
    page.mouse.move(area["x"] + empty["x"], area["y"] + empty["y"])
    page.keyboard.press("Control+v")
    expect(components(page)).to_have_count(5)
    copy = box(components(page).nth(4))
    grid = 24 * zoom(page)
    assert abs(copy["x"] + copy["width"] / 2 - (area["x"] + empty["x"])) <= grid
    assert abs(copy["y"] + copy["height"] / 2 - (area["y"] + empty["y"])) <= grid

    # Paste from the empty canvas's menu lands where it was opened.
    spot: Position = {"x": area["width"] * 0.15, "y": area["height"] * 0.8}
    pane.click(button="right", position=spot)
    page.get_by_role("menu", name="Canvas actions").get_by_role(
        "menuitem", name=re.compile("^Paste")
    ).click()
    expect(components(page)).to_have_count(6)
    pasted = box(components(page).nth(5))
    assert abs(pasted["x"] + pasted["width"] / 2 - (area["x"] + spot["x"])) <= grid
    assert abs(pasted["y"] + pasted["height"] / 2 - (area["y"] + spot["y"])) <= grid

    # With the pointer on a box, and by Duplicate, copies go into free space, never on a box.
    database = box(component(page, "database"))
    page.mouse.move(database["x"] + 20, database["y"] + 20)
    page.keyboard.press("Control+v")
    page.keyboard.press("Control+d")
    component(page, "database").click(button="right")
    page.get_by_role("menu", name="Component actions").get_by_role(
        "menuitem", name=re.compile("^Duplicate")
    ).click()
    expect(components(page)).to_have_count(9)
    assert_apart([box(n) for n in components(page).all()])

    # A connection's menu deletes it, asking first as before.
    click_edge(page, edges(page).nth(1), button="right")
    page.get_by_role("menu", name="Connection actions").get_by_role(
        "menuitem", name=re.compile("^Delete")
    ).click()
    assert messages == ["Delete this connection?"]
    expect(edges(page)).to_have_count(2)
    # So does its label's.
    page.get_by_role("button", name="HTTP connection from Client to DNS").click(button="right")
    page.get_by_role("menu", name="Connection actions").get_by_role(
        "menuitem", name=re.compile("^Delete")
    ).click()
    expect(edges(page)).to_have_count(1)
