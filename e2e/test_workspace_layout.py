"""The workspace's page layout at desktop and phone widths: nothing cut, no page scroll, a canvas
that stays put, a one-row toolbar and properties a phone user can reach."""

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import Server
from e2e.test_assessment import open_workspace
from e2e.test_workspace import answer_dialogs, component, components

PHONE = (390, 844)
# The longest problem title, and a problem of tier 1.
TITLES = {
    "video-streaming": "Design a Video Streaming Service",
    "url-shortener": "Design a URL Shortener",
}


def canvas(page: Page) -> Locator:
    return page.get_by_role("application", name="Design canvas")


def cut_off(locator: Locator) -> bool:
    """Whether the element's text is wider or taller than the box that shows it."""
    overflows: bool = locator.evaluate(
        "e => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight"
    )
    return overflows


def inside(inner: Locator, outer: Locator) -> bool:
    one, other = inner.bounding_box(), outer.bounding_box()
    assert one
    assert other
    return (
        one["x"] >= other["x"] - 0.5
        and one["x"] + one["width"] <= other["x"] + other["width"] + 0.5
        and one["y"] >= other["y"] - 0.5
        and one["y"] + one["height"] <= other["y"] + other["height"] + 0.5
    )


@pytest.mark.parametrize("width", [1440, 1024, 390])
@pytest.mark.parametrize(("problem", "tier"), [("video-streaming", 3), ("url-shortener", 1)])
def test_nothing_is_cut_and_the_page_does_not_scroll(
    page: Page, dev_server: Server, width: int, problem: str, tier: int
) -> None:
    size = (width, 844 if width < 900 else 768)
    open_workspace(page, dev_server, f"Layout {width} {problem}", size, tier, problem)
    title = page.get_by_role("heading", level=1)
    expect(title).to_have_text(TITLES[problem])
    assert not cut_off(title), "the problem title is cut"
    expect(page.get_by_role("tab").first).to_be_visible()
    for tablist in page.get_by_role("tablist").all():
        for tab in tablist.get_by_role("tab").all():
            assert not cut_off(tab), f"the tab label {tab.inner_text()!r} is cut"
            assert inside(tab, tablist), f"the tab {tab.inner_text()!r} is out of sight"
    # The workspace fills the window: no footer under it, nothing to scroll to either way.
    expect(page.get_by_role("contentinfo")).to_have_count(0)
    sizes = page.evaluate(
        "[document.documentElement.scrollHeight, innerHeight,"
        " document.documentElement.scrollWidth, innerWidth]"
    )
    assert sizes[0] == sizes[1], f"the page scrolls: {sizes[0]} px tall in {sizes[1]}"
    assert sizes[2] == sizes[3], f"the page scrolls sideways: {sizes[2]} px in {sizes[3]}"


@pytest.mark.parametrize("width", [1440, 1024])
def test_the_canvas_stays_put_when_a_tab_changes(
    page: Page, dev_server: Server, width: int
) -> None:
    open_workspace(page, dev_server, f"Steady {width}", (width, 768))
    box = canvas(page).bounding_box()
    for name in ["Notes", "Chat", "Components", "Chat"]:
        page.get_by_role("tab", name=name).click()
        expect(page.get_by_role("tab", name=name)).to_have_attribute("aria-selected", "true")
        assert canvas(page).bounding_box() == box, f"the canvas moved for {name}"

    # Run Assessment opens its result right of the canvas: the canvas may narrow there, but
    # its left edge and the design on it do not move.
    server = component(page, "server").bounding_box()
    page.get_by_role("button", name="Run Assessment").click()
    expect(page.get_by_role("tab", name="Attempts")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("region", name="Latest assessment")).to_be_visible()
    moved = canvas(page).bounding_box()
    assert box
    assert moved
    assert (moved["x"], moved["y"], moved["height"]) == (box["x"], box["y"], box["height"])
    assert component(page, "server").bounding_box() == server
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")


