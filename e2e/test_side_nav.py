import re

import pytest
from playwright.sync_api import Page, expect


@pytest.fixture
def phone(page: Page) -> Page:
    page.set_viewport_size({"width": 375, "height": 740})
    page.goto("/home")
    return page


def _open_menu(page: Page) -> None:
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("dialog", name="Site navigation")).to_be_visible()


def test_the_desktop_nav_gives_way_to_a_menu_button(phone: Page) -> None:
    expect(phone.get_by_role("banner").get_by_role("navigation", name="Main")).to_be_hidden()
    expect(phone.get_by_role("button", name="Open menu")).to_have_attribute(
        "aria-expanded", "false"
    )


def test_a_link_in_the_side_panel_navigates_and_closes_it(phone: Page) -> None:
    _open_menu(phone)
    expect(phone.get_by_role("button", name="Open menu")).to_have_attribute("aria-expanded", "true")
    panel = phone.get_by_role("dialog", name="Site navigation")
    expect(panel.locator("[aria-current='page']")).to_have_text("Home")
    panel.get_by_role("link", name="Problems").click()
    expect(phone).to_have_url(re.compile(r"/problems$"))
    expect(panel).to_be_hidden()


def test_escape_closes_the_side_panel(phone: Page) -> None:
    _open_menu(phone)
    phone.keyboard.press("Escape")
    expect(phone.get_by_role("dialog", name="Site navigation")).to_be_hidden()
    expect(phone.get_by_role("button", name="Open menu")).to_be_focused()


def test_a_click_outside_closes_the_side_panel(phone: Page) -> None:
    _open_menu(phone)
    phone.mouse.click(360, 400)  # right of the 300 px panel, on the backdrop
    expect(phone.get_by_role("dialog", name="Site navigation")).to_be_hidden()
    expect(phone).to_have_url(re.compile(r"/home$"))


def test_the_close_button_closes_the_side_panel(phone: Page) -> None:
    _open_menu(phone)
    phone.get_by_role("button", name="Close menu").click()
    expect(phone.get_by_role("dialog", name="Site navigation")).to_be_hidden()
