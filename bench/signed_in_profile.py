"""A Chromium profile signed in to a running server, for Lighthouse to audit a page behind
sign-in: the server's development sign-in issues the session, which goes where the app keeps
it (localStorage) with the user the app would have stored beside it. Lighthouse then starts
Chromium on a fresh copy of the profile with --disable-storage-reset, so each run has the
session and an empty cache."""

import json
import shutil
from pathlib import Path
from urllib.parse import urlencode

from playwright.sync_api import sync_playwright
from tests.auth.helpers import CLIENT_STATE, fragment_of
from tests.live_server import LiveServer

# Where the app keeps the session (frontend/src/lib/auth).
SESSION_STORAGE_KEY = "systemcraft.session"
CHROMIUM = "/usr/bin/chromium"


def session_of(server: LiveServer, tier: int) -> dict[str, object]:
    query = urlencode({"name": "Lighthouse", "tier": tier, "client_state": CLIENT_STATE})
    redirect, _ = server.request("GET", f"/auth/dev-login?{query}")
    if redirect.status != 302:
        raise RuntimeError(f"development sign-in answered {redirect.status}")
    fields = fragment_of(str(redirect.getheader("location")))
    # The app stores the user beside the tokens once it has read them (GET /auth/user); a
    # returning learner's browser has it, and pages keyed on the tier do not wait for it.
    answer, body = server.request(
        "GET", "/auth/user", headers={"Authorization": f"Bearer {fields['access_token']}"}
    )
    if answer.status != 200:
        raise RuntimeError(f"/auth/user answered {answer.status}")
    return {
        "access_token": fields["access_token"],
        "refresh_token": fields["refresh_token"],
        "expires_in": int(fields["expires_in"]),
        "expires_at": int(fields["expires_at"]),
        "token_type": "bearer",
        "user": json.loads(body),
    }


def signed_in_profile(server: LiveServer, tier: int, profile: Path) -> Path:
    """Writes a profile that holds a new session at `tier` for the server's origin."""
    session = session_of(server, tier)
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu"],
        )
        page = context.new_page()
        # The cheapest page of the origin: nothing of the app lands in the cache.
        page.goto(f"{server.url}/healthz")
        page.evaluate(
            "([key, value]) => localStorage.setItem(key, JSON.stringify(value))",
            [SESSION_STORAGE_KEY, session],
        )
        context.close()
    return profile


def fresh_copy(profile: Path, run: Path) -> Path:
    """A copy of the signed-in profile for one run, so no run finds another's cache."""
    shutil.rmtree(run, ignore_errors=True)
    shutil.copytree(profile, run, ignore=shutil.ignore_patterns("Singleton*", "*Cache*"))
    return run
