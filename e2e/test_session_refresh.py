"""The session refreshes itself before it expires."""

from playwright.sync_api import Page, expect

from e2e.auth_helpers import dev_sign_in, stored_session
from e2e.conftest import Server


def test_a_short_session_is_refreshed_before_it_expires(
    installed_clock: None, page: Page, dev_server: Server
) -> None:
    # Tokens on this server live 100 s; the app checks every 30 s and refreshes within 90 s.
    dev_sign_in(page, dev_server.url, "Ada", tier=0)
    before = stored_session(page)
    assert before is not None
    assert int(str(before["expires_in"])) == 100

    page.clock.fast_forward(31_000)
    page.wait_for_function(
        "(old) => JSON.parse(localStorage.getItem('systemcraft.session')).access_token !== old",
        arg=before["access_token"],
    )
    after = stored_session(page)
    assert after is not None
    assert after["refresh_token"] != before["refresh_token"]
    page.reload()
    expect(page.get_by_role("banner").get_by_text("Ada", exact=True)).to_be_visible()
