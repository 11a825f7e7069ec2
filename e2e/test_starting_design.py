"""A problem with no saved design opens on the starting design (Client, DNS, Server and
Database, wired), and about a second later the coach welcomes the learner in the Chat tab. The
start never takes the place of a saved design, in this browser or on the server, and is not
saved until the learner changes it."""

import json
import re
from itertools import count
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

from e2e.auth_helpers import signed_in, stored_session
from e2e.conftest import Server
from e2e.test_assessment import report, run_assessment
from e2e.test_workspace import answer_dialogs, component, components, edges
from e2e.test_workspace_layout import DESIGN_IN_VIEW
from e2e.workspace_helpers import keep_design

_learners = count(1)
WORKSPACE = "/practice/url-shortener"
DESIGNS_API = "/api/designs/url-shortener"
# The starting design's connections, as a screen reader names their labels.
CONNECTIONS = [
    "HTTP connection from Client to DNS",
    "HTTP connection from Client to Server",
    "HTTP connection from Server to Database",
]
# Each component's box on screen, the canvas's, and those of the controls floating over it.
LAYOUT = """() => {
    const box = (e) => { const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    return {
        components: [...document.querySelectorAll('.react-flow__node')].map(box),
        controls: [...document.querySelectorAll('.react-flow__panel')].map(box),
    };
}"""
WELCOME = re.compile(r"^Coach: Welcome to Design a URL Shortener!")


def learner() -> str:
    return f"Starter {next(_learners)}"


def open_new(page: Page, server: Server, size: tuple[int, int] = (1440, 900), tier: int = 3) -> str:
    """Opens the URL shortener as a new learner (nothing saved anywhere); returns their name."""
    name = learner()
    page.set_viewport_size({"width": size[0], "height": size[1]})
    signed_in(page, server.url, name, tier=tier)
    page.goto(f"{server.url}{WORKSPACE}")
    return name


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["left"] < b["right"]
        and b["left"] < a["right"]
        and a["top"] < b["bottom"]
        and b["top"] < a["bottom"]
    )


@pytest.mark.parametrize("size", [(1440, 900), (1024, 768), (390, 844)])
def test_a_new_problem_opens_on_the_four_parts_wired_whole_and_readable(
    page: Page, dev_server: Server, size: tuple[int, int]
) -> None:
    open_new(page, dev_server, size)
    for kind in ("client", "dns", "server", "database"):
        expect(component(page, kind)).to_be_visible()
    expect(components(page)).to_have_count(4)
    expect(edges(page)).to_have_count(3)
    for name in CONNECTIONS:
        expect(page.get_by_role("button", name=name)).to_be_visible()
    expect(page.get_by_role("heading", name="Start your design")).to_have_count(0)
    page.wait_for_function(DESIGN_IN_VIEW)
    layout: dict[str, list[dict[str, float]]] = page.evaluate(LAYOUT)
    for box in layout["components"]:
        # At nine tenths of full size or more: 120 px wide, names of 12 px.
        assert box["right"] - box["left"] >= 108, box
        covered = [control for control in layout["controls"] if overlap(box, control)]
        assert not covered, f"a control covers a component: {box} {covered}"


def test_clear_says_how_to_start_and_undo_brings_the_start_back(
    page: Page, dev_server: Server
) -> None:
    open_new(page, dev_server)
    expect(components(page)).to_have_count(4)
    messages = answer_dialogs(page, accept=True)
    page.get_by_role("button", name="Clear").click()
    assert messages == ["Clear all components and connections?"]
    start = page.get_by_role("heading", name="Start your design")
    expect(start).to_be_visible()
    expect(components(page)).to_have_count(0)
    expect(
        page.get_by_text(re.compile("press one to place it here, or drag it in"))
    ).to_be_visible()
    expect(
        page.get_by_text(re.compile("select one and use Connect to in Properties"))
    ).to_be_visible()
    page.get_by_role("button", name="Read the brief").click()
    details = page.get_by_role("region", name="Problem details")
    expect(details).to_contain_text("Redirects complete in under 100 ms")
    expect(page.get_by_role("button", name="Read the brief")).to_have_count(0)
    # The first component takes its place; undoing it brings the message back, and undoing
    # Clear brings the starting design back.
    page.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Client")
    ).click()
    expect(start).to_have_count(0)
    page.get_by_role("button", name="Undo").click()
    expect(start).to_be_visible()
    page.get_by_role("button", name="Undo").click()
    expect(start).to_have_count(0)
    expect(components(page)).to_have_count(4)
    expect(edges(page)).to_have_count(3)
    # A cleared canvas is the learner's choice: it opens cleared next time.
    page.get_by_role("button", name="Redo").click()
    expect(start).to_be_visible()
    page.wait_for_timeout(400)  # past the 300 ms autosave
    page.reload()
    expect(page.get_by_role("heading", name="Start your design")).to_be_visible()
    expect(components(page)).to_have_count(0)


