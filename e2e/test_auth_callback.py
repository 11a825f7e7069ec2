"""The /auth/callback page's messages, on a server with dev sign-in. It takes
tokens only from the sign-in its own tab started, and shows only its own sentences."""

import re

import pytest
from playwright.sync_api import Dialog, Page, Response, expect

from e2e.auth_helpers import (
    SIGN_IN_STATE_KEY,
    dev_sign_in,
    expect_failure_then_home,
    start_sign_in_in_this_tab,
    stored_session,
)
from e2e.conftest import ConsoleWatch, Server

FOREIGN_STATE = "someone-elses-sign-in-state-0000000000"
TOKENS = "access_token=forged&refresh_token=forged&expires_in=3600&expires_at=9999999999"
NOT_STARTED_HERE = "Authentication failed: This sign-in was not started in this browser."

pytestmark = pytest.mark.usefixtures("installed_clock")


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        ("#error=cancelled", "Authentication failed: Sign-in was cancelled"),
        ("#error=incomplete", "Authentication failed: The sign-in response was incomplete"),
        ("#error=login_failed", "Authentication failed"),
        ("#access_token=abc", "Authentication failed: Missing tokens"),
        ("#refresh_token=abc", "Authentication failed: Missing tokens"),
        ("", "Authentication failed: No session created"),
        (f"#{TOKENS}&client_state={FOREIGN_STATE}", NOT_STARTED_HERE),
        (f"#{TOKENS}", NOT_STARTED_HERE),
    ],
)
def test_each_failure_is_explained_then_goes_home(
    page: Page, dev_server: Server, fragment: str, message: str
) -> None:
    page.goto(f"{dev_server.url}/auth/callback{fragment}")
    expect(page.get_by_text("Authenticating...")).to_be_visible()
    expect_failure_then_home(page, message)
    assert stored_session(page) is None


def test_tokens_from_a_sign_in_this_tab_started_are_checked_with_the_server(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    # The forged token's 401 from /auth/user is the provoked failure.
    no_console_errors.expect("status of 401")
    page.goto(f"{dev_server.url}/home")
    state = start_sign_in_in_this_tab(page)
    page.goto(f"{dev_server.url}/auth/callback#{TOKENS}&client_state={state}")
    expect_failure_then_home(page, "Authentication failed: Your session has ended.")
    assert stored_session(page) is None


def test_someone_elses_tokens_never_replace_the_session(page: Page, dev_server: Server) -> None:
    dev_sign_in(page, dev_server.url, "Grace", tier=1)
    before = stored_session(page)
    # This tab's own sign-in is under way, but the link carries another sign-in's value.
    start_sign_in_in_this_tab(page)
    page.goto(f"{dev_server.url}/auth/callback#{TOKENS}&token_type=bearer&client_state=x{'y' * 30}")
    expect_failure_then_home(page, NOT_STARTED_HERE)
    assert stored_session(page) == before
    expect(page.get_by_role("banner").get_by_text("Grace", exact=True)).to_be_visible()
    # The tab's value was spent on that attempt: it cannot be tried again.
    assert page.evaluate(f"() => sessionStorage.getItem('{SIGN_IN_STATE_KEY}')") is None


def test_a_sign_in_link_works_once_and_only_in_its_tab(page: Page, dev_server: Server) -> None:
    redirects: list[str] = []

    def remember(response: Response) -> None:
        if "/auth/dev-login" in response.url:
            redirects.append(response.headers["location"])

    page.on("response", remember)
    dev_sign_in(page, dev_server.url, "Hopper", tier=1)
    signed_in = stored_session(page)
    assert redirects
    assert redirects[0].startswith("/auth/callback#")
    page.goto(f"{dev_server.url}{redirects[0]}")
    expect_failure_then_home(page, NOT_STARTED_HERE)
    assert stored_session(page) == signed_in


@pytest.mark.parametrize(
    "fragment",
    [
        "#error=<img src=x onerror=alert(1)>",
        "#error=x&error_description=Evil text",
        "#error=login_failed&error_description=Evil%20text",
        "#error=%3Cb%3EEvil%20text%3C%2Fb%3E",
    ],
)
def test_the_page_never_shows_text_from_the_address(
    page: Page, dev_server: Server, fragment: str
) -> None:
    dialogs: list[str] = []

    def refuse(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", refuse)
    page.goto(f"{dev_server.url}/auth/callback{fragment}")
    expect(page.get_by_role("alert")).to_contain_text("Authentication failed")
    expect(page.get_by_text("Authentication failed", exact=True)).to_be_visible()
    body = page.locator("body").inner_text()
    assert "Evil" not in body
    assert "img" not in body
    assert page.locator("main img").count() == 0
    assert dialogs == []


def test_with_no_fragment_an_existing_session_is_kept(page: Page, dev_server: Server) -> None:
    dev_sign_in(page, dev_server.url, "Grace", tier=1)
    page.goto(f"{dev_server.url}/auth/callback")
    expect(page).to_have_url(re.compile(r"/home$"))
    expect(page.get_by_role("banner").get_by_text("Grace", exact=True)).to_be_visible()
