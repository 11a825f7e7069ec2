"""Rendering edge cases from the test curriculum: every diagram state and odd sections."""

import json
import re
from typing import Literal

import pytest
from playwright.sync_api import Locator, Page, Route, expect

from e2e.auth_helpers import run_sql
from e2e.conftest import ConsoleWatch, Server


def test_each_diagram_state(page: Page, fixture_server: Server) -> None:
    page.goto(f"{fixture_server.url}/learn/diagram-states")
    working = page.get_by_role("img", name="A working diagram")
    expect(working.locator("svg")).to_be_visible(timeout=15_000)

    broken = page.get_by_role("figure").filter(has_text="A broken diagram")
    expect(broken.get_by_text("⚠️ Error rendering diagram")).to_be_visible()
    code = broken.locator("pre")
    expect(code).to_be_hidden()
    broken.get_by_text("Show diagram code").click()
    expect(code).to_be_visible()
    expect(code).to_have_text("flowchart LR\n  A[Client] --> --> ]]")

    empty = page.get_by_role("figure").filter(has_text="An empty diagram")
    expect(empty.get_by_text("No diagram data provided")).to_be_visible()

    oversized = page.get_by_role("img", name="An oversized diagram")
    expect(oversized).to_contain_text("Maximum text size in diagram exceeded", timeout=15_000)


def test_diagrams_say_they_are_loading(page: Page, fixture_server: Server) -> None:
    held: list[Route] = []
    page.route(re.compile(r"/assets/mermaid-runtime-[^/]+\.js$"), lambda route: held.append(route))
    page.goto(f"{fixture_server.url}/learn/diagram-states")
    working = page.get_by_role("figure").filter(has_text="A working diagram")
    expect(working.get_by_text("Loading diagram...")).to_be_visible()
    page.wait_for_timeout(300)
    assert held, "mermaid is loaded only once a diagram is on screen"
    for route in held:
        route.continue_()
    expect(working.get_by_role("img").locator("svg")).to_be_visible(timeout=15_000)


def test_mermaid_is_not_loaded_for_a_lesson_without_diagrams(
    page: Page, fixture_server: Server
) -> None:
    scripts: list[str] = []
    page.on("request", lambda request: scripts.append(request.url))
    page.goto(f"{fixture_server.url}/learn/no-quiz")
    expect(page.get_by_role("article").get_by_text("There is no quiz here.")).to_be_visible()
    page.wait_for_timeout(500)
    assert not any("mermaid" in url for url in scripts)


def test_unknown_sections_and_unsafe_images_are_handled(
    page: Page, fixture_server: Server, no_console_errors: ConsoleWatch
) -> None:
    sections = [
        {"type": "video", "data": {"payload": {"url": "https://example.com/x.mp4"}}},
        {
            "type": "image",
            "data": {"payload": {"url": "javascript:window.__xss(999)", "alt": "bad"}},
        },
        {"type": "text", "data": {"payload": {"content": "Text under **content**."}}},
    ]
    run_sql(
        fixture_server.database,
        "INSERT INTO lessons (id, topic_id, title, position, required_tier_id, sections) "
        "VALUES ('odd-sections', 'rendering', 'Odd Sections', 9, 0, ?)",
        json.dumps(sections),
    )
    run_sql(fixture_server.database, "UPDATE content_state SET value = 'edited-by-e2e'")
    page.goto(f"{fixture_server.url}/learn/odd-sections")
    expect(page.get_by_text("Unknown content type: video")).to_be_visible()
    expect(page.get_by_role("article").locator("img")).to_have_count(0)
    expect(page.get_by_role("article").locator("strong")).to_have_text("content")


def _layers_diagram(page: Page) -> Locator:
    """The caching lesson's five-box left-to-right diagram, once rendered (on screen)."""
    figure = page.get_by_role("figure").filter(has_text="Each layer can answer")
    figure.scroll_into_view_if_needed()
    drawing = figure.get_by_role("img", name=re.compile("^Each layer can answer"))
    expect(drawing.locator("svg")).to_be_visible(timeout=15_000)
    return drawing


def _shown_scale(drawing: Locator) -> float:
    """How large the diagram is drawn, against its own size (its viewBox)."""
    scale: float = drawing.locator("svg").evaluate(
        "(svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width"
    )
    return scale


