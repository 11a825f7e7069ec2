import re

import pytest
from playwright.sync_api import Page, expect

CANVAS = "section[aria-labelledby='hero-title'] canvas"

# Counts the canvas pixels that are not fully transparent.
PAINTED_PIXELS = """(canvas) => {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
  return painted;
}"""


@pytest.mark.parametrize(("width", "nodes"), [(1280, 21), (375, 18), (1600, 25)])
def test_the_network_canvas_draws_width_over_60_nodes(page: Page, width: int, nodes: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.goto("/home")
    canvas = page.locator(CANVAS)
    expect(canvas).to_have_attribute("data-node-count", str(nodes))
    expect(canvas).to_have_attribute("data-animating", "true")
    assert canvas.evaluate(PAINTED_PIXELS) > 100


def test_the_canvas_moves_between_frames(page: Page) -> None:
    page.goto("/home")
    canvas = page.locator(CANVAS)
    expect(canvas).to_have_attribute("data-animating", "true")
    before = canvas.evaluate("(c) => c.toDataURL()")
    page.wait_for_timeout(300)
    assert canvas.evaluate("(c) => c.toDataURL()") != before


def test_the_canvas_holds_still_for_reduced_motion(page: Page) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto("/home")
    canvas = page.locator(CANVAS)
    expect(canvas).to_have_attribute("data-animating", "false")
    assert canvas.evaluate(PAINTED_PIXELS) > 100


def test_the_canvas_pauses_while_the_tab_is_hidden(page: Page) -> None:
    page.goto("/home")
    canvas = page.locator(CANVAS)
    expect(canvas).to_have_attribute("data-animating", "true")
    page.evaluate("""() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
    }""")
    expect(canvas).to_have_attribute("data-animating", "false")
    page.evaluate("""() => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
        document.dispatchEvent(new Event('visibilitychange'));
    }""")
    expect(canvas).to_have_attribute("data-animating", "true")


def test_hero_buttons_lead_to_learning_and_practice(page: Page) -> None:
    page.goto("/home")
    page.get_by_role("link", name="Start Learning").click()
    expect(page).to_have_url(re.compile(r"/learn$"))
    page.go_back()
    page.get_by_role("link", name="Practice Now").click()
    expect(page).to_have_url(re.compile(r"/practice$"))


def test_the_company_strip_loops_every_20_seconds(page: Page) -> None:
    page.goto("/home")
    strip = page.get_by_role("region", name="Practise the kinds of systems asked about at")
    expect(strip.get_by_role("listitem").filter(has_text="Netflix")).to_have_count(1)
    track = strip.locator("ul").first.locator("xpath=..")
    assert track.evaluate("(el) => getComputedStyle(el).animationDuration") == "20s"
    assert track.evaluate("(el) => getComputedStyle(el).animationIterationCount") == "infinite"


def test_three_feature_cards(page: Page) -> None:
    page.goto("/home")
    features = page.get_by_role("region", name="Everything you need to walk in prepared")
    expect(features.get_by_role("heading", level=3)).to_have_text(
        ["Comprehensive learning material", "Hands-on practice", "Real problems"]
    )
