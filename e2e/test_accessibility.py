"""axe-core over every page, signed out and signed in, light and dark: no serious or critical
violation anywhere, the workspace included, nor in the states a reader reaches on the way (a
quiz's results, a locked lesson, a diagram full screen, a lesson that is not there)."""

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from e2e.auth_helpers import signed_in
from e2e.axe import serious_violations
from e2e.conftest import ConsoleWatch, Server
from e2e.learn_helpers import attempt_quiz


def _open(page: Page, url: str, heading: str | re.Pattern[str]) -> None:
    page.goto(url)
    expect(page.get_by_role("heading", level=1, name=heading)).to_be_visible()


def _lesson_with_diagram(page: Page, base: str) -> None:
    _open(page, f"{base}/learn/caching", "Caching")
    # Diagrams render once they come into view.
    page.get_by_role("figure").filter(has_text="Each layer can answer").scroll_into_view_if_needed()
    diagram = page.get_by_role("img", name=re.compile("^Each layer can answer"))
    expect(diagram.locator("svg")).to_be_visible(timeout=15_000)


def _diagram_full_screen(page: Page, base: str) -> None:
    page.get_by_role("button", name=re.compile("^Open full screen: Each layer")).click()
    expect(page.get_by_role("dialog").locator("svg").first).to_be_visible()


def _image_full_screen(page: Page, base: str) -> None:
    page.keyboard.press("Escape")
    page.get_by_role("button", name=re.compile("^Open full screen: Cache-aside")).click()
    expect(page.get_by_role("dialog").get_by_role("img")).to_be_visible()


def _quiz(page: Page, base: str) -> None:
    _open(page, f"{base}/learn/load-balancing", "Load Balancing")
    attempt_quiz(page).click()
    expect(page.get_by_text(re.compile(r"Question 1 of \d"))).to_be_visible()


def _quiz_results(page: Page, base: str) -> None:
    finish = page.get_by_role("button", name="Finish Quiz")
    while not finish.is_visible():
        page.get_by_role("radio").first.check()
        page.get_by_role("button", name="Next", exact=True).click()
    page.get_by_role("radio").first.check()
    finish.click()
    expect(page.get_by_role("button", name="Retry Quiz")).to_be_visible()


def _quiz_checked_as_you_go(page: Page, base: str) -> None:
    page.get_by_role("button", name="Retry Quiz").click()
    page.get_by_role("checkbox", name="Check each answer as I go").check()
    quiz = page.get_by_role("region", name="Load Balancing")
    quiz.get_by_role("button", pressed=False).first.click()
    expect(
        page.get_by_role("status").filter(has_text=re.compile("Correct|Not quite"))
    ).to_be_visible()


def _course_search(page: Page, base: str) -> None:
    page.keyboard.press("Control+k")
    page.get_by_role("combobox", name="Search lessons and problems").fill("cache")
    # The index of the whole course is fetched and built as the search opens: on a machine
    # busy with other browsers that took past the default 5 s.
    expect(page.get_by_role("option").first).to_be_visible(timeout=15_000)


def _signed_in(page: Page) -> bool:
    return page.get_by_role("banner").get_by_role("button", name="Sign Out").is_visible()


def _workspace(page: Page, base: str) -> None:
    page.goto(f"{base}/practice/url-shortener")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    if _signed_in(page):
        # The starting design, and the coach's welcome in the Chat tab.
        expect(page.locator(".react-flow__node")).to_have_count(4)
        page.get_by_role("tab", name="Chat").click()
        expect(page.get_by_text("Welcome to Design a URL Shortener!")).to_be_visible()


def _cleared_workspace(page: Page, base: str) -> None:
    if not _signed_in(page):
        return
    page.once("dialog", lambda dialog: dialog.accept())
    more = page.get_by_role("button", name="More actions")
    if more.is_visible():  # on a phone, Clear is one of the tools behind More
        more.click()
    # Exactly: the Chat tab, open from the visit before, has "Clear conversation".
    page.get_by_role("button", name="Clear", exact=True).click()
    expect(page.get_by_role("heading", name="Start your design")).to_be_visible()


# Each visit leaves the page in one state to check; some go on from the one before.
VISITS: list[tuple[str, Callable[[Page, str], None]]] = [
    ("home", lambda page, base: _open(page, f"{base}/home", re.compile("."))),
    ("learn", lambda page, base: _open(page, f"{base}/learn", "Welcome to System Design Learning")),
    ("a lesson", _lesson_with_diagram),
    ("a diagram full screen", _diagram_full_screen),
    ("an image full screen", _image_full_screen),
    (
        "a locked lesson",
        lambda page, base: _open(page, f"{base}/learn/sharding", re.compile("^Sharding")),
    ),
    (
        "an unknown lesson",
        lambda page, base: _open(page, f"{base}/learn/nowhere", "Lesson not found"),
    ),
    ("a quiz", _quiz),
    ("a quiz's results", _quiz_results),
    ("a quiz checked as you go", _quiz_checked_as_you_go),
    ("practice", lambda page, base: _open(page, f"{base}/practice", "System Design Playground")),
    ("problems", lambda page, base: _open(page, f"{base}/problems", "System Design Problems")),
    ("pricing", lambda page, base: _open(page, f"{base}/pricing", "New Features Coming Soon")),
    ("the course search", _course_search),
    ("a workspace", _workspace),
    ("a cleared workspace", _cleared_workspace),
]


def _check_every_page(page: Page, base: str) -> None:
    found: list[str] = []
    for name, visit in VISITS:
        visit(page, base)
        found += [f"{name}: {violation}" for violation in serious_violations(page)]
    assert not found, "axe found serious or critical violations:\n" + "\n".join(found)


@pytest.fixture
def expected_refusals(no_console_errors: ConsoleWatch) -> None:
    # Sharding needs Tier 1 and the workspace at least Tier 1: a visitor is refused both.
    no_console_errors.expect("status of 403")


# Each theme, each width and each state once between the two: the pages are the same, only
# their colours, layout and what the tier opens change.
@pytest.mark.usefixtures("expected_refusals")
def test_no_serious_violations_signed_out_light_and_wide(page: Page, live_server: Server) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.emulate_media(color_scheme="light")
    _check_every_page(page, live_server.url)


@pytest.mark.usefixtures("expected_refusals")
def test_no_serious_violations_signed_in_dark_on_a_phone(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark")
    signed_in(page, dev_server.url, "Axe", tier=3)
    _check_every_page(page, dev_server.url)
