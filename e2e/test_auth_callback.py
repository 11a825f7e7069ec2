"""The /auth/callback page's messages (SPEC §4 and §8), on a server with dev sign-in."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.auth_helpers import dev_sign_in, stored_session
from e2e.conftest import ConsoleWatch, Server


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        (
            "#error=login_failed&error_description=Sign-in%20was%20cancelled",
            "Authentication failed: Sign-in was cancelled",
        ),
        ("#access_token=abc", "Authentication failed: Missing tokens"),
        ("#refresh_token=abc", "Authentication failed: Missing tokens"),
        ("", "Authentication failed: No session created"),
        (
            "#access_token=forged&refresh_token=forged&expires_in=3600&expires_at=9999999999",
            "Authentication failed: Your session has ended.",
        ),
    ],
)
def test_each_failure_is_explained_then_goes_home(
    page: Page, dev_server: Server, fragment: str, message: str, no_console_errors: ConsoleWatch
) -> None:
    # The forged token's 401 from /auth/user is the provoked failure.
    no_console_errors.expect("status of 401")
    page.goto(f"{dev_server.url}/auth/callback{fragment}")
    expect(page.get_by_text("Authenticating...")).to_be_visible()
    expect(page.get_by_role("heading", name="Authentication Error")).to_be_visible()
    expect(page.get_by_text(message, exact=True)).to_be_visible()
    expect(page.get_by_text("Redirecting to home...")).to_be_visible()
    assert "#" not in page.url, "tokens must not stay in the address bar"
    expect(page).to_have_url(re.compile(r"/home$"), timeout=6000)
    assert stored_session(page) is None


def test_with_no_fragment_an_existing_session_is_kept(page: Page, dev_server: Server) -> None:
    dev_sign_in(page, dev_server.url, "Grace", tier=1)
    page.goto(f"{dev_server.url}/auth/callback")
    expect(page).to_have_url(re.compile(r"/home$"))
    expect(page.get_by_role("banner").get_by_text("Grace", exact=True)).to_be_visible()
