import re

from playwright.sync_api import Page, Route, expect

from e2e.conftest import ConsoleWatch


def test_a_failed_chunk_reloads_once_then_shows_an_error(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    # The missing chunk's 404 and the failed import are what this test provokes.
    no_console_errors.expect("404")
    no_console_errors.expect("dynamically imported")
    page.goto("/home")
    loads: list[str] = []
    page.on("load", lambda _: loads.append(page.url))

    def missing(route: Route) -> None:
        route.fulfill(status=404, body="gone")

    # As after a deploy: the pricing chunk this build names no longer exists.
    page.route(re.compile(r"/assets/pricing-page-[^/]+\.js$"), missing)
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Pricing").click()
    expect(page.get_by_role("heading", name="This page could not be shown")).to_be_visible()
    assert len(loads) == 1, f"expected exactly one reload, saw {loads}"
    expect(page).to_have_url(re.compile(r"/pricing$"))

    # Once the chunk is back, the page works again without a reload loop.
    page.unroute(re.compile(r"/assets/pricing-page-[^/]+\.js$"))
    page.get_by_role("button", name="Reload the page").click()
    expect(page.get_by_role("heading", name="New Features Coming Soon")).to_be_visible()
