"""The account menu: "Sign out everywhere" ends every sign-in of the user, in this tab, the
other tabs and on other devices; the menu works from the keyboard, on a phone and in the dark."""

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Locator, Page, expect

from e2e.auth_helpers import signed_in, stored_session
from e2e.axe import expect_no_serious_violations
from e2e.conftest import ConsoleWatch, Server

NAME = "Everywhere"
# On dev_server access tokens live 100 s; the app checks every 30 s and refreshes within 90 s.
UNTIL_THE_NEXT_REFRESH_MS = 31_000


def _open_signed_in(page: Page, server: Server, name: str = NAME) -> None:
    signed_in(page, server.url, name, tier=1)
    page.goto(f"{server.url}/learn")
    expect(_menu_button(page, name)).to_be_visible()


def _menu_button(page: Page, name: str = NAME) -> Locator:
    return page.get_by_role("banner").get_by_role("button", name=f"{name} account menu")


def _sign_in_button(page: Page) -> Locator:
    return page.get_by_role("banner").get_by_role("button", name="Sign In with Google")


def test_sign_out_everywhere_ends_every_sign_in_of_the_user(
    installed_clock: None,
    page: Page,
    context: BrowserContext,
    new_context: Callable[..., BrowserContext],
    dev_server: Server,
    no_console_errors: ConsoleWatch,
) -> None:
    # A request this tab had in flight as its sign-in ended is refused, and the browser logs
    # the 401; the page handles it (it shows the sign-in button, as asserted below).
    no_console_errors.expect("401")
    _open_signed_in(page, dev_server)
    other_tab = context.new_page()
    other_tab.goto(f"{dev_server.url}/home")
    expect(_menu_button(other_tab)).to_be_visible()
    phone = new_context().new_page()  # another device: a browser of its own
    phone.clock.install()
    _open_signed_in(phone, dev_server)
    someone_else = new_context().new_page()
    _open_signed_in(someone_else, dev_server, "Someone Else")

    _menu_button(page).click()
    page.get_by_role("menuitem", name="Sign out everywhere").click()

    expect(_sign_in_button(page)).to_be_visible()
    expect(_sign_in_button(page)).to_be_focused()  # where the menu that had it was
    assert stored_session(page) is None
    expect(_sign_in_button(other_tab)).to_be_visible()
    # The phone's refresh is refused when it comes: it falls back to signed out by itself.
    expect(_menu_button(phone)).to_be_visible()
    phone.clock.fast_forward(UNTIL_THE_NEXT_REFRESH_MS)
    expect(_sign_in_button(phone)).to_be_visible()
    assert stored_session(phone) is None
    someone_else.reload()
    expect(_menu_button(someone_else, "Someone Else")).to_be_visible()


def test_a_sign_in_already_ended_says_other_devices_were_not_signed_out(
    installed_clock: None,
    page: Page,
    new_context: Callable[..., BrowserContext],
    dev_server: Server,
    no_console_errors: ConsoleWatch,
) -> None:
    no_console_errors.expect("401")  # the browser logs the refused request; the page handles it
    _open_signed_in(page, dev_server)
    # Ended from another device, before this tab's next refresh finds out.
    phone = new_context().new_page()
    _open_signed_in(phone, dev_server)
    _menu_button(phone).click()
    phone.get_by_role("menuitem", name="Sign out everywhere").click()
    expect(_sign_in_button(phone)).to_be_visible()

    _menu_button(page).click()
    page.get_by_role("menuitem", name="Sign out everywhere").click()
    expect(page.get_by_role("alert")).to_have_text(
        "Your sign-in here had already ended, so other devices were not signed out. "
        "Sign in, then try again."
    )
    expect(_sign_in_button(page)).to_be_focused()
    assert stored_session(page) is None


def test_the_menu_works_from_the_keyboard(page: Page, dev_server: Server) -> None:
    _open_signed_in(page, dev_server)
    button = _menu_button(page)
    item = page.get_by_role("menuitem", name="Sign out everywhere")
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(item).to_be_focused()
    page.keyboard.press("ArrowDown")  # one item: the focus stays on it
    expect(item).to_be_focused()
    page.keyboard.press("Escape")
    expect(item).to_be_hidden()
    expect(button).to_be_focused()
    expect(button).to_have_attribute("aria-expanded", "false")

    page.keyboard.press("ArrowDown")
    expect(item).to_be_focused()
    page.keyboard.press("Tab")
    expect(item).to_be_hidden()
    expect(page.get_by_role("banner").get_by_role("button", name="Sign Out")).to_be_focused()


def test_the_menu_fits_a_phone_in_the_dark(page: Page, dev_server: Server) -> None:
    page.emulate_media(color_scheme="dark")
    page.set_viewport_size({"width": 390, "height": 800})
    _open_signed_in(page, dev_server)
    expect(page.get_by_role("banner").get_by_text(NAME, exact=True)).to_be_visible()
    _menu_button(page).click()
    item = page.get_by_role("menuitem", name="Sign out everywhere")
    expect(item).to_be_visible()
    box = item.bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= 390
    assert box["height"] >= 44  # a fingertip
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    expect_no_serious_violations(page)


def test_a_server_that_cannot_be_reached_leaves_the_user_signed_in(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("ERR_FAILED")
    _open_signed_in(page, dev_server)
    page.route("**/auth/signout-everywhere", lambda route: route.abort())
    _menu_button(page).click()
    page.get_by_role("menuitem", name="Sign out everywhere").click()
    expect(page.get_by_role("alert")).to_have_text(
        "Could not sign out everywhere. Check your connection and try again."
    )
    expect(_menu_button(page)).to_be_visible()
    assert stored_session(page) is not None