def test_a_selection_beside_the_attempts_tab_leads_to_its_properties(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Inspector", (1440, 900))
    page.get_by_role("tab", name="Attempts").click()
    component(page, "server").click()
    hint = page.get_by_text("Server is selected.")
    expect(hint).to_be_visible()
    page.get_by_role("button", name="Edit properties").click()
    expect(page.get_by_role("tab", name="Properties")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("form", name="Component properties")).to_be_visible()
    expect(hint).to_have_count(0)


def test_the_phone_toolbar_is_one_row_with_the_rest_behind_more(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Phone toolbar", PHONE)
    toolbar = page.locator("header").filter(has=page.get_by_role("heading", level=1))
    row = [
        page.get_by_role("heading", level=1),
        toolbar.get_by_role("button", name="Run Assessment"),
        toolbar.get_by_role("button", name="More actions"),
    ]
    centres = []
    for control in row:
        box = control.bounding_box()
        assert box
        centres.append(box["y"] + box["height"] / 2)
    assert max(centres) - min(centres) < 2, f"the toolbar is not one row: {centres}"
    expect(toolbar.get_by_role("button", name="Clear")).to_be_hidden()

    answer_dialogs(page, accept=True)
    more = toolbar.get_by_role("button", name="More actions")
    more.click()
    expect(more).to_have_attribute("aria-expanded", "true")
    for name in ["Show Details", "Clear", "Import", "Mermaid", "PNG", "SVG", "Export"]:
        expect(toolbar.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(toolbar.get_by_role("link", name="Back to problems")).to_be_visible()
    toolbar.get_by_role("button", name="Clear").click()
    expect(components(page)).to_have_count(0)
    expect(more).to_have_attribute("aria-expanded", "false")
    expect(more).to_be_focused()
    more.click()
    toolbar.get_by_role("button", name="Undo").click()
    expect(components(page)).to_have_count(4)
    # The keyboard closes the list and comes back to the button.
    more.click()
    page.keyboard.press("Tab")
    page.keyboard.press("Escape")
    expect(more).to_have_attribute("aria-expanded", "false")
    expect(more).to_be_focused()
    expect(toolbar.get_by_role("button", name="Clear")).to_be_hidden()


def test_phone_touch_targets_are_at_least_44_px(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Fingers", PHONE)
    targets = [
        page.get_by_role("banner").get_by_role("button", name="Open menu"),
        page.get_by_role("banner").get_by_role("button", name="Sign Out"),
        page.get_by_role("button", name="Run Assessment"),
        page.get_by_role("button", name="More actions"),
        *page.get_by_role("tab").all(),
    ]
    for target in targets:
        box = target.bounding_box()
        assert box
        assert box["height"] >= 44, f"{target} is {box['height']} px high"
        assert box["width"] >= 44, f"{target} is {box['width']} px wide"


def test_a_phone_user_reaches_the_properties_and_adds_from_the_palette(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Phone properties", PHONE)
    component(page, "server").click()
    hint = page.get_by_text("Server is selected.")
    expect(hint).to_be_in_viewport()
    page.get_by_role("button", name="Edit properties").click()
    expect(page.get_by_role("tab", name="Properties")).to_have_attribute("aria-selected", "true")
    name = page.get_by_role("form", name="Component properties").get_by_label("Name")
    expect(name).to_be_in_viewport()
    expect(name).to_have_value("Server")
    # The canvas is still on screen above the properties.
    expect(component(page, "server")).to_be_in_viewport()
    expect(hint).to_have_count(0)

    page.get_by_role("tab", name="Components").click()
    cache = page.get_by_role("tabpanel", name="Components").get_by_role(
        "button", name=re.compile("^Cache")
    )
    cache.scroll_into_view_if_needed()
    expect(cache).to_be_in_viewport()
    cache.click()
    expect(components(page)).to_have_count(5)
    expect(component(page, "cache")).to_be_in_viewport()
