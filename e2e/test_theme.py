import re

from playwright.sync_api import Page, Route, expect


def test_the_theme_follows_the_system_setting(page: Page) -> None:
    page.emulate_media(color_scheme="dark")
    page.goto("/home")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.emulate_media(color_scheme="light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")


def test_a_system_change_while_the_app_loads_is_not_lost(page: Page) -> None:
    """The setting switches after theme-init.js has run but before the app has started."""
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route(re.compile(r"/assets/index-[^/]+\.js$"), hold)
    page.emulate_media(color_scheme="dark")
    page.goto("/home", wait_until="commit")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.emulate_media(color_scheme="light")
    for route in held:
        route.continue_()
    page.unroute(re.compile(r"/assets/index-[^/]+\.js$"))
    expect(page.get_by_role("button", name="Switch to dark theme")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")


def test_the_toggle_overrides_the_system_and_survives_a_reload(page: Page) -> None:
    page.emulate_media(color_scheme="light")
    page.goto("/home")
    page.get_by_role("button", name="Switch to dark theme").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.get_by_role("button", name="Switch to light theme").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
