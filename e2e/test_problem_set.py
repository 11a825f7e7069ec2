"""The problem set in the browser: hints that open one at a time, the reference design beside
the user's once a design has been assessed, and catalogue-only problems that unfold in place."""

import re

from playwright.sync_api import Page, expect

from e2e.conftest import Server
from e2e.workspace_helpers import open_with_sample


def details(page: Page) -> None:
    page.get_by_role("button", name=re.compile("Show Details")).click()
    expect(page.get_by_role("region", name="Problem details")).to_be_visible()


def test_hints_open_one_at_a_time_and_stay_open(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, "Hint Reader", tier=1)
    details(page)
    panel = page.get_by_role("region", name="Problem details")
    hints = panel.get_by_role("heading", name="Hints").locator("..").get_by_role("listitem")
    expect(hints).to_have_count(0)
    first = panel.get_by_role("button", name=re.compile(r"^Show hint 1 of \d$"))
    total = int(re.findall(r"of (\d)", first.inner_text())[0])
    first.focus()
    page.keyboard.press("Enter")
    expect(hints).to_have_count(1)
    panel.get_by_role("button", name=f"Show hint 2 of {total}").click()
    expect(hints).to_have_count(2)
    page.reload()
    details(page)
    expect(hints).to_have_count(2)


def test_the_reference_opens_after_the_first_assessed_attempt(
    page: Page, dev_server: Server
) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, "Reference Reader", tier=1)
    details(page)
    panel = page.get_by_role("region", name="Problem details")
    locked = panel.get_by_text(re.compile("Once a design of yours has been assessed"))
    expect(locked).to_be_visible()
    expect(panel.get_by_role("button", name="Compare with the reference")).to_have_count(0)
    page.get_by_role("button", name="Submit Design").click()
    submitted = page.get_by_role("dialog", name="Design submitted")
    expect(submitted).to_be_visible()
    submitted.get_by_role("button", name="Close").click()
    panel.get_by_role("button", name="Compare with the reference").click()
    dialog = page.get_by_role("dialog", name="Your design and the reference")
    expect(dialog.get_by_role("img", name=re.compile("^Your design: Client"))).to_be_visible()
    expect(dialog.get_by_role("img", name=re.compile("^Reference design: "))).to_be_visible()
    expect(dialog.get_by_text(re.compile(r"Total: 1[3-5]/15"))).to_be_visible()
    expect(dialog.get_by_role("heading", name="What an interviewer asks next")).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_a_catalogue_only_problem_unfolds_its_requirements(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{dev_server.url}/problems")
    card = page.get_by_role("article", name="Design Live Comments")
    expect(card.get_by_text(re.compile(r"^\+\d+ more$"))).to_be_visible()
    view = card.get_by_role("button", name="View Problem")
    expect(view).to_have_attribute("aria-expanded", "false")
    view.click()
    expect(card.get_by_role("button", name="Show Less")).to_have_attribute("aria-expanded", "true")
    expect(card.get_by_text(re.compile(r"^\+\d+ more$"))).to_have_count(0)
    practice = page.get_by_role("article", name="Design a URL Shortener")
    expect(practice.get_by_role("link", name="View Problem")).to_have_attribute(
        "href", "/practice/url-shortener"
    )
