"""Signing in comes back to the page it started from (a lesson, a problem card, the header on
any page), and never to another site, whatever the address asks for."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.auth_helpers import at_the_provider, google_sign_in, start_sign_in_in_this_tab

pytestmark = pytest.mark.usefixtures("installed_clock")


@pytest.mark.parametrize("width", [1440, 390])
def test_signing_in_from_a_lesson_returns_to_the_lesson(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 844})
    page.goto("/learn/caching")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    google_sign_in(page, "ada", lands_on="/learn/caching")
    expect(page.get_by_role("banner").get_by_text("Ada", exact=True)).to_be_visible()


def test_signing_in_from_a_problem_card_returns_to_the_playground(page: Page) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto("/practice")
    page.get_by_role("main").get_by_role("button", name="Sign In", exact=True).first.click()
    at_the_provider(page, "grace")
    expect(page).to_have_url(re.compile(r"/practice$"))
    expect(page.get_by_role("banner").get_by_role("button", name="Sign Out")).to_be_visible()


@pytest.mark.parametrize(
    "elsewhere", ["//evil.example/learn", "https://evil.example/", "/\\evil.example"]
)
def test_an_address_that_leads_off_the_site_lands_on_home(page: Page, elsewhere: str) -> None:
    page.goto("/home")
    state = start_sign_in_in_this_tab(page)
    page.goto(f"/auth/google/login?client_state={state}&return_to={elsewhere}")
    at_the_provider(page, "mallory")
    expect(page).to_have_url(re.compile(r"/home$"))
    expect(page.get_by_role("banner").get_by_role("button", name="Sign Out")).to_be_visible()
