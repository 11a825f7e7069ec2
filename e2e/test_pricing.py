import re
import secrets

from playwright.sync_api import Page, expect

from e2e.conftest import Server
from e2e.learn_helpers import lessons_in_order


def test_the_pricing_page_texts_and_links(page: Page) -> None:
    page.goto("/pricing")
    expect(page.get_by_role("heading", level=1)).to_have_text("New Features Coming Soon")
    expect(page).to_have_title("Pricing · Systemcraft")
    page.get_by_role("link", name="Start Learning for Free").click()
    expect(page).to_have_url(re.compile(r"/learn$"))


def test_notify_me_leads_to_the_email_field(page: Page) -> None:
    page.goto("/pricing")
    page.get_by_role("link", name="Notify Me When Ready").click()
    expect(page).to_have_url(re.compile(r"/pricing#notify$"))
    expect(page.get_by_label("Email address")).to_be_focused()


def test_joining_the_waitlist_confirms_the_same_way_twice(page: Page) -> None:
    """A known address is confirmed like a new one: the page tells no one who is listed."""
    email = f"learner-{secrets.token_hex(4)}@example.com"
    page.goto("/pricing")
    page.get_by_label("Email address").fill(email)
    page.get_by_role("button", name="Notify me").click()
    expect(page.get_by_role("status")).to_have_text("Thanks! We'll email you when it's ready.")
    page.reload()
    page.get_by_label("Email address").fill(email.upper())
    page.get_by_label("Email address").press("Enter")
    expect(page.get_by_role("status")).to_have_text("Thanks! We'll email you when it's ready.")


def test_a_bad_address_is_caught_before_it_is_sent(page: Page) -> None:
    page.goto("/pricing")
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.get_by_label("Email address").fill("not-an-email")
    page.get_by_role("button", name="Notify me").click()
    expect(page.get_by_role("status")).to_have_text(
        "Enter a valid email address, like ada@example.com."
    )
    expect(page.get_by_label("Email address")).to_have_attribute("aria-invalid", "true")
    assert not any("/api/waitlist" in url for url in requests)
    page.get_by_label("Email address").fill("ada@example.com")
    expect(page.get_by_label("Email address")).to_have_attribute("aria-invalid", "false")


def test_the_free_lessons_are_the_ones_open_to_visitors(page: Page, live_server: Server) -> None:
    topics = page.request.get(f"{live_server.url}/api/topics").json()["topics"]
    lessons = [lesson for topic in topics for lesson in topic["subtopics"]]
    locked = [lesson["title"] for lesson in lessons if not lesson["open_to_visitors"]]
    deeper = [lesson.title for lesson in lessons_in_order() if lesson.required_tier_id >= 1]
    assert locked == deeper
    assert len(locked) > 3  # so the page counts them rather than naming them
    page.goto("/pricing")
    free = page.get_by_role("list", name="Free today")
    expect(free.get_by_role("listitem").first).to_have_text(
        f"{len(lessons) - len(locked)} of the {len(lessons)} lessons, each with its quiz"
    )
    expect(
        page.get_by_text(f"The other {len(locked)} lessons need a Tier 1 account.")
    ).to_be_visible()
    expect(page.get_by_text("Every lesson and its quiz")).to_have_count(0)
