"""The feedback a learner can act on, at 1440, 1024 and 390 px: below tier 3 the most important
finding with its lesson (tier 0: why and what to do next), each attempt after the first says
what changed and why, and every attempt's feedback is still there after a reload. The second
attempt sets the database's Copies in the Properties panel."""

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import Server
from e2e.test_workspace import component
from e2e.workspace_helpers import open_with_sample

VIEWPORTS = [(1440, 900), (1024, 768), (390, 844)]


def submit(page: Page) -> Locator:
    page.get_by_role("button", name="Submit Design").click()
    dialog = page.get_by_role("dialog", name="Design submitted")
    expect(dialog).to_be_visible()
    return dialog


def close(dialog: Locator) -> None:
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


def set_copies(page: Page, kind: str, copies: int) -> None:
    component(page, kind).click()
    if (page.viewport_size or {"width": 0})["width"] < 600:
        # A phone shows the properties on a tab of their own.
        page.get_by_role("button", name="Edit properties").click()
    panel = page.get_by_role("form", name="Component properties")
    field = panel.get_by_label("Copies", exact=True)
    expect(field).to_have_value("1")
    expect(field).to_have_attribute("type", "number")
    field.fill(str(copies))
    field.blur()
    expect(field).to_have_value(str(copies))


def open_attempts(page: Page) -> Locator:
    page.get_by_role("tab", name="Attempts").click()
    return page.get_by_role("tabpanel", name="Attempts")


@pytest.mark.parametrize("size", VIEWPORTS, ids=[f"{w}px" for w, _ in VIEWPORTS])
def test_a_tier_one_learner_sees_the_top_finding_what_changed_and_it_all_after_a_reload(
    page: Page, dev_server: Server, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_with_sample(page, dev_server.url, f"Learner {size[0]}", 1)

    first = submit(page)
    expect(first.get_by_role("heading", name="The most important finding")).to_be_visible()
    cards = first.get_by_role("list", name="Findings").get_by_role("listitem")
    expect(cards).to_have_count(1)
    expect(cards.first.get_by_role("link", name=re.compile("^Lesson: "))).to_have_attribute(
        "href", re.compile(r"^/learn/[a-z-]+$")
    )
    expect(first).to_contain_text(re.compile(r"It scores \d+ of 15; .+ is the weakest"))
    expect(first.get_by_role("region", name="Since your previous attempt")).to_have_count(0)
    close(first)

    set_copies(page, "database", 2)
    second = submit(page)
    changes = second.get_by_role("region", name="Since your previous attempt")
    expect(changes).to_contain_text(re.compile(r"\+\d+ fault tolerance: \d+ problems? resolved"))
    close(second)

    page.reload()
    attempts = open_attempts(page)
    latest = attempts.get_by_role("region", name="Latest attempt")
    expect(latest.get_by_role("heading", name="The most important finding")).to_be_visible()
    expect(latest.get_by_role("region", name="Since your previous attempt")).to_contain_text(
        "fault tolerance"
    )
    listed = attempts.get_by_role("list", name="Your attempts").locator(":scope > li")
    expect(listed).to_have_count(2)
    expect(listed.first.get_by_role("region", name="Since your previous attempt")).to_be_visible()
    expect(listed.last.get_by_role("region", name="Since your previous attempt")).to_have_count(0)
    listed.last.get_by_role("button", name="Show feedback").click()
    expect(listed.last.get_by_role("list", name="Findings").get_by_role("listitem")).to_have_count(
        1
    )
    # Nothing spills out sideways, at any width.
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]


def test_tier_zero_is_told_why_and_what_to_do_next(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, "Free", 0)
    dialog = submit(page)
    expect(dialog).to_contain_text(re.compile(r"It scores \d+ of 15; .+ is the weakest"))
    next_lesson = dialog.locator("a[href^='/learn/']")
    expect(next_lesson).to_have_count(1)
    expect(dialog.get_by_role("list", name="Findings")).to_have_count(0)
    expect(dialog.get_by_role("link", name="Upgrade Plan")).to_have_attribute("href", "/pricing")
