"""Submit Design for tiers 1 and 2: the scores and total of the real engine, in a dialog, with
why it scored so and the most important finding; the full written feedback is kept for tier 3
(test_attempt_feedback.py follows a learner through several attempts)."""

import re

from playwright.sync_api import Locator, Page, Route, expect

from e2e.auth_helpers import run_sql
from e2e.conftest import ConsoleWatch, Server
from e2e.test_workspace import answer_dialogs, components
from e2e.workspace_helpers import open_with_sample

REASON = re.compile(r"It scores \d+ of 15; .+ is the weakest at [0-5]/5")
SUMMARY = re.compile(
    r"^Scalability: [0-5]/5 · Consistency: [0-5]/5 · Fault tolerance: [0-5]/5 · Total: \d+/15$"
)


def open_workspace(page: Page, server: Server, name: str, tier: int) -> Page:
    page.set_viewport_size({"width": 1400, "height": 900})
    open_with_sample(page, server.url, name, tier)
    return page


def submit(page: Page, title: str) -> Locator:
    page.get_by_role("button", name="Submit Design").click()
    dialog = page.get_by_role("dialog", name=title)
    expect(dialog).to_be_visible()
    return dialog


def test_a_tier_one_user_sees_the_scores_and_only_the_most_important_finding(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Submitter", tier=1)
    expect(page.get_by_role("button", name="Run Assessment")).to_have_count(0)
    dialog = submit(page, "Design submitted")
    expect(dialog.get_by_text(SUMMARY)).to_be_visible()
    expect(dialog.get_by_text(REASON)).to_be_visible()
    expect(dialog.get_by_role("list", name="Findings").get_by_role("listitem")).to_have_count(1)
    expect(dialog.get_by_role("heading", name="Most important problems")).to_have_count(0)
    expect(dialog.get_by_role("link", name="Upgrade Plan")).to_have_attribute("href", "/pricing")
    # Close has the focus, and Escape closes the dialog as well as the button does.
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    page.get_by_role("tab", name="Attempts").click()
    submissions = page.get_by_role("list", name="Your attempts").locator(":scope > li")
    expect(submissions).to_have_count(1)
    only = submissions.first
    expect(only).to_contain_text(re.compile(r"\d+/15"))
    only.get_by_role("button", name="Show feedback").click()
    expect(only.get_by_text(REASON)).to_be_visible()
    expect(only.get_by_role("heading", name="Most important problems")).to_have_count(0)


def test_a_tier_two_user_submits_too_and_the_upgrade_link_leads_to_pricing(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Second", tier=2)
    expect(page.get_by_role("tab", name="Chat")).to_have_count(0)
    dialog = submit(page, "Design submitted")
    dialog.get_by_role("link", name="Upgrade Plan").click()
    expect(page).to_have_url(re.compile(r"/pricing$"))


def test_the_button_is_busy_while_the_design_is_scored(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Patient", tier=1)
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route("**/api/submissions", hold)
    page.get_by_role("button", name="Submit Design").click()
    busy = page.get_by_role("button", name="Submitting…")
    expect(busy).to_be_disabled()
    expect(busy).to_have_attribute("aria-busy", "true")
    assert len(held) == 1
    held[0].continue_()
    expect(page.get_by_role("dialog", name="Design submitted")).to_be_visible()
    expect(page.get_by_role("button", name="Submit Design")).to_be_enabled()


def test_an_empty_design_is_not_scored(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Blank", tier=1)
    answer_dialogs(page, accept=True)
    page.get_by_role("button", name="Clear").click()
    expect(components(page)).to_have_count(0)
    dialog = submit(page, "Design not scored")
    expect(dialog.get_by_role("alert")).to_have_text(re.compile(r"^There is nothing to assess"))
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


def test_a_refused_submission_was_not_saved(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    # Chat opens at tier 1 (the first problems are free to every account).
    page.set_viewport_size({"width": 1400, "height": 900})
    open_with_sample(page, dev_server.url, "Lapsed", 1, problem="chat-app")
    run_sql(dev_server.database, "UPDATE users SET tier_id = 0 WHERE display_name = ?", "Lapsed")
    dialog = submit(page, "Design not scored")
    expect(dialog.get_by_role("alert")).to_have_text("Failed to save submission.")


def test_an_unreachable_server_means_not_saved(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("ERR_INTERNET_DISCONNECTED")
    open_workspace(page, dev_server, "Unplugged", tier=1)
    page.context.set_offline(True)
    try:
        dialog = submit(page, "Design not scored")
        expect(dialog.get_by_role("alert")).to_have_text("Failed to save submission.")
    finally:
        page.context.set_offline(False)
