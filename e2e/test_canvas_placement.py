"""Where new components land: pressed in the palette, each goes into free space near the middle
of the view, never on top of another, and is selected."""

import json
import re
from itertools import count

from playwright.sync_api import FloatRect, Page, expect

from e2e.conftest import Server
from e2e.test_workspace import components
from e2e.workspace_helpers import open_with_sample

_placers = count(1)
STORAGE_KEY = "systemcraft.design.url-shortener"


def overlapping(a: FloatRect, b: FloatRect) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


def assert_apart(boxes: list[FloatRect]) -> None:
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not overlapping(a, b), (a, b)


def open_sample(page: Page, server: Server) -> None:
    """A workspace at 1440 px, the four components of the sample design in it."""
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, server.url, f"Placer {next(_placers)}")


def test_thirty_presses_in_the_palette_lay_thirty_components_side_by_side(
    page: Page, dev_server: Server
) -> None:
    open_sample(page, dev_server)
    palette = page.get_by_role("list", name="Components").get_by_role("button")
    for press in range(30):
        item = palette.nth(press % 9)
        name = item.locator("span span").first.inner_text()
        item.click()
        expect(components(page)).to_have_count(5 + press)
        # The new one is the one selected, its properties open.
        expect(page.locator(".react-flow__node.selected")).to_have_count(1)
        form = page.get_by_role("form", name="Component properties")
        expect(form.get_by_label("Name", exact=True)).to_have_value(name)

    # As saved: every component's box, the four of the sample design included.
    page.wait_for_timeout(400)  # past the 300 ms autosave
    saved = json.loads(page.evaluate(f"localStorage.getItem('{STORAGE_KEY}')"))
    boxes: list[FloatRect] = [
        {"x": w["x"], "y": w["y"], "width": w["width"], "height": w["height"]}
        for w in saved["design"]["widgets"]
    ]
    assert len(boxes) == 34
    assert_apart(boxes)
    # And on screen, where a person would see a pile.
    assert_apart([box for box in (n.bounding_box() for n in components(page).all()) if box])


def test_the_first_component_lands_in_the_middle_of_the_view(
    page: Page, dev_server: Server
) -> None:
    open_sample(page, dev_server)
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Clear").click()
    expect(components(page)).to_have_count(0)
    page.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Cache")
    ).click()
    pane = page.locator(".react-flow").bounding_box()
    cache = components(page).first.bounding_box()
    assert pane
    assert cache
    # Within a grid cell (24 px at this zoom or less) of the middle.
    assert abs(cache["x"] + cache["width"] / 2 - (pane["x"] + pane["width"] / 2)) <= 27
    assert abs(cache["y"] + cache["height"] / 2 - (pane["y"] + pane["height"] / 2)) <= 27
