"""Two tabs of one learner on one problem. A tab that has not seen the other's newer save used
to overwrite it silently; now its save is refused and the workspace asks which design to keep,
and either choice leaves both designs within reach."""

import re
from collections.abc import Callable, Iterator
from itertools import count

import pytest
from playwright.sync_api import Page, Response, Route, ViewportSize, expect

from e2e.auth_helpers import signed_in
from e2e.axe import expect_no_serious_violations
from e2e.conftest import ConsoleWatch, Server
from e2e.workspace_helpers import open_with_sample

VIEWPORT: ViewportSize = {"width": 1400, "height": 900}
PROBLEM = "url-shortener"
_learners = count(1)


@pytest.fixture
def learner() -> str:
    """A learner of each test's own, whose account starts with nothing saved."""
    return f"Two Tabs {next(_learners)}"


@pytest.fixture
def tabs(
    page: Page, dev_server: Server, learner: str, no_console_errors: ConsoleWatch
) -> Iterator[list[Page]]:
    """Two tabs of one signed-in learner (one browser: one session, one local storage), both
    on the workspace before either has saved anything to the account."""
    no_console_errors.expect("412")  # the browser logs the refused save; the page handles it
    page.set_viewport_size(VIEWPORT)
    open_with_sample(page, dev_server.url, learner)
    other = page.context.new_page()
    other.set_viewport_size(VIEWPORT)
    other.goto(f"{dev_server.url}/practice/{PROBLEM}")
    expect(other.locator(".react-flow__node")).to_have_count(4)
    yield [page, other]
    other.close()


def saved_with(kind: str) -> Callable[[Response], bool]:
    """The account save whose design holds a component of this kind."""
    return lambda response: (
        response.url.endswith(f"/api/designs/{PROBLEM}")
        and response.request.method == "PUT"
        and f'"{kind}"' in (response.request.post_data or "")
    )


def add(tab: Page, name: str) -> None:
    tab.bring_to_front()
    palette = tab.get_by_role("list", name="Components")
    # Playwright reads the pattern as JavaScript, where a slash needs its backslash too.
    starts = "^" + re.escape(name).replace("/", "\\/")
    palette.get_by_role("button", name=re.compile(starts)).click()


def add_and_save(tab: Page, name: str, kind: str) -> None:
    with tab.expect_response(saved_with(kind)) as saved:
        add(tab, name)
    assert saved.value.status == 200


def test_loading_the_newer_design_sets_mine_aside_to_restore(tabs: list[Page]) -> None:
    first, second = tabs
    add_and_save(first, "Pub/Sub", "pub-sub")
    with second.expect_response(saved_with("cache")) as refused:
        add(second, "Cache")
    assert refused.value.status == 412
    dialog = second.get_by_role("alertdialog", name="This design changed in another tab")
    expect(dialog).to_be_visible()
    # It can arrive as the learner types: the heading has the focus, not a choice a keystroke
    # would make.
    expect(dialog.get_by_role("heading")).to_be_focused()
    expect_no_serious_violations(second)
    second.keyboard.press("Tab")
    load = dialog.get_by_role("button", name="Load the newer design")
    expect(load).to_be_focused()
    second.keyboard.press("Enter")
    expect(dialog).to_be_hidden()
    expect(second.get_by_test_id("component-pub-sub")).to_be_visible()
    expect(second.get_by_test_id("component-cache")).to_have_count(0)
    set_aside = second.get_by_role("status").filter(has_text="Yours is set aside")
    restore = set_aside.get_by_role("button", name="Restore mine")
    expect(restore).to_be_visible()
    # Kept in the browser, the set-aside design outlives a reload.
    second.reload()
    expect(second.get_by_test_id("component-pub-sub")).to_be_visible()
    with second.expect_response(saved_with("cache")) as restored:
        restore.click()
    assert restored.value.status == 200
    expect(second.get_by_test_id("component-cache")).to_be_visible()
    expect(second.get_by_test_id("component-pub-sub")).to_have_count(0)
    expect(set_aside).to_be_hidden()


def test_keeping_mine_saves_it_over_the_newer_design(
    tabs: list[Page], dev_server: Server, learner: str
) -> None:
    first, second = tabs
    add_and_save(first, "Pub/Sub", "pub-sub")
    add(second, "Queue")
    dialog = second.get_by_role("alertdialog", name="This design changed in another tab")
    expect(dialog).to_be_visible()
    # Put off, the question stays one click away and nothing is saved meanwhile.
    second.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    paused = second.get_by_role("status").filter(has_text="Saving to your account is paused")
    expect(paused).to_be_visible()
    paused.get_by_role("button", name="Choose").click()
    expect(dialog).to_be_visible()
    with second.expect_response(saved_with("queue")) as kept:
        second.keyboard.press("Tab")
        second.keyboard.press("Tab")
        expect(dialog.get_by_role("button", name="Keep mine")).to_be_focused()
        second.keyboard.press("Enter")
    assert kept.value.status == 200
    expect(dialog).to_be_hidden()
    expect(paused).to_be_hidden()
    # Choose, which had the focus before the dialog, is gone: the focus stays on the canvas.
    expect(second.locator(".react-flow__node:focus")).to_have_count(1)
    # Another device finds the kept design on the account.
    browser = second.context.browser
    assert browser is not None
    device = browser.new_context(viewport=VIEWPORT)
    try:
        elsewhere = device.new_page()
        signed_in(elsewhere, dev_server.url, learner, tier=3)
        elsewhere.goto(f"{dev_server.url}/practice/{PROBLEM}")
        expect(elsewhere.get_by_test_id("component-queue")).to_be_visible(timeout=10_000)
        expect(elsewhere.get_by_test_id("component-pub-sub")).to_have_count(0)
    finally:
        device.close()


def test_saving_to_the_account_that_fails_says_so_and_tries_again(
    tabs: list[Page], no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("503")  # the browser logs the refused save; the page handles it
    tab = tabs[0]
    failures: list[str] = []

    def refuse_once(route: Route) -> None:
        if route.request.method == "PUT" and not failures:
            failures.append(route.request.url)
            route.fulfill(status=503, json={"error": {"code": "server_busy", "message": "Busy"}})
            return
        route.fallback()

    tab.route(f"**/api/designs/{PROBLEM}", refuse_once)
    trouble = tab.get_by_role("status").filter(has_text="Can’t reach your account right now")
    with tab.expect_response(saved_with("cache")) as landed:
        add(tab, "Cache")
        expect(trouble).to_be_visible()
    assert landed.value.status == 503
    with tab.expect_response(lambda r: saved_with("cache")(r) and r.status == 200, timeout=10_000):
        pass
    expect(trouble).to_be_hidden()
