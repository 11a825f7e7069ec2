"""Google sign-in through a real OpenID provider, the callback page, sessions and tabs."""

import re

import pytest
from playwright.sync_api import BrowserContext, Page, Request, expect

from e2e.auth_helpers import (
    expect_failure_then_home,
    google_sign_in,
    run_sql,
    start_sign_in_in_this_tab,
    stored_session,
)
from e2e.conftest import Server

pytestmark = pytest.mark.usefixtures("installed_clock")


def _account(page: Page) -> dict[str, object]:
    banner = page.get_by_role("banner")
    return {
        "initial": banner.get_by_test_id("avatar-initial").inner_text(),
        "name": banner.get_by_text("Ada", exact=True).is_visible(),
    }


def test_signing_in_with_google_shows_the_user_in_the_header(page: Page) -> None:
    page.goto("/home")
    google_sign_in(page, "ada")
    assert _account(page) == {"initial": "A", "name": True}
    assert "#" not in page.url
    session = stored_session(page)
    assert session is not None
    assert session["token_type"] == "bearer"  # noqa: S105
    assert isinstance(session["user"], dict)
    assert session["user"]["email"] == "ada@example.com"
    page.reload()
    expect(page.get_by_role("banner").get_by_text("Ada", exact=True)).to_be_visible()


def test_the_callback_page_says_it_is_authenticating(page: Page) -> None:
    page.goto("/home")
    page.get_by_role("banner").get_by_role("button", name="Sign In with Google").click()
    page.locator("input[name=login]").fill("ada")
    page.locator("input[name=password]").fill("x")
    page.get_by_role("button", name="Sign-in").click()
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_text("Authenticating...")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/home$"))


def test_sign_out_clears_the_session(page: Page) -> None:
    page.goto("/home")
    google_sign_in(page)
    page.get_by_role("banner").get_by_role("button", name="Sign Out").click()
    expect(
        page.get_by_role("banner").get_by_role("button", name="Sign In with Google")
    ).to_be_visible()
    assert stored_session(page) is None


def test_signing_out_in_one_tab_signs_out_the_other(context: BrowserContext) -> None:
    first = context.new_page()
    first.goto("/home")
    google_sign_in(first)
    second = context.new_page()
    second.goto("/learn")
    expect(second.get_by_role("banner").get_by_role("button", name="Sign Out")).to_be_visible()
    first.get_by_role("banner").get_by_role("button", name="Sign Out").click()
    sign_in = second.get_by_role("banner").get_by_role("button", name="Sign In with Google")
    expect(sign_in).to_be_visible()


def test_a_replayed_callback_is_refused(page: Page) -> None:
    callbacks: list[str] = []

    def remember(request: Request) -> None:
        if "/auth/google/callback" in request.url:
            callbacks.append(request.url)

    page.on("request", remember)
    page.goto("/home")
    google_sign_in(page)
    page.goto(callbacks[0])
    expect_failure_then_home(
        page, "Authentication failed: This sign-in link has expired or was already used"
    )


def test_a_code_used_twice_is_refused(page: Page, live_server: Server) -> None:
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    page.goto("/home")
    google_sign_in(page)
    spent_code = next(re.search(r"[?&]code=([^&]+)", url) for url in seen if "callback?" in url)
    assert spent_code is not None

    # Start a fresh sign-in in this browser (its cookie lands in the same jar) for a new
    # state, without following the redirect to the provider.
    start = page.request.get(
        f"{live_server.url}/auth/google/login",
        params={"client_state": start_sign_in_in_this_tab(page)},
        max_redirects=0,
    )
    state = re.search(r"[?&]state=([^&]+)", start.headers["location"])
    assert state is not None
    page.goto(f"/auth/google/callback?state={state.group(1)}&code={spent_code.group(1)}")
    expect_failure_then_home(page, "Authentication failed: Google could not confirm who you are")


def test_a_wrong_nonce_is_refused(page: Page, live_server: Server) -> None:
    page.goto("/home")
    page.get_by_role("banner").get_by_role("button", name="Sign In with Google").click()
    page.locator("input[name=login]").wait_for()
    run_sql(live_server.database, "UPDATE login_attempts SET nonce = 'not-the-nonce-sent'")
    page.locator("input[name=login]").fill("mallory")
    page.locator("input[name=password]").fill("x")
    page.get_by_role("button", name="Sign-in").click()
    page.get_by_role("button", name="Continue").click()
    expect_failure_then_home(page, "Authentication failed: Google could not confirm who you are")
    assert stored_session(page) is None
