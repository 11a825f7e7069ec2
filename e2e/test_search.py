"""The course search: Ctrl+K from any page, full text with stemming, results that open at the
section that matched, and the keyboard through it all."""

import re

import pytest
from playwright.sync_api import Page, expect

from e2e.learn_helpers import lessons_in_order


@pytest.mark.parametrize("width", [1440, 1024, 390])
def test_ctrl_k_finds_a_word_in_the_course_and_opens_its_section(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 860})
    lesson = next(item for item in lessons_in_order() if item.title.startswith("Idempotency"))
    page.goto("/problems")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.keyboard.press("Control+k")
    dialog = page.get_by_role("dialog", name="Search the course")
    query = dialog.get_by_role("combobox", name="Search lessons and problems")
    expect(query).to_be_focused()

    # A locked lesson is found by its title and marked with its tier.
    query.fill("stampedes")
    expect(dialog.get_by_role("option").first).to_contain_text("Tier 1+")

    query.fill("idempotency")
    results = dialog.get_by_role("option")
    expect(results.first).to_contain_text(lesson.title)
    expect(dialog.get_by_role("status")).to_contain_text(re.compile(r"\d+ results?"))
    page.keyboard.press("ArrowDown")
    expect(results.nth(1)).to_have_attribute("aria-selected", "true")
    page.keyboard.press("ArrowUp")
    expect(results.first).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(rf"/learn/{lesson.id}#section-\d+$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(lesson.title)
    section = page.locator(page.url[page.url.index("#") :])
    expect(section).to_be_focused()
    expect(section).to_be_in_viewport()
    expect(section).to_contain_text(re.compile("idempoten", re.IGNORECASE))


@pytest.mark.parametrize("width", [1440, 390])
def test_the_search_button_opens_it_and_escape_gives_the_focus_back(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 860})
    page.goto("/learn")
    if width > 480:
        opener = page.get_by_role("banner").get_by_role("button", name="Search")
        opener.click()
    else:  # a phone's header has no room: the search is in the menu
        opener = page.get_by_role("button", name="Open menu")
        opener.click()
        page.get_by_role("button", name="Search lessons and problems").click()
    query = page.get_by_role("combobox", name="Search lessons and problems")
    expect(query).to_be_focused()
    query.fill("caching")
    expect(page.get_by_role("option").first).to_contain_text("Caching")
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog", name="Search the course")).to_be_hidden()
    expect(opener).to_be_focused()
