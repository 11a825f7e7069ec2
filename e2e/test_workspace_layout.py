"""The workspace's page layout at desktop and phone widths: nothing cut, no page scroll, a canvas
that stays put, a one-row toolbar and properties a phone user can reach."""

import re

import pytest
from playwright.sync_api import FloatRect, Locator, Page, expect

from e2e.conftest import Server
from e2e.test_assessment import open_workspace
from e2e.test_canvas_placement import overlapping
from e2e.test_workspace import answer_dialogs, component, components

PHONE = (390, 844)
# How long a selection's hint stays up by itself (use-properties-hint.ts).
HINT_SHOWN_MS = 5000
# Whether every component on the canvas is wholly inside it.
DESIGN_IN_VIEW = """() => {
    const pane = document.querySelector('.react-flow').getBoundingClientRect();
    return [...document.querySelectorAll('.react-flow__node')].every((node) => {
        const box = node.getBoundingClientRect();
        return box.left >= pane.left - 0.5 && box.right <= pane.right + 0.5
            && box.top >= pane.top - 0.5 && box.bottom <= pane.bottom + 0.5;
    });
}"""
# Resolves once the element's transform has stayed the same for a few frames.
STILL = """async (element) => {
    let last = null, same = 0;
    while (same < 5) {
        await new Promise(requestAnimationFrame);
        const now = element.style.transform;
        same = now === last ? same + 1 : 0;
        last = now;
    }
    return true;
}"""
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


# 360 px: the narrowest phones most people carry, where six sheet tabs once ran off the edge.
@pytest.mark.parametrize("width", [1440, 1024, 390, 360])
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
    # its left edge does not move, and the design stays in view.
    page.get_by_role("button", name="Run Assessment").click()
    expect(page.get_by_role("tab", name="Attempts")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("region", name="Latest assessment")).to_be_visible()
    moved = canvas(page).bounding_box()
    assert box
    assert moved
    assert (moved["x"], moved["y"], moved["height"]) == (box["x"], box["y"], box["height"])
    page.wait_for_function(DESIGN_IN_VIEW)
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")


def viewport(page: Page) -> str:
    """The canvas's pan and zoom, once it stops moving."""
    view = page.locator(".react-flow__viewport")
    page.wait_for_function(STILL, arg=view.element_handle())
    transform: str = view.evaluate("v => v.style.transform")
    return transform


def test_a_narrower_canvas_keeps_the_design_in_view_but_not_against_the_user(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Refit 1440", (1440, 800))
    assert page.evaluate(DESIGN_IN_VIEW)
    # The result of an assessment widens the inspector: the Database would be cut off.
    page.get_by_role("button", name="Run Assessment").click()
    expect(page.get_by_role("region", name="Latest assessment")).to_be_visible()
    page.wait_for_function(DESIGN_IN_VIEW)
    assert inside(component(page, "database"), canvas(page))

    # Wider again, nothing is cut: the view stays where it is.
    before = viewport(page)
    page.get_by_role("tab", name="Properties").click()
    assert viewport(page) == before
    # A user who zoomed in on part of the design keeps that view when the canvas narrows.
    for _ in range(3):
        page.get_by_role("button", name="Zoom In").click()
    zoomed = viewport(page)
    assert not page.evaluate(DESIGN_IN_VIEW)
    page.get_by_role("tab", name="Attempts").click()
    expect(page.get_by_role("region", name="Latest assessment")).to_be_visible()
    assert viewport(page) == zoomed


def test_a_selection_beside_the_attempts_tab_leads_to_its_properties(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Inspector", (1440, 900))
    page.get_by_role("tab", name="Attempts").click()
    # The Attempts panel is wider, and the view refits to the narrower canvas: click once the
    # view has come to rest, or the click lands where the box was.
    page.wait_for_function(
        """() => new Promise((settled) => {
            const view = document.querySelector('.react-flow__viewport');
            const before = view.style.transform;
            setTimeout(() => settled(view.style.transform === before), 300);
        })"""
    )
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
        page.get_by_role("button", name="Expand panels"),
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


def box_of(locator: Locator) -> FloatRect:
    box = locator.bounding_box()
    assert box, f"{locator} is not on screen"
    return box


def test_a_phone_selection_hint_covers_nothing_and_goes_by_itself(
    installed_clock: None, page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Phone hint", PHONE)
    palette = page.get_by_role("tabpanel", name="Components").get_by_role("button")
    palette.first.click()
    hint = page.get_by_text("Client is selected.")
    expect(hint).to_be_in_viewport()
    whole = box_of(hint.locator(".."))
    # Nothing a phone user reaches for is under it: the sheet's tabs and palette, the new
    # component, the canvas's controls.
    needed = [
        page.get_by_role("tablist", name="Panels"),
        *palette.all(),
        page.locator(".react-flow__node.selected"),
        page.get_by_role("button", name="Zoom In"),
        page.get_by_role("button", name="Fit View"),
        page.get_by_role("button", name="Show map"),
    ]
    for target in needed:
        box = target.bounding_box()
        assert box is None or not overlapping(whole, box), f"the hint covers {target}"

    # It goes by itself, but not while the pointer is on it.
    page.mouse.move(whole["x"] + 10, whole["y"] + whole["height"] / 2)
    page.clock.fast_forward(HINT_SHOWN_MS * 2)
    expect(hint).to_be_visible()
    page.mouse.move(0, PHONE[1] - 1)
    page.clock.fast_forward(HINT_SHOWN_MS)
    expect(hint).to_have_count(0)
    # Another selection brings it back, for the new one.
    component(page, "server").click()
    expect(page.get_by_text("Server is selected.")).to_be_visible()
    page.clock.fast_forward(HINT_SHOWN_MS)
    expect(page.get_by_text("Server is selected.")).to_have_count(0)


def test_the_phone_sheet_is_raised_and_lowered_by_its_handle(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Sheet handle", PHONE)
    sheet = page.get_by_role("tabpanel", name="Components")
    lowered = box_of(sheet)["height"]
    # From the keyboard: the handle is a button, named for what it does.
    page.get_by_role("button", name="Expand panels").focus()
    page.keyboard.press("Enter")
    lower = page.get_by_role("button", name="Collapse panels")
    expect(lower).to_be_focused()
    assert box_of(sheet)["height"] > lowered + 150
    # The canvas keeps a glimpse of the whole design above the raised sheet.
    assert box_of(canvas(page))["height"] >= 199
    page.wait_for_function(DESIGN_IN_VIEW)
    page.keyboard.press("Space")
    expect(page.get_by_role("button", name="Expand panels")).to_be_focused()
    assert box_of(sheet)["height"] == lowered
