from playwright.sync_api import Page, expect

from e2e.auth_helpers import dev_sign_in, run_sql, stored_session
from e2e.conftest import ConsoleWatch, Server


def test_dev_sign_in_is_clearly_labelled_and_sets_the_tier(page: Page, dev_server: Server) -> None:
    page.goto(f"{dev_server.url}/home")
    page.get_by_role("banner").get_by_role("button", name="Sign In with Google").click()
    dialog = page.get_by_role("dialog", name="Sign in to try the app locally")
    expect(dialog.get_by_text("Development sign-in", exact=True)).to_be_visible()
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()

    dev_sign_in(page, dev_server.url, "Linus", tier=3)
    session = stored_session(page)
    assert session is not None
    assert isinstance(session["user"], dict)
    assert session["user"]["tier_id"] == 3


def test_a_photo_that_fails_to_load_falls_back_to_the_initial(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    # The broken photo's failed request is the point of this test.
    no_console_errors.expect("Failed to load resource")
    dev_sign_in(page, dev_server.url, "Barbara", tier=0)
    expect(page.get_by_role("banner").get_by_test_id("avatar-initial")).to_have_text("B")
    broken = "https://127.0.0.1:59999/broken.png"  # nothing listens there
    run_sql(
        dev_server.database,
        "UPDATE users SET photo_url = ? WHERE display_name = ?",
        broken,
        "Barbara",
    )
    with page.expect_event("requestfailed", lambda request: request.url == broken):
        page.reload()
    expect(page.get_by_role("banner").get_by_test_id("avatar-initial")).to_have_text("B")
    expect(page.get_by_role("banner").locator("img")).to_have_count(0)
