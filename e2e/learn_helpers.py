from playwright.sync_api import Locator, Page


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
