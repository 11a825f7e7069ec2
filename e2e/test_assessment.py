"""Run Assessment as a tier 3 user: the real engine behind the real server, in Chromium."""

import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from e2e.auth_helpers import run_sql, signed_in
from e2e.conftest import ConsoleWatch, Server
from e2e.test_workspace import answer_dialogs, components

STARTED = "🔄 Running comprehensive assessment on your design..."


def open_workspace(page: Page, server: Server, name: str) -> Page:
    page.set_viewport_size({"width": 1400, "height": 900})
    signed_in(page, server.url, name, tier=3)
    page.goto(f"{server.url}/practice/url-shortener")
    expect(components(page)).to_have_count(4)
    return page


def conversation(page: Page) -> Locator:
    return page.get_by_role("list", name="Conversation with the coach")


def run_assessment(page: Page) -> None:
    page.get_by_role("button", name="Run Assessment").click()


def test_an_assessment_shows_the_analysis_scores_and_findings(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Assessor")
    run_assessment(page)
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")
    thread = conversation(page)
    expect(thread.get_by_text(STARTED)).to_be_visible()
    summary = thread.get_by_text(
        re.compile(r"Scalability: [0-5]/5 · Consistency: [0-5]/5 · Fault tolerance: [0-5]/5")
    )
    expect(summary).to_be_visible()
    expect(summary).to_contain_text(re.compile(r"Total: \d+/15"))
    # Findings appear once, as cards; the written analysis keeps what they do not say.
    expect(thread.get_by_role("heading", name="Most important problems")).to_have_count(0)
    expect(thread.get_by_role("heading", name="Next steps")).to_be_visible()
    expect(thread.get_by_role("heading", name="Questions an interviewer would ask")).to_be_visible()
    expect(thread.get_by_role("link", name=re.compile("Replication|Caching")).first).to_be_visible()

    # The starter design has no cache; the finding about it names the database on the canvas.
    finding = (
        thread.get_by_role("list", name="Findings")
        .get_by_role("button")
        .filter(has_text="no cache in front")
    )
    finding.first.click()
    selected = page.locator(".react-flow__node.selected")
    expect(selected).to_have_count(1)
    expect(selected.get_by_test_id("component-database")).to_be_visible()

    page.get_by_role("tab", name="Attempts").click()
    submissions = page.get_by_role("list", name="Your attempts").get_by_role("listitem")
    expect(submissions).to_have_count(1)
    expect(submissions.first).to_contain_text(re.compile(r"\d+/15"))
    submissions.first.get_by_role("button", name="Show feedback").click()
    expect(submissions.first.get_by_role("heading", name="Most important problems")).to_be_visible()


def test_every_assessment_is_listed_in_attempts(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Improver")
    run_assessment(page)
    expect(conversation(page).get_by_text(re.compile("Total: "))).to_have_count(1)
    page.get_by_role("tab", name="Components").click()
    page.get_by_role("button", name=re.compile("^Cache")).click()
    run_assessment(page)
    expect(conversation(page).get_by_text(re.compile("Total: "))).to_have_count(2)
    page.get_by_role("tab", name="Attempts").click()
    expect(page.get_by_role("list", name="Your attempts").get_by_role("listitem")).to_have_count(2)


def test_an_empty_design_is_not_assessed(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Empty")
    answer_dialogs(page, accept=True)
    page.get_by_role("button", name="Clear").click()
    expect(components(page)).to_have_count(0)
    run_assessment(page)
    expect(
        conversation(page).get_by_text(re.compile(r"^❌ Analysis failed: There is nothing"))
    ).to_be_visible()


def test_a_refused_assessment_says_so(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    open_workspace(page, dev_server, "Downgraded")
    run_sql(
        dev_server.database, "UPDATE users SET tier_id = 2 WHERE display_name = ?", "Downgraded"
    )
    run_assessment(page)
    expect(
        conversation(page).get_by_text("❌ Error running assessment. Please try again.")
    ).to_be_visible()


def test_an_unreachable_server_says_so(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("ERR_INTERNET_DISCONNECTED")
    open_workspace(page, dev_server, "Offline")
    # The button comes with the user's tier; going offline before it arrives would hide it.
    expect(page.get_by_role("button", name="Run Assessment")).to_be_visible()
    page.context.set_offline(True)
    try:
        run_assessment(page)
        expect(
            conversation(page).get_by_text(
                "❌ Error connecting to server. Please check your connection."
            )
        ).to_be_visible()
    finally:
        page.context.set_offline(False)


def test_a_user_signed_out_elsewhere_is_asked_to_sign_in(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 401")
    open_workspace(page, dev_server, "Leaver")
    run_sql(
        dev_server.database,
        "UPDATE auth_sessions SET revoked_at = CURRENT_TIMESTAMP WHERE user_id = "
        "(SELECT id FROM users WHERE display_name = ?)",
        "Leaver",
    )
    run_assessment(page)
    expect(conversation(page).get_by_text("Please sign in to run an assessment.")).to_be_visible()


CALIBRATION_SET = Path(__file__).parents[1] / "backend/tests/assessment/calibration_set"


def assessed_total(page: Page, design: Path) -> int:
    """Imports `design` in place of the canvas, runs the assessment and reads its total."""
    totals = conversation(page).get_by_text(re.compile(r"Total: \d+/15"))
    before = totals.count()
    page.get_by_label("Import a design file").set_input_files(design)
    expect(page.get_by_role("status").filter(has_text="Imported")).to_be_visible()
    run_assessment(page)
    expect(totals).to_have_count(before + 1)
    found = re.search(r"Total: (\d+)/15", totals.last.inner_text())
    assert found
    return int(found.group(1))


def test_a_design_that_answers_the_brief_scores_above_one_that_does_not(
    page: Page, dev_server: Server
) -> None:
    open_workspace(page, dev_server, "Calibrator")
    answer_dialogs(page, True)
    answers = assessed_total(page, CALIBRATION_SET / "url-shortener/good.json")
    # An excellent chat design, submitted for the URL shortener: it answers another brief.
    other_brief = assessed_total(page, CALIBRATION_SET / "url-shortener/wrong-problem.json")
    assert answers >= 10
    assert other_brief <= 5
    verdict = conversation(page).get_by_text("does not answer this brief").last
    expect(verdict).to_be_visible()
