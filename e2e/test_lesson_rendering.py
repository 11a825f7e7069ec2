"""Rendering edge cases from the test curriculum: every diagram state and odd sections."""

import json
import re

from playwright.sync_api import Page, Route, expect

from e2e.auth_helpers import run_sql
from e2e.conftest import ConsoleWatch, Server


def test_each_diagram_state(page: Page, fixture_server: Server) -> None:
    page.goto(f"{fixture_server.url}/learn/diagram-states")
    working = page.get_by_role("img", name="A working diagram")
    expect(working.locator("svg")).to_be_visible(timeout=15_000)

    broken = page.get_by_role("figure").filter(has_text="A broken diagram")
    expect(broken.get_by_text("⚠️ Error rendering diagram")).to_be_visible()
    code = broken.locator("pre")
    expect(code).to_be_hidden()
    broken.get_by_text("Show diagram code").click()
    expect(code).to_be_visible()
    expect(code).to_have_text("flowchart LR\n  A[Client] --> --> ]]")

    empty = page.get_by_role("figure").filter(has_text="An empty diagram")
    expect(empty.get_by_text("No diagram data provided")).to_be_visible()

    oversized = page.get_by_role("img", name="An oversized diagram")
    expect(oversized).to_contain_text("Maximum text size in diagram exceeded", timeout=15_000)


def test_diagrams_say_they_are_loading(page: Page, fixture_server: Server) -> None:
    held: list[Route] = []
    page.route(re.compile(r"/assets/mermaid-runtime-[^/]+\.js$"), lambda route: held.append(route))
    page.goto(f"{fixture_server.url}/learn/diagram-states")
    working = page.get_by_role("figure").filter(has_text="A working diagram")
    expect(working.get_by_text("Loading diagram...")).to_be_visible()
    page.wait_for_timeout(300)
    assert held, "mermaid is loaded only once a diagram is on screen"
    for route in held:
        route.continue_()
    expect(working.locator("svg")).to_be_visible(timeout=15_000)


def test_mermaid_is_not_loaded_for_a_lesson_without_diagrams(
    page: Page, fixture_server: Server
) -> None:
    scripts: list[str] = []
    page.on("request", lambda request: scripts.append(request.url))
    page.goto(f"{fixture_server.url}/learn/no-quiz")
    expect(page.get_by_role("article").get_by_text("There is no quiz here.")).to_be_visible()
    page.wait_for_timeout(500)
    assert not any("mermaid" in url for url in scripts)


def test_unknown_sections_and_unsafe_images_are_handled(
    page: Page, fixture_server: Server, no_console_errors: ConsoleWatch
) -> None:
    sections = [
        {"type": "video", "data": {"payload": {"url": "https://example.com/x.mp4"}}},
        {
            "type": "image",
            "data": {"payload": {"url": "javascript:window.__xss(999)", "alt": "bad"}},
        },
        {"type": "text", "data": {"payload": {"content": "Text under **content**."}}},
    ]
    run_sql(
        fixture_server.database,
        "INSERT INTO lessons (id, topic_id, title, position, required_tier_id, sections) "
        "VALUES ('odd-sections', 'rendering', 'Odd Sections', 9, 0, ?)",
        json.dumps(sections),
    )
    run_sql(fixture_server.database, "UPDATE content_state SET value = 'edited-by-e2e'")
    page.goto(f"{fixture_server.url}/learn/odd-sections")
    expect(page.get_by_text("Unknown content type: video")).to_be_visible()
    expect(page.get_by_role("article").locator("img")).to_have_count(0)
    expect(page.get_by_role("article").locator("strong")).to_have_text("content")
