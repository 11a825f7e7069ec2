"""How the canvas draws: lines that never double back, a highlighted target while connecting, a
small see-through minimap that folds away, long names readable, and a palette that lines up."""

import re
from itertools import count, pairwise

import pytest
from playwright.sync_api import Page, expect

from e2e.axe import expect_no_serious_violations
from e2e.conftest import Server
from e2e.test_assessment import token
from e2e.test_workspace import component, edges, handle_of
from e2e.workspace_helpers import open_with_sample

_drawers = count(1)


@pytest.fixture
def workspace(page: Page, dev_server: Server) -> Page:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, f"Drawer {next(_drawers)}")
    return page


def corners(path: str) -> list[tuple[float, float]]:
    """The ends and corners of a drawn line (its M and L points and the corners curves round)."""
    return [(float(x), float(y)) for x, y in re.findall(r"[MLQ](-?[\d.]+) (-?[\d.]+)", path)]


def one_way(values: list[float]) -> bool:
    steps = [b - a for a, b in pairwise(values)]
    return all(step >= 0 for step in steps) or all(step <= 0 for step in steps)


def test_a_line_never_doubles_back_when_its_target_moves_behind_its_source(
    workspace: Page,
) -> None:
    page = workspace
    database, client = component(page, "database"), component(page, "client")
    start, goal = database.bounding_box(), client.bounding_box()
    assert start
    assert goal
    # The Database, connected from the Server's right side, goes below and left of the Client.
    x, y = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 2, y)
    page.mouse.move(goal["x"] - 60, goal["y"] + 2.5 * goal["height"], steps=20)
    page.mouse.up()
    moved = database.bounding_box()
    assert moved
    assert moved["x"] + moved["width"] < goal["x"] + goal["width"]
    for path in edges(page).locator(".react-flow__edge-path").all():
        points = corners(path.get_attribute("d") or "")
        assert one_way([p[0] for p in points]), points
        assert one_way([p[1] for p in points]), points


def test_the_target_is_highlighted_while_a_line_is_drawn(workspace: Page) -> None:
    page = workspace
    start = handle_of(page, "dns", "bottom").bounding_box()
    end = handle_of(page, "database", "top").bounding_box()
    assert start
    assert end
    page.mouse.move(start["x"] + 5, start["y"] + 5)
    page.mouse.down()
    page.mouse.move(end["x"] + 5, end["y"] + 5, steps=12)
    line = page.locator(".react-flow__connection-path")
    expect(line).to_be_visible()
    accent = page.evaluate(
        "getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim()"
    )
    stroke = line.evaluate("(path) => getComputedStyle(path).stroke")
    assert stroke == rgb(accent)
    expect(component(page, "database")).to_have_attribute("data-connection-target", "true")
    expect(component(page, "server")).not_to_have_attribute("data-connection-target", "true")
    expect(handle_of(page, "database", "top")).to_have_class(re.compile(r"\bconnectingto\b"))
    page.mouse.up()
    expect(edges(page)).to_have_count(4)
    expect(component(page, "database")).not_to_have_attribute("data-connection-target", "true")


def rgb(hex_colour: str) -> str:
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def test_the_minimap_is_small_see_through_and_folds_away(workspace: Page) -> None:
    page = workspace
    minimap = page.locator(".react-flow__minimap")
    box = minimap.bounding_box()
    assert box
    assert box["width"] <= 150
    assert box["height"] <= 100
    background = minimap.evaluate("(map) => getComputedStyle(map).backgroundColor")
    # A colour with transparency, so what is under it shows through.
    assert re.fullmatch(r"(rgba|color)\(.*[,/] ?0?\.\d+\)", background), background
    hide = page.get_by_role("button", name="Hide map")
    expect(hide).to_have_attribute("aria-expanded", "true")
    hide.click()
    expect(minimap).to_have_count(0)
    show = page.get_by_role("button", name="Show map")
    expect(show).to_have_attribute("aria-expanded", "false")
    expect_no_serious_violations(page)
    show.click()
    expect(minimap).to_be_visible()


def test_a_long_name_wraps_on_the_canvas_and_reads_in_full(workspace: Page) -> None:
    page = workspace
    long_name = "Primary PostgreSQL database with two read replicas in another region"
    component(page, "database").click()
    panel = page.get_by_role("form", name="Component properties")
    panel.get_by_label("Name", exact=True).fill(long_name)
    database = component(page, "database")
    expect(database).to_have_attribute("title", long_name)
    expect(page.get_by_role("complementary", name="Properties")).to_contain_text(long_name)
    name = database.locator("span")
    lines = name.evaluate(
        "(span) => Math.round(span.getBoundingClientRect().height"
        " / parseFloat(getComputedStyle(span).lineHeight))"
    )
    assert lines == 2
    # Inside the component, not spilling over its edges.
    inner, outer = name.bounding_box(), database.bounding_box()
    assert inner
    assert outer
    assert outer["y"] <= inner["y"]
    assert inner["y"] + inner["height"] <= outer["y"] + outer["height"]


def test_palette_icons_are_readable_and_the_names_line_up(workspace: Page) -> None:
    items = workspace.get_by_role("list", name="Components").get_by_role("button")
    icon_sizes = items.locator("svg").evaluate_all(
        "(icons) => icons.map((icon) => icon.getBoundingClientRect().width)"
    )
    assert len(icon_sizes) == 9
    assert min(icon_sizes) >= 24
    starts = items.evaluate_all(
        "(buttons) => buttons.map((button) =>"
        " button.querySelector('span span').getBoundingClientRect().left)"
    )
    assert len(set(starts)) == 1, starts


def test_the_zoom_buttons_take_the_dark_theme(page: Page, dev_server: Server) -> None:
    page.emulate_media(color_scheme="dark")
    page.set_viewport_size({"width": 1024, "height": 768})
    open_with_sample(page, dev_server.url, f"Drawer {next(_drawers)}")
    # The lines between them are the theme's border, not React Flow's light grey.
    for name in ("Zoom In", "Zoom Out"):
        button = page.get_by_role("button", name=name)
        line = button.evaluate("(b) => getComputedStyle(b).borderBottomColor")
        assert line == token(page, "--color-border"), (name, line)
        assert line != rgb("#eeeeee")