def test_the_start_is_saved_only_once_changed(page: Page, dev_server: Server) -> None:
    saves: list[str] = []
    page.on(
        "request",
        lambda r: (
            saves.append(r.post_data or "") if r.method == "PUT" and DESIGNS_API in r.url else None
        ),
    )
    open_new(page, dev_server)
    expect(components(page)).to_have_count(4)
    page.wait_for_timeout(2000)  # past the 300 ms autosave and the server save a second later
    assert saves == []
    stored = page.evaluate("localStorage.getItem('systemcraft.design.url-shortener')")
    assert stored is None
    # Changed, it is the learner's: saved in the browser and to the account.
    with page.expect_request(lambda r: r.method == "PUT" and DESIGNS_API in r.url) as saved:
        page.get_by_role("list", name="Components").get_by_role(
            "button", name=re.compile("^Cache")
        ).click()
    body = saved.value.post_data_json
    assert body
    assert sorted(w["type"] for w in body["design"]["widgets"]) == [
        "cache",
        "client",
        "database",
        "dns",
        "server",
    ]


def test_a_design_saved_in_this_browser_opens_instead_of_the_start(
    page: Page, dev_server: Server
) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    signed_in(page, dev_server.url, learner(), tier=3)
    keep_design(page, "url-shortener", {"widgets": [a_cache(960, 720)], "connections": []})
    page.goto(f"{dev_server.url}{WORKSPACE}")
    expect(component(page, "cache")).to_be_visible()
    page.wait_for_timeout(1500)  # past the server's answer: nothing comes to replace it
    expect(components(page)).to_have_count(1)
    expect(page.get_by_role("heading", name="Start your design")).to_have_count(0)


def a_cache(x: int, y: int) -> dict[str, Any]:
    return {
        "id": "cache-k4w8p2zs",
        "type": "cache",
        "x": x,
        "y": y,
        "width": 120,
        "height": 80,
        "name": "Link Cache",
        "description": "Hot links",
        "properties": {"type": "Redis", "ttl": 3600},
    }


def test_a_late_design_on_the_server_and_the_start_changed_meanwhile_are_both_kept(
    page: Page, dev_server: Server
) -> None:
    """A second device on a slow network: the start shows while the saved design is on its
    way and gives way to it; once the learner has begun to change it, they choose, and the
    start they changed is set aside, not lost."""
    name = open_new(page, dev_server)
    session = stored_session(page)
    assert session
    headers = {"Authorization": f"Bearer {session['access_token']}"}
    # Saved from the first device, far from where the start stands.
    saved = {"widgets": [a_cache(2400, 1800)], "connections": []}
    answer = page.request.put(
        f"{dev_server.url}/api/designs/url-shortener", data={"design": saved}, headers=headers
    )
    assert answer.ok, answer.text()

    browser = page.context.browser
    assert browser is not None
    other_device = browser.new_context(viewport={"width": 1440, "height": 900})
    try:
        second = other_device.new_page()
        signed_in(second, dev_server.url, name, tier=3)
        held: list[Route] = []
        second.route(
            re.compile(f"{DESIGNS_API}$"),
            lambda route: (
                held.append(route) if route.request.method == "GET" else route.continue_()
            ),
        )
        second.goto(f"{dev_server.url}{WORKSPACE}")
        expect(second.locator(".react-flow__node")).to_have_count(4)
        # The learner starts on it before the saved design arrives.
        second.get_by_role("list", name="Components").get_by_role(
            "button", name=re.compile("^Queue")
        ).click()
        expect(second.locator(".react-flow__node")).to_have_count(5)
        second.wait_for_timeout(1500)  # past both autosaves, were they to send anything
        for _ in range(100):
            if held:
                break
            second.wait_for_timeout(50)
        assert held, "the saved design was never asked for"
        # Read once: the workspace stays open while the learner's tier becomes known.
        assert len(held) == 1, "the saved design was read again"
        held[0].continue_()
        dialog = second.get_by_role("alertdialog", name="This design changed in another tab")
        dialog.get_by_role("button", name="Load the newer design").click()
        expect(second.get_by_test_id("component-cache")).to_contain_text("Link Cache")
        expect(second.locator(".react-flow__node")).to_have_count(1)
        expect(second.get_by_role("button", name="Restore mine")).to_be_visible()
        # The view moved to where the saved design stands.
        second.wait_for_function(DESIGN_IN_VIEW)
        second.wait_for_timeout(1500)  # past the server save a second after the change
    finally:
        other_device.close()
    kept = page.request.get(f"{dev_server.url}/api/designs/url-shortener", headers=headers)
    assert [w["id"] for w in kept.json()["design"]["widgets"]] == ["cache-k4w8p2zs"]


