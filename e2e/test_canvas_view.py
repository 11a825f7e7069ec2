"""The canvas's view at 1440, 1024 and 390 px: the design opens fitted, clear of the zoom
buttons and the map, with names large enough to read; the problem's details and the
assessment's result open beside it without hiding or shrinking a box out of sight."""

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import Server
from e2e.test_assessment import open_workspace, report
from e2e.test_workspace_layout import viewport

# For each component: whether it lies wholly inside the canvas, whether it meets any of the
# panels in the canvas's bottom corners (the zoom buttons, the map and its toggle), and its
# name's font size on screen (its CSS size times the scale the view draws the box at).
BOXES = """() => {
    const pane = document.querySelector('.react-flow').getBoundingClientRect();
    const panels = [...document.querySelectorAll('.react-flow__panel.bottom')]
        .map((panel) => panel.getBoundingClientRect()).filter((box) => box.height > 0);
    const meets = (a, b) => a.left < b.right && a.right > b.left
        && a.top < b.bottom && a.bottom > b.top;
    return [...document.querySelectorAll('.react-flow__node')].map((node) => {
        const box = node.getBoundingClientRect();
        const name = node.querySelector('[class*="componentName"]');
        const scale = box.width / node.offsetWidth;
        return {
            name: name.textContent,
            inside: box.left >= pane.left - 0.5 && box.right <= pane.right + 0.5
                && box.top >= pane.top - 0.5 && box.bottom <= pane.bottom + 0.5,
            covered: panels.some((panel) => meets(box, panel)),
            pixels: parseFloat(getComputedStyle(name).fontSize) * scale,
        };
    });
}"""
# The least on-screen size of a component's name where the canvas has room (1024 px and up):
# names are 14 px and a fit never zooms below 0.8 there.
READABLE_PX = 11


def assert_design_in_view(page: Page, moment: str, width: int) -> None:
    viewport(page)  # once the view stops moving
    boxes = page.evaluate(BOXES)
    assert len(boxes) == 4
    for box in boxes:
        assert box["inside"], f"{box['name']} is outside the canvas {moment} at {width} px"
        assert not box["covered"], f"{box['name']} is under the map or the zoom buttons {moment}"
        if width >= 1024:
            assert box["pixels"] >= READABLE_PX, f"{box['name']} is {box['pixels']:.1f} px"


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_the_design_stays_in_view_and_readable(page: Page, dev_server: Server, width: int) -> None:
    open_workspace(page, dev_server, f"View {width}", (width, 844 if width < 900 else 768))
    assert_design_in_view(page, "on load", width)
    # The map shown over the canvas moves the design clear of it.
    map_toggle = page.get_by_role("button", name="Show map")
    if map_toggle.is_visible():
        map_toggle.click()
        assert_design_in_view(page, "with the map shown", width)

    if width < 900:
        page.get_by_role("button", name="More actions").click()
    page.get_by_role("button", name="Show Details").click()
    expect(page.get_by_role("region", name="Problem details")).to_be_visible()
    assert_design_in_view(page, "with the details shown", width)
    if width < 900:
        page.get_by_role("button", name="More actions").click()
    page.get_by_role("button", name="Hide Details").click()

    page.get_by_role("button", name="Run Assessment").click()
    expect(report(page)).to_be_visible()
    assert_design_in_view(page, "beside the assessment", width)
