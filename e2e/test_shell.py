import re

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import ConsoleWatch, Server

NAV = [
    ("Home", "/home"),
    ("Learn", "/learn"),
    ("Playground", "/practice"),
    ("Problems", "/problems"),
    ("Pricing", "/pricing"),
]


def test_the_root_lands_on_home(page: Page) -> None:
    page.goto("/")
    expect(page).to_have_url(re.compile(r"/home$"))
    expect(page.get_by_role("heading", level=1)).to_contain_text("Master system design")


def test_each_nav_link_reaches_its_route_and_alone_is_current(page: Page) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("/home")
    nav = page.get_by_role("navigation", name="Main")
    for label, path in NAV:
        nav.get_by_role("link", name=label, exact=True).click()
        expect(page).to_have_url(re.compile(f"{re.escape(path)}$"))
        current = nav.locator("[aria-current='page']")
        expect(current).to_have_count(1)
        expect(current).to_have_text(label)
        # The Playground is always highlighted, but only the current link has the current
        # section's background, so the highlight never reads as "you are here".
        page.mouse.move(0, 400)
        nav.evaluate("n => Promise.all(n.getAnimations({subtree: true}).map(a => a.finished))")
        backgrounds = {
            other: nav.get_by_role("link", name=other, exact=True).evaluate(BACKGROUND)
            for other, _ in NAV
        }
        plain = {colour for other, colour in backgrounds.items() if other != label}
        assert len(plain) == 1, backgrounds
        assert backgrounds[label] not in plain, backgrounds
        # It is outlined as a call to action, which no other link is, current or not.
        outlines = {
            other: nav.get_by_role("link", name=other, exact=True).evaluate(OUTLINE)
            for other, _ in NAV
        }
        assert outlines["Playground"] != "none", outlines
        assert {o for other, o in outlines.items() if other != "Playground"} == {"none"}, outlines
        if label not in ("Playground", "Problems"):
            colours = {
                other: nav.get_by_role("link", name=other, exact=True).evaluate(COLOUR)
                for other in ("Playground", "Problems")
            }
            assert colours["Playground"] != colours["Problems"], colours


BACKGROUND = "e => getComputedStyle(e).backgroundColor"
COLOUR = "e => getComputedStyle(e).color"
OUTLINE = "e => getComputedStyle(e).boxShadow"


def test_the_playground_link_stays_current_inside_a_workspace(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    # A visitor is refused the problem (the browser logs the 403); the page says so and stays.
    no_console_errors.expect("status of 403")
    page.goto("/practice/url-shortener")
    expect(page.get_by_role("heading", name="This problem is locked")).to_be_visible()
    current = page.get_by_role("navigation", name="Main").locator("[aria-current='page']")
    expect(current).to_have_text("Playground")


@pytest.mark.parametrize("width", [375, 1280])
def test_the_header_is_52_px_high(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    page.goto("/home")
    box = page.get_by_role("banner").bounding_box()
    assert box is not None
    assert box["height"] == 52


def test_the_brand_links_home(page: Page) -> None:
    page.goto("/pricing")
    page.get_by_role("banner").get_by_role("link", name="Systemcraft").click()
    expect(page).to_have_url(re.compile(r"/home$"))


def test_guest_mode_does_not_offer_a_sign_in_that_cannot_work(
    page: Page, guest_server: Server
) -> None:
    page.goto(f"{guest_server.url}/home")
    button = page.get_by_role("button", name="Sign In with Google")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-disabled", "true")
    expect(button).to_have_accessible_description(
        "Sign-in is not available on this server. You are browsing as a guest."
    )
    button.dispatch_event("click")
    expect(page).to_have_url(re.compile(r"/home$"))


def test_no_horizontal_scroll_at_360_px(page: Page) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    for path in ["/home", "/pricing", "/learn", "/missing"]:
        page.goto(path)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px"


def test_a_deep_link_refresh_serves_the_app(page: Page) -> None:
    page.goto("/learn")
    page.reload()
    expect(page).to_have_url(re.compile(r"/learn$"))
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.locator("[aria-current='page']")).to_have_text("Learn")


def test_an_unknown_route_shows_not_found_with_a_way_home(page: Page) -> None:
    page.goto("/this/does/not/exist")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    page.get_by_role("main").get_by_role("link", name="Go to the home page").click()
    expect(page).to_have_url(re.compile(r"/home$"))


def test_the_page_has_landmarks_and_a_skip_link(page: Page) -> None:
    page.goto("/home")
    expect(page.get_by_role("banner")).to_have_count(1)
    expect(page.get_by_role("main")).to_have_count(1)
    expect(page.get_by_role("contentinfo")).to_have_count(1)
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("main")).to_be_focused()


def test_every_route_loads_without_console_errors(page: Page) -> None:
    for path in ["/home", "/learn", "/learn/caching", "/practice", "/problems", "/pricing"]:
        page.goto(path)
        expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.goto("/auth/callback")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
