"""Signing in from browser tests: through the real provider, or development sign-in."""

import http.client
import json
import re
import secrets
import sqlite3
from contextlib import closing
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit

from playwright.sync_api import Page, expect

# Where the front end keeps the value that ties a sign-in to the tab that started it.
SIGN_IN_STATE_KEY = "systemcraft.sign-in-state"
SESSION_STORAGE_KEY = "systemcraft.session"
# How long the callback page shows a failure before it goes home by itself.
ERROR_REDIRECT_MS = 3000


def start_sign_in_in_this_tab(page: Page) -> str:
    """Does what the sign-in buttons do before they leave: keep a fresh `client_state` in the
    tab's sessionStorage. Returns it, for a test that then calls the server itself."""
    state = secrets.token_urlsafe(32)
    page.evaluate(
        "([key, value]) => sessionStorage.setItem(key, value)", [SIGN_IN_STATE_KEY, state]
    )
    return state


def google_sign_in(page: Page, login: str = "ada", lands_on: str = "/home") -> None:
    """Clicks the header button and signs in at the OpenID provider as `login`, back to the
    page it started from (`lands_on`)."""
    page.get_by_role("banner").get_by_role("button", name="Sign In with Google").click()
    at_the_provider(page, login)
    expect(page).to_have_url(re.compile(rf"{re.escape(lands_on)}$"))
    expect(page.get_by_role("banner").get_by_role("button", name="Sign Out")).to_be_visible()


def at_the_provider(page: Page, login: str) -> None:
    """Signs in as `login` on the OpenID provider's pages and consents."""
    page.locator("input[name=login]").fill(login)
    page.locator("input[name=password]").fill("any password works here")
    page.get_by_role("button", name="Sign-in").click()
    page.get_by_role("button", name="Continue").click()


def dev_sign_in(page: Page, base_url: str, name: str, tier: int) -> None:
    page.goto(f"{base_url}/home")
    page.get_by_role("banner").get_by_role("button", name="Sign In with Google").click()
    dialog = page.get_by_role("dialog", name="Sign in to try the app locally")
    dialog.get_by_label("Name").fill(name)
    dialog.get_by_label("Tier").select_option(str(tier))
    dialog.get_by_role("button", name="Sign in", exact=True).click()
    expect(page).to_have_url(re.compile(r"/home$"))
    expect(page.get_by_role("banner").get_by_text(name, exact=True)).to_be_visible()


def signed_in(page: Page, base_url: str, name: str, tier: int) -> None:
    """Starts the tab signed in as `name`, for tests about what comes after sign-in: the
    server's development sign-in issues the session, which is stored where the app keeps it.
    (`dev_sign_in` goes through the dialog; it loads three pages where this loads none.)"""
    query = urlencode({"name": name, "tier": tier, "client_state": secrets.token_urlsafe(32)})
    address = urlsplit(base_url)
    connection = http.client.HTTPConnection(address.netloc, timeout=10)
    try:
        connection.request("GET", f"/auth/dev-login?{query}")
        response = connection.getresponse()
        location = response.getheader("Location", "")
        assert response.status == 302, (response.status, response.read())
    finally:
        connection.close()
    fields = dict(parse_qsl(urlsplit(location).fragment))
    session = {
        "access_token": fields["access_token"],
        "refresh_token": fields["refresh_token"],
        "expires_in": int(fields["expires_in"]),
        "expires_at": int(fields["expires_at"]),
        "token_type": "bearer",
        "user": None,
    }
    # Any page of the site gives the tab its origin's storage; /healthz is the cheapest.
    page.goto(f"{base_url}/healthz")
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)",
        [SESSION_STORAGE_KEY, json.dumps(session)],
    )


def expect_failure_then_home(page: Page, message: str) -> None:
    """The callback page explains the failure, then goes home by itself. The test's page has
    the installed_clock fixture, so the wait is skipped rather than sat through."""
    expect(page.get_by_role("heading", name="Authentication Error")).to_be_visible()
    expect(page.get_by_text(message, exact=True)).to_be_visible()
    expect(page.get_by_text("Redirecting to home...")).to_be_visible()
    assert "#" not in page.url, "tokens must not stay in the address bar"
    page.clock.fast_forward(ERROR_REDIRECT_MS)
    expect(page).to_have_url(re.compile(r"/home$"))


def run_sql(database: Path, statement: str, *parameters: object) -> None:
    """Changes the live server's database directly, as an operator with a shell would."""
    with closing(sqlite3.connect(database)) as connection:
        connection.execute(statement, parameters)
        connection.commit()


def stored_session(page: Page) -> dict[str, object] | None:
    result: dict[str, object] | None = page.evaluate(
        "() => JSON.parse(localStorage.getItem('systemcraft.session'))"
    )
    return result
