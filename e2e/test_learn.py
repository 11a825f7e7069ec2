"""The lesson browser at /learn over the shipped curriculum: topics, search, lessons, outline."""

import re

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import ConsoleWatch, Server
from e2e.learn_helpers import (
    attempt_quiz,
    course,
    lessons_in_order,
    open_lesson,
    pager_button,
    sidebar,
)


def test_the_welcome_panel_shows_until_a_lesson_is_chosen(page: Page) -> None:
    page.goto("/learn")
    expect(page.get_by_role("heading", name="Welcome to System Design Learning")).to_be_visible()
    welcome = page.get_by_role("region", name="Welcome to System Design Learning")
    expect(welcome.get_by_role("listitem")).to_have_count(3)
    expect(sidebar(page).get_by_role("heading", name="Learning Topics")).to_be_visible()
    expect(sidebar(page).get_by_role("button", name="Foundations", exact=True)).to_be_visible()


def test_a_lesson_address_shows_a_loader_not_the_welcome_panel_while_topics_load(
    page: Page,
) -> None:
    held: list[Route] = []

    def hold(route: Route) -> None:
        held.append(route)

    page.route("**/api/topics", hold)
    page.goto("/learn/load-balancing")
    expect(page.get_by_role("status").filter(has_text="Loading content...")).to_be_visible()
    expect(page.get_by_role("heading", name="Welcome to System Design Learning")).to_have_count(0)
    for route in held:
        route.continue_()
    page.unroute("**/api/topics")
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()


def test_choosing_a_lesson_shows_it_at_its_own_address(page: Page) -> None:
    page.goto("/learn")
    open_lesson(page, "The Stateless Tier", "Load Balancing")
    expect(page).to_have_url(re.compile(r"/learn/load-balancing$"))
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()
    expect(attempt_quiz(page)).to_be_visible()
    expect(page).to_have_title("Load Balancing · Systemcraft")
    page.reload()
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()
    current = sidebar(page).locator("[aria-current='page']")
    expect(current).to_have_text("Load Balancing")


def test_the_back_button_returns_to_the_previous_lesson(page: Page) -> None:
    first, second = lessons_in_order()[:2]
    page.goto(f"/learn/{first.id}")
    pager_button(page, "Next").click()
    expect(page).to_have_url(re.compile(rf"/learn/{second.id}$"))
    page.go_back()
    expect(page.get_by_role("heading", level=1, name=first.title)).to_be_visible()


def test_search_filters_by_topic_or_lesson_title(page: Page) -> None:
    page.goto("/learn")
    search = page.get_by_placeholder("Search topics...")
    topics = sidebar(page)

    search.fill("BALANC")
    expect(topics.get_by_role("button", name="The Stateless Tier", exact=True)).to_have_attribute(
        "aria-expanded", "true"
    )
    expect(topics.get_by_role("button", name="Load Balancing")).to_be_visible()
    expect(topics.get_by_role("button", name="Vertical vs Horizontal Scaling")).to_have_count(0)
    expect(topics.get_by_role("button", name="Foundations", exact=True)).to_have_count(0)

    search.fill("data and")  # a topic's title shows all of its lessons
    data = next(topic for topic in course().topics if topic.title == "Data and Storage")
    for lesson in data.lessons:  # a deeper lesson's button also names its tier
        name = re.compile(rf"^{re.escape(lesson.title)}")
        expect(topics.get_by_role("button", name=name)).to_be_visible()

    search.fill("kubernetes")
    expect(topics.get_by_text('No topics found matching "kubernetes"')).to_be_visible()

    search.fill("")
    expect(topics.get_by_role("button", name="Foundations", exact=True)).to_be_visible()


