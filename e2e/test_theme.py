from playwright.sync_api import Page, expect


def test_the_theme_follows_the_system_setting(page: Page) -> None:
    page.emulate_media(color_scheme="dark")
    page.goto("/home")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.emulate_media(color_scheme="light")
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
