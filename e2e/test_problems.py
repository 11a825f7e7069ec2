"""/practice and /problems: cards, overflow labels, filters, card actions by tier, empties."""

import re
from collections.abc import Sequence

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import ConsoleWatch, Server
from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.curriculum.loading.schemas import CatalogueFile

CURRICULUM = read_curriculum(REPO_ROOT / "content")
PRACTICE = CURRICULUM.problems
CATALOGUE = [*PRACTICE, *CURRICULUM.catalogue]


def card(page: Page, title: str) -> Locator:
    return page.get_by_role("article", name=title)


def matching(
    problems: Sequence[CatalogueFile], search: str = "", difficulty: str = "", tag: str = ""
) -> int:
    """How many cards the page's filters leave, by the same rules."""
    return sum(
        (not difficulty or p.difficulty == difficulty)
        and (not tag or tag in p.tags)
        and any(search.lower() in text.lower() for text in [p.title, p.description, *p.tags])
        for p in problems
    )


def test_the_playground_list_shows_every_card_field(page: Page) -> None:
    page.goto("/practice")
    expect(page.get_by_role("heading", level=1)).to_have_text("System Design Playground")
    expect(page.locator("article")).to_have_count(len(PRACTICE))
    shortener = card(page, "Design a URL Shortener")
    expect(shortener.get_by_text("Easy", exact=True)).to_be_visible()
    expect(shortener).to_contain_text("100 million new links a month")
    expect(shortener).to_contain_text("45 mins")
    # Four companies: two shown, then '+2'. Five tags: four shown, then '+1 more'.
    expect(shortener).to_contain_text("Google, Amazon +2")
    tags = shortener.get_by_role("list", name="Tags").get_by_role("listitem")
    expect(tags).to_have_count(5)
    expect(tags.last).to_have_text("+1 more")
    expect(card(page, "Design a Social News Feed")).to_contain_text("60 mins")


def test_visitors_are_asked_to_sign_in(page: Page) -> None:
    page.goto("/practice")
    shortener = card(page, "Design a URL Shortener")
    expect(shortener.get_by_text("Sign In Required")).to_be_visible()
    expect(shortener.get_by_role("button", name="Sign In")).to_be_visible()


@pytest.mark.parametrize(
    ("tier", "shortener_action", "video_action"),
    [
        # The first five problems are free to every account; the rest open at tier 1.
        (0, "Start Practice", "Tier 1+ Required"),
        (1, "Start Practice", "Start Practice"),
    ],
)
def test_card_actions_follow_the_tier(
    page: Page, dev_server: Server, tier: int, shortener_action: str, video_action: str
) -> None:
    signed_in(page, dev_server.url, f"Tier {tier} learner", tier)
    page.goto(f"{dev_server.url}/practice")
    for title, action in [
        ("Design a URL Shortener", shortener_action),
        ("Design a Video Streaming Service", video_action),
    ]:
        problem = card(page, title)
        if action == "Start Practice":
            expect(problem.get_by_role("link", name="Start Practice")).to_be_visible()
        else:
            expect(problem.get_by_text(action)).to_be_visible()
            expect(problem.get_by_role("link", name="Upgrade Plan")).to_have_attribute(
                "href", "/pricing"
            )
    if shortener_action == "Start Practice":
        card(page, "Design a URL Shortener").get_by_role("link", name="Start Practice").click()
        expect(page).to_have_url(re.compile(r"/practice/url-shortener$"))


def test_search_and_filters(page: Page) -> None:
    page.goto("/practice")
    page.get_by_label("Search problems").fill("CHAT")
    expect(page.locator("article")).to_have_count(matching(PRACTICE, "chat"))
    page.get_by_label("Search problems").fill("")
    page.get_by_label("Difficulty").select_option("Hard")
    expect(page.locator("article")).to_have_count(matching(PRACTICE, difficulty="Hard"))
    page.get_by_label("Tag", exact=True).select_option("cdn")
    expect(page.locator("article")).to_have_count(matching(PRACTICE, "", "Hard", "cdn"))
    page.get_by_label("Search problems").fill("no problem is called this")
    expect(page.get_by_text("No problems match these filters.")).to_be_visible()
    page.get_by_role("button", name="Clear filters").click()
    expect(page.locator("article")).to_have_count(len(PRACTICE))


def test_the_catalogue_lists_requirements(page: Page, no_console_errors: ConsoleWatch) -> None:
    # A visitor's workspace asks for the problem as soon as its address opens, and is refused.
    no_console_errors.expect("status of 403")
    page.goto("/problems")
    expect(page.get_by_role("heading", level=1)).to_have_text("System Design Problems")
    expect(page.locator("article")).to_have_count(len(CATALOGUE))
    shortener = card(page, "Design a URL Shortener")
    [brief] = [p for p in PRACTICE if p.id == "url-shortener"]
    requirements = len(brief.requirements.functional) + len(brief.requirements.non_functional)
    items = shortener.get_by_role("listitem")
    expect(items).to_have_count(5)
    expect(items.last).to_have_text(f"+{requirements - 4} more")
    page.get_by_label("Search problems").fill("video")
    expect(page.locator("article")).to_have_count(matching(CATALOGUE, "video"))
    card(page, "Design a Video Streaming Service").get_by_role("link", name="View Problem").click()
    expect(page).to_have_url(re.compile(r"/practice/video-streaming$"))


def test_view_problem_asks_a_visitor_to_sign_in_not_to_upgrade(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    page.goto("/problems")
    card(page, "Design a URL Shortener").get_by_role("link", name="View Problem").click()
    expect(page).to_have_url(re.compile(r"/practice/url-shortener$"))
    expect(page.get_by_text("Sign in to open this problem in the playground.")).to_be_visible()
    expect(
        page.get_by_role("main").get_by_role("button", name="Sign In", exact=True)
    ).to_be_visible()
    expect(page.get_by_text("higher tier")).to_have_count(0)
    expect(page.get_by_role("link", name="Upgrade Plan")).to_have_count(0)


def test_empty_states(page: Page, fixture_server: Server) -> None:
    page.goto(f"{fixture_server.url}/practice")
    expect(page.get_by_role("heading", name="No Problems Available")).to_be_visible()
    page.get_by_role("link", name="Browse learning material").click()
    expect(page).to_have_url(re.compile(r"/learn$"))
    page.goto(f"{fixture_server.url}/problems")
    expect(
        page.get_by_text("System design problems are being curated. Check back soon!")
    ).to_be_visible()


def test_a_failed_list_shows_the_empty_state(page: Page, no_console_errors: ConsoleWatch) -> None:
    no_console_errors.expect("status of 500")
    page.route("**/api/practice-problems", lambda route: route.fulfill(status=500, body="{}"))
    page.goto("/practice")
    expect(page.get_by_role("heading", name="No Problems Available")).to_be_visible()
