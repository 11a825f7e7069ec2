"""What the first pages cost a phone: the JavaScript /home downloads (a budget of 150 KB
gzipped), how far the page jumps while it loads (cumulative layout shift under 0.05), and what
the workspace waits for before it paints. Lighthouse's scores are in `make bench`; these are the
parts that can regress silently."""

import gzip
import re

import pytest
from playwright.sync_api import Page, Response, Route, ViewportSize, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import Server

HOME_JS_BUDGET_KB = 150
CLS_BUDGET = 0.05
PHONE: ViewportSize = {"width": 390, "height": 844}
# A first visit: nothing cached yet.
pytestmark = pytest.mark.own_context

# The shifts the page has had so far, as the browser counts them for CLS: those not caused by
# the reader's own input, summed.
LAYOUT_SHIFT = """() => new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(total), 500);
})"""


def test_home_downloads_under_150_kb_of_javascript(page: Page) -> None:
    scripts: list[Response] = []
    page.on(
        "response",
        lambda response: scripts.append(response) if response.url.endswith(".js") else None,
    )
    page.set_viewport_size(PHONE)
    page.goto("/home", wait_until="networkidle")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    gzipped = sum(len(gzip.compress(response.body(), compresslevel=9)) for response in scripts)
    kilobytes = gzipped / 1024
    assert scripts
    assert kilobytes < HOME_JS_BUDGET_KB, f"/home loads {kilobytes:.1f} KB of JavaScript gzipped"


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/home", "Master system design"),
        ("/learn", "Welcome to System Design Learning"),
        ("/learn/caching", "Caching"),
        ("/learn/sharding", "Sharding and Partitioning"),
        ("/practice", "System Design Playground"),
    ],
)
def test_pages_hardly_shift_while_they_load_on_a_phone(page: Page, path: str, heading: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(path, wait_until="networkidle")
    expect(page.get_by_role("heading", name=heading).first).to_be_visible()
    shift = page.evaluate(LAYOUT_SHIFT)
    assert shift < CLS_BUDGET, f"{path} shifted {shift:.3f}"


def test_a_lesson_names_its_page_chunk_for_the_browser_to_fetch_at_once(page: Page) -> None:
    html = page.request.get("/learn/caching").text()
    preloaded = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)"', html)
    assert any(re.search(r"/assets/learn-page-[\w-]+\.js$", href) for href in preloaded)


def test_the_workspace_paints_before_its_canvas_code_arrives(
    page: Page, dev_server: Server
) -> None:
    """React Flow and the canvas come in a chunk of their own, after the brief, the palette and
    the tabs have painted."""
    held: list[Route] = []
    page.route(re.compile(r"/assets/design-canvas-[^/]*\.js$"), lambda route: held.append(route))
    page.set_viewport_size(PHONE)
    signed_in(page, dev_server.url, "Early Painter", tier=3)
    page.goto(f"{dev_server.url}/practice/url-shortener")
    expect(page.get_by_role("button", name=re.compile("^Load Balancer"))).to_be_visible()
    expect(page.get_by_role("tab", name="Components")).to_be_visible()
    expect(page.locator(".react-flow")).to_have_count(0)
    # The canvas is asked for once the page has painted, which may be just after the palette shows.
    for _ in range(50):
        if held:
            break
        page.wait_for_timeout(100)
    assert len(held) == 1
    expect(page.locator(".react-flow")).to_have_count(0)
    held[0].continue_()
    expect(page.locator(".react-flow__pane")).to_be_visible()