def test_previous_and_next_walk_every_lesson_and_stop_at_the_ends(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")  # the deeper lessons need tier 1
    lessons = lessons_in_order()
    first, second, last = lessons[0], lessons[1], lessons[-1]
    page.goto(f"/learn/{first.id}")
    previous = pager_button(page, "Previous")
    expect(previous).to_be_disabled()
    expect(previous).to_contain_text("None")
    expect(pager_button(page, "Next")).to_contain_text(second.title)

    # Next from the last lesson of the first topic crosses into the second topic.
    first_topic, second_topic = course().topics[:2]
    page.goto(f"/learn/{first_topic.lessons[-1].id}")
    toggle = sidebar(page).get_by_role("button", name=second_topic.title, exact=True)
    expect(toggle).to_have_attribute("aria-expanded", "false")
    pager_button(page, "Next").click()
    expect(page).to_have_url(re.compile(rf"/learn/{second_topic.lessons[0].id}$"))
    # Choosing a lesson opens its topic in the sidebar.
    expect(toggle).to_have_attribute("aria-expanded", "true")

    page.goto(f"/learn/{last.id}")
    expect(pager_button(page, "Next")).to_be_disabled()
    expect(pager_button(page, "Next")).to_contain_text("None")
    expect(pager_button(page, "Previous")).to_contain_text(lessons[-2].title)


def _headings(lesson_id: str) -> list[str]:
    """The headings the lesson's sections open with, as its file has them."""
    lesson = next(lesson for lesson in lessons_in_order() if lesson.id == lesson_id)
    texts = [
        section["data"]["payload"].get("markdown", "")
        for section in lesson.sections
        if section["type"] in ("text", "highlight")
    ]
    found = (re.match(r"\s*#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*(?:\n|$)", text) for text in texts)
    return [re.sub(r"[*_`]", "", match[1]) for match in found if match]


def test_the_outline_lists_the_lessons_headings_only(page: Page) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto("/learn/caching")
    outline = page.get_by_role("navigation", name="On This Page")
    entries = outline.get_by_role("link")
    expect(entries.first).to_be_visible()
    labels = entries.all_inner_texts()
    assert labels == _headings("caching")
    # The table, the diagram and the prose that goes on after them are not headings.
    sections = page.locator("article section[id^='section-']")
    expect(sections.nth(len(labels))).to_be_attached()
    assert "Data Table" not in labels
    assert not any(label.endswith("...") for label in labels)
    # Each entry leads to the section its heading opens.
    entries.nth(1).click()
    expect(page).to_have_url(re.compile(r"#section-\d+$"))
    anchor = page.url.rpartition("#")[2]
    expect(page.locator(f"#{anchor} h2").first).to_have_text(labels[1])
    expect(
        page.get_by_role("complementary", name="On this page").get_by_text("New Features")
    ).to_be_visible()


@pytest.mark.parametrize("width", [1024, 390])
def test_narrower_screens_give_the_outline_room_to_the_lesson(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.goto("/learn/caching")
    expect(page.get_by_role("article").locator("h2").first).to_be_visible()
    expect(page.get_by_role("navigation", name="On This Page")).to_be_hidden()


def test_every_section_type_renders(page: Page) -> None:
    page.goto("/learn/caching")
    article = page.get_by_role("article")
    expect(article.locator("p").first).to_be_visible()
    expect(article.get_by_role("complementary").filter(has_text="Warning")).to_be_visible()
    expect(article.get_by_role("table")).to_be_visible()
    expect(article.get_by_role("columnheader", name="Strategy")).to_be_visible()
    image = article.get_by_role("img", name=re.compile("The app server gets a key"))
    expect(image).to_be_visible()
    # The picture loads lazily, and visible comes before loaded: bring it near, then wait for its
    # bytes, which a broken source never gives.
    image.scroll_into_view_if_needed()
    expect(image).not_to_have_js_property("naturalWidth", 0)
    diagram = article.get_by_role(
        "img", name="Each layer can answer a request before it reaches the next one"
    )
    expect(diagram.locator("svg")).to_be_visible(timeout=15_000)


def test_a_tier_one_lesson_offers_a_visitor_sign_in(
    page: Page, no_console_errors: ConsoleWatch
) -> None:
    # A visitor is on the free tier: the lesson is shown locked without asking the server for
    # it, so no refused request shows up as an error in the console.
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto("/learn/sharding")
    expect(page.get_by_role("heading", level=1, name="Sharding and Partitioning")).to_be_visible()
    article = page.get_by_role("article")
    expect(article.get_by_text("This content requires a higher tier subscription.")).to_be_visible()
    expect(article).to_contain_text("Sign in with an account on Tier 1 or above")
    assert not [url for url in asked if "/api/content/" in url]
    expect(article.get_by_role("button", name="Sign In", exact=True)).to_be_visible()
    expect(article.get_by_role("link", name="Upgrade Plan")).to_have_count(0)
    entry = sidebar(page).get_by_role("button", name=re.compile("^Sharding and Partitioning"))
    expect(entry.get_by_text("Tier 1+")).to_be_visible()


def test_a_tier_one_lesson_offers_a_free_account_the_pricing_page(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    signed_in(page, dev_server.url, "Free reader", tier=0)
    page.goto(f"{dev_server.url}/learn/sharding")
    article = page.get_by_role("article")
    expect(article.get_by_text("This content requires a higher tier subscription.")).to_be_visible()
    expect(article.get_by_role("button", name="Sign In", exact=True)).to_have_count(0)
    article.get_by_role("link", name="Upgrade Plan").click()
    expect(page).to_have_url(re.compile(r"/pricing$"))


def test_a_failed_load_says_so_and_can_retry(page: Page, no_console_errors: ConsoleWatch) -> None:
    no_console_errors.expect("status of 500")
    failures = {"left": 1}

    def fail_once(route: Route) -> None:
        if failures["left"]:
            failures["left"] -= 1
            route.fulfill(status=500, body="{}", content_type="application/json")
        else:
            route.continue_()

    page.route("**/api/content/replication", fail_once)
    page.goto("/learn/replication")
    expect(page.get_by_text("Failed to load content. Please try again.")).to_be_visible()
    page.get_by_role("button", name="Try again").click()
    expect(page.get_by_role("heading", name="Leader and followers")).to_be_visible()


@pytest.mark.parametrize("width", [1280, 390])
def test_an_unknown_lesson_address_says_so_and_lists_the_lessons(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    page.goto("/learn/not-a-lesson")
    expect(page.get_by_role("heading", level=1, name="Lesson not found")).to_be_visible()
    expect(page).to_have_title("Lesson not found · Systemcraft")
    topics = page.get_by_role("navigation", name="List of topics")
    for topic in course().topics:
        expect(topics.get_by_role("heading", name=topic.title, exact=True)).to_be_visible()
    expect(topics.get_by_role("link")).to_have_count(len(lessons_in_order()))
    topics.get_by_role("link", name="Load Balancing").click()
    expect(page).to_have_url(re.compile(r"/learn/load-balancing$"))
    expect(page.get_by_role("heading", level=1, name="Load Balancing")).to_be_visible()


def test_browse_topics_opens_the_list_on_a_phone(page: Page) -> None:
    page.set_viewport_size({"width": 375, "height": 740})
    page.goto("/learn")
    expect(sidebar(page)).to_be_hidden()
    page.get_by_role("button", name="Browse Topics").click()
    drawer = page.get_by_role("dialog", name="Browse topics")
    drawer.get_by_role("button", name="Foundations", exact=True).click()
    drawer.get_by_role("button", name="Latency, Throughput and Availability").click()
    expect(drawer).to_be_hidden()
    expect(page).to_have_url(re.compile(r"/learn/latency-and-throughput$"))


def test_lessons_have_no_sideways_scroll_on_a_phone(page: Page, live_server: Server) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto("/learn/caching")
    expect(page.get_by_role("heading", level=1, name="Caching")).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0


def test_the_sidebar_runs_the_full_height_and_its_topics_stay_in_view(page: Page) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto("/learn/caching")
    expect(page.get_by_role("heading", level=1, name="Caching")).to_be_visible()
    aside = sidebar(page)
    expect(aside.get_by_role("button", name="Foundations", exact=True)).to_be_visible()
    # To the end of the lesson, just above the footer: the column (and so the sticky topic
    # list) ends where the footer starts, as it does on any page with a footer.
    page.get_by_role("navigation", name="Lessons").scroll_into_view_if_needed()
    page.evaluate(
        "() => window.scrollTo(0, document.querySelector('footer').offsetTop - innerHeight)"
    )
    heights = aside.evaluate(
        "(aside) => [aside.getBoundingClientRect().height, aside.parentElement.clientHeight,"
        " getComputedStyle(aside).borderRightWidth]"
    )
    assert abs(heights[0] - heights[1]) < 1, heights
    assert heights[2] == "1px"
    expect(aside.get_by_role("heading", name="Learning Topics")).to_be_in_viewport()
