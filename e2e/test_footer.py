import re

import pytest
from playwright.sync_api import Page, expect


@pytest.mark.parametrize(
    ("label", "path"),
    [
        ("Learn", "/learn"),
        ("Playground", "/practice"),
        ("Problems", "/problems"),
        ("Pricing", "/pricing"),
    ],
)
def test_footer_links_reach_their_pages(page: Page, label: str, path: str) -> None:
    page.goto("/home")
    # Wait for the page itself: while it loads, the footer sits higher and then moves.
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.get_by_role("contentinfo").get_by_role("link", name=label, exact=True).click()
    expect(page).to_have_url(re.compile(f"{re.escape(path)}$"))


def test_support_links_have_real_targets(page: Page) -> None:
    page.goto("/home")
    footer = page.get_by_role("contentinfo")
    for label in ["Contact", "Help"]:
        href = footer.get_by_role("link", name=label, exact=True).get_attribute("href")
        assert href is not None
        assert href.startswith("mailto:support@systemcraft.dev")


def test_copyright_and_social_links(page: Page) -> None:
    page.goto("/home")
    footer = page.get_by_role("contentinfo")
    expect(footer).to_contain_text("© 2025 Systemcraft")
    linkedin = footer.get_by_role("link", name="Systemcraft on LinkedIn")
    expect(linkedin).to_have_attribute("href", re.compile(r"^https://www\.linkedin\.com/"))
    expect(linkedin).to_have_attribute("rel", "noopener noreferrer")