# When the workspace first shows a component and when the welcome first shows in the thread.
WATCH_TIMES = """
window.__seen = {};
new MutationObserver(() => {
    const now = performance.now();
    // The workspace has opened when its palette shows (the canvas follows a moment later).
    if (!window.__seen.workspace && document.querySelector('ul[aria-label="Components"]')) {
        window.__seen.workspace = now;
    }
    const thread = document.querySelector('[aria-label="Conversation with the coach"]');
    if (!window.__seen.welcome && thread?.textContent.includes('Welcome to')) {
        window.__seen.welcome = now;
    }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def test_the_coach_welcomes_the_learner_about_a_second_after_the_workspace_opens(
    page: Page, dev_server: Server
) -> None:
    sent: list[Any] = []
    page.on(
        "request",
        lambda r: sent.append(r.post_data_json) if r.url.endswith("/api/chat") else None,
    )
    page.add_init_script(WATCH_TIMES)
    open_new(page, dev_server)
    page.get_by_role("tab", name="Chat").click()
    thread = page.get_by_role("list", name="Conversation with the coach")
    welcome = thread.locator("li[data-author=coach]").first
    expect(welcome).to_have_text(WELCOME)
    for part in ("Client", "DNS", "Server", "Database", "Cache"):
        expect(
            welcome.get_by_role("strong").filter(has_text=re.compile(f"^{part}$"))
        ).to_be_visible()
    seen: dict[str, float] = page.evaluate("window.__seen")
    # Never before about a second; on a loaded machine the timer may fire late.
    assert 900 <= seen["welcome"] - seen["workspace"] <= 5000, seen
    # Read out politely, as a message from the coach; only shown, never sent.
    expect(thread).to_have_attribute("aria-live", "polite")
    assert sent == []
    # The chat's rules hold: a blank message is ignored, Shift+Enter is a new line, Enter sends
    # what the learner typed and nothing else.
    box = page.get_by_role("textbox", name="Message the coach")
    box.fill("   ")
    box.press("Enter")
    box.fill("What should I add")
    box.press("Shift+Enter")
    box.press_sequentially("first?")
    with page.expect_request("**/api/chat") as asked:
        box.press("Enter")
    body = asked.value.post_data_json
    assert body
    assert body["message"] == "What should I add\nfirst?"
    expect(thread.locator("li[data-author=user]")).to_have_count(1)
    expect(thread.locator("li[data-author=coach]").first).to_have_text(WELCOME)


def test_without_the_coach_there_is_no_welcome(page: Page, dev_server: Server) -> None:
    # Below tier 3 there is no Chat tab, and the welcome shows nowhere else.
    open_new(page, dev_server, tier=1)
    expect(components(page)).to_have_count(4)
    expect(page.get_by_role("tab", name="Chat")).to_have_count(0)
    page.wait_for_timeout(1500)
    expect(page.get_by_text(re.compile("Welcome to Design"))).to_have_count(0)


def test_the_untouched_start_is_assessed_as_no_answer_yet(page: Page, dev_server: Server) -> None:
    open_new(page, dev_server)
    expect(components(page)).to_have_count(4)
    findings = run_assessment(page)
    expect(report(page)).to_contain_text("does not answer this brief yet")
    expect(report(page)).to_contain_text("Total: 1/15")
    # No praise beside a verdict that the design does not answer the brief yet: "carries every
    # flow" would contradict it, as any generic sketch has the parts the flows need.
    praised = [f["rule_id"] for f in findings if f["severity"] == "strength"]
    assert praised == [], json.dumps(findings, indent=1)