def test_a_wide_diagram_stays_readable_on_a_phone_and_scrolls_sideways(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/learn/caching")
    drawing = _layers_diagram(page)
    assert _shown_scale(drawing) >= 0.69  # fitted to 390 px it would be about 0.3
    overflow = drawing.evaluate("(box) => box.scrollWidth - box.clientWidth")
    assert overflow > 0
    # The box scrolls, the page does not; the keyboard scrolls it too.
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    drawing.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("End")
    expect(drawing).not_to_have_js_property("scrollLeft", 0)


def test_a_diagram_opens_full_screen_zooms_and_closes(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/learn/caching")
    _layers_diagram(page)
    scrolled = page.evaluate("window.scrollY")
    opener = page.get_by_role("button", name=re.compile("^Open full screen: Each layer"))
    opener.click()
    dialog = page.get_by_role(
        "dialog",
        name="Each layer can answer a request before it reaches the next one (full screen)",
    )
    drawing = dialog.get_by_role("img")
    expect(drawing.locator("svg")).to_be_visible()
    box = dialog.bounding_box()
    assert box is not None
    assert (box["width"], box["height"]) == (390, 844)
    before = _shown_scale(drawing)
    dialog.get_by_role("button", name="Zoom in").click()
    expect(dialog.get_by_role("button", name="Fit")).to_be_enabled()
    assert _shown_scale(drawing) > before
    dialog.get_by_role("button", name="Zoom out").click()
    dialog.get_by_role("button", name="Zoom out").click()
    expect(dialog.get_by_text("50%")).to_be_visible()
    expect(dialog.get_by_role("button", name="Zoom out")).to_be_disabled()
    dialog.get_by_role("button", name="Fit").click()
    expect(dialog.get_by_role("button", name="Fit")).to_be_disabled()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(opener).to_be_focused()
    assert page.evaluate("window.scrollY") == scrolled
    expect(_layers_diagram(page).locator("svg")).to_have_count(1)


def test_a_table_scrolls_sideways_instead_of_cutting_its_last_column(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/learn/caching")
    table = page.get_by_role("region", name="Data Table")
    table.scroll_into_view_if_needed()
    last_column = table.get_by_role("columnheader", name="Weakness")
    expect(last_column).not_to_be_in_viewport(ratio=1)
    table.focus()
    for _ in range(30):
        page.keyboard.press("ArrowRight")
    # Scrolled to the end, the column is whole but for the fraction of a pixel that subpixel
    # layout can leave under the scroll box's edge.
    expect(last_column).to_be_in_viewport(ratio=0.99)
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0


@pytest.mark.parametrize(("theme", "treated"), [("dark", True), ("light", False)])
def test_drawings_are_inverted_in_the_dark_theme(
    page: Page, theme: Literal["light", "dark"], treated: bool
) -> None:
    page.emulate_media(color_scheme=theme)
    page.goto("/learn/caching")
    image = page.get_by_role("img", name=re.compile("^The app server gets a key"))
    image.scroll_into_view_if_needed()
    filter_ = image.evaluate("(img) => getComputedStyle(img).filter")
    assert ("invert" in filter_) is treated, filter_


# The smallest label of the diagram as drawn on screen: its font size times the drawing's scale.
SMALLEST_LABEL_PX = """(svg) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('text')]
        .filter((text) => text.textContent.trim())
        .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
    return Math.min(...sizes);
}"""


def _enter_opens_and_escape_returns_focus(
    page: Page, drawing: Locator, dialog: Locator, name: str
) -> None:
    """Closes the open dialog; then Enter on the focused drawing opens it, Escape shuts it
    again, and the focus is on the drawing's Full screen button."""
    button = page.get_by_role("button", name=f"Open full screen: {name}")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    # The focus comes back to the button first; the drawing takes it only after that.
    expect(button).to_be_focused()
    drawing.focus()
    expect(drawing).to_be_focused()
    page.keyboard.press("Enter")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(button).to_be_focused()


# The caching lesson's drawing of cache-aside: its caption names its Full screen button.
CACHE_ASIDE = "Cache-aside: the application reads through the cache and fills it on a miss"
# How much larger than its own size (the file's width) the image is drawn.
IMAGE_SCALE = "(img) => img.getBoundingClientRect().width / img.naturalWidth"


def _smallest_font_in_file(page: Page, url: str) -> float:
    """The smallest font size the SVG file itself declares, in its own pixels."""
    svg = page.request.get(url).text()
    return min(float(size) for size in re.findall(r'font-size="([\d.]+)"', svg))


def _opens_image_readable(page: Page, width: int) -> None:
    """The caching lesson's cache-aside drawing opens at its own size or larger, and closes."""
    image = page.get_by_role("img", name=re.compile("^The app server gets a key"))
    image.scroll_into_view_if_needed()
    smallest_font = _smallest_font_in_file(page, image.get_attribute("src") or "")
    image.click()
    dialog = page.get_by_role("dialog", name=f"{CACHE_ASIDE} (full screen)")
    shown = dialog.get_by_role("img", name=re.compile("^The app server gets a key"))
    expect(shown).to_be_visible()
    expect(shown).not_to_have_js_property("naturalWidth", 0)
    scale: float = shown.evaluate(IMAGE_SCALE)
    assert scale >= 1, f"the image is drawn at {scale:.2f} of its size at {width} px"
    assert smallest_font * scale >= 12, f"its text is {smallest_font * scale:.1f} px"
    _enter_opens_and_escape_returns_focus(page, image, dialog, CACHE_ASIDE)


@pytest.mark.parametrize("width", [390, 1440])
def test_a_tap_or_enter_on_a_diagram_or_image_opens_it_readable(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 844})
    page.goto("/learn/caching")
    drawing_name = "Each layer can answer a request before it reaches the next one"
    _layers_diagram(page).click()
    dialog = page.get_by_role("dialog", name=f"{drawing_name} (full screen)")
    svg = dialog.get_by_role("img").locator("svg")
    expect(svg).to_be_visible()
    smallest: float = svg.evaluate(SMALLEST_LABEL_PX)
    assert smallest >= 12, f"labels are {smallest:.1f} px in full screen at {width} px"
    # The drawing is back on the page once the dialog is shut (rendered afresh).
    drawing = page.get_by_role("img", name=drawing_name)
    _enter_opens_and_escape_returns_focus(page, drawing, dialog, drawing_name)
    _opens_image_readable(page, width)
