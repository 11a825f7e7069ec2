from dataclasses import replace
from functools import cache

from playwright.sync_api import Locator, Page

from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.parsed import Curriculum, ParsedLesson
from systemcraft.curriculum.loading.reader import read_curriculum


def sidebar(page: Page) -> Locator:
    return page.get_by_role("complementary", name="Learning topics")


def open_lesson(page: Page, topic: str, lesson: str) -> None:
    """Expands `topic` in the sidebar when needed and chooses `lesson`."""
    topics = sidebar(page)
    toggle = topics.get_by_role("button", name=topic, exact=True)
    if toggle.get_attribute("aria-expanded") == "false":
        toggle.click()
    topics.get_by_role("button", name=lesson).click()


def pager_button(page: Page, which: str) -> Locator:
    return page.get_by_role("navigation", name="Lessons").get_by_role("button", name=which)


@cache
def course() -> Curriculum:
    """The shipped curriculum in its order, read from content/ as the server loads it, so the
    tests follow the course as it grows instead of naming its neighbours."""
    curriculum = read_curriculum(REPO_ROOT / "content")
    topics = [
        replace(topic, lessons=sorted(topic.lessons, key=lambda lesson: lesson.order))
        for topic in sorted(curriculum.topics, key=lambda topic: topic.order)
    ]
    return replace(curriculum, topics=topics)


def lessons_in_order() -> list[ParsedLesson]:
    return [lesson for topic in course().topics for lesson in topic.lessons]


def attempt_quiz(page: Page) -> Locator:
    """The lesson's first 'Attempt Quiz', under its title (another ends the lesson)."""
    return page.get_by_role("button", name="Attempt Quiz").first
