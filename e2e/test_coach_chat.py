"""The Chat tab: what Enter sends, the failure messages, and the conversation kept per problem
across reloads and devices until it is cleared, against the real coach."""

import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, Route, expect

from e2e.auth_helpers import run_sql, signed_in, stored_session
from e2e.conftest import ConsoleWatch, Server
from e2e.test_assessment import open_workspace
from e2e.test_workspace import answer_dialogs, components

# A URL shortener with its cache labelled by the product: the coach must find it by that name.
WITH_REDIS = {
    "problem": {"id": "url-shortener"},
    "design": {
        "components": [
            {"id": "client", "label": "Client", "metadata": {"component_type": "client"}},
            {"id": "api", "label": "URL Service", "metadata": {"component_type": "server"}},
            {"id": "redis", "label": "Redis", "metadata": {"component_type": "cache"}},
            {"id": "db", "label": "Links DB", "metadata": {"component_type": "database"}},
        ],
        "connections": [
            {"id": "1", "start": "client", "end": "api"},
            {"id": "2", "start": "api", "end": "redis"},
            {"id": "3", "start": "api", "end": "db"},
        ],
    },
}


def conversation(page: Page) -> Locator:
    return page.get_by_role("list", name="Conversation with the coach")


def open_chat(page: Page, server: Server, name: str) -> Locator:
    open_workspace(page, server, name)
    page.get_by_role("tab", name="Chat").click()
    return page.get_by_role("textbox", name="Message the coach")


def sent(page: Page) -> Locator:
    return conversation(page).locator("li[data-author=user] > div")


def answers(page: Page) -> Locator:
    return conversation(page).locator("li[data-author=coach]")


def test_enter_sends_and_the_coach_cites_a_lesson(page: Page, dev_server: Server) -> None:
    box = open_chat(page, dev_server, "Asker")
    box.fill("When should I put a cache in front of the database?")
    box.press("Enter")
    expect(sent(page)).to_have_text(["When should I put a cache in front of the database?"])
    expect(box).to_have_value("")
    answer = answers(page).last
    expect(answer.get_by_role("link", name="Caching").first).to_be_visible()
    expect(answer.get_by_role("link", name="Caching").first).to_have_attribute(
        "href", "/learn/caching"
    )


def test_blank_messages_and_shift_enter_do_not_send(page: Page, dev_server: Server) -> None:
    box = open_chat(page, dev_server, "Typist")
    box.fill("   ")
    box.press("Enter")
    box.fill("first line")
    box.press("Shift+Enter")
    box.press_sequentially("second line")
    expect(box).to_have_value("first line\nsecond line")
    expect(sent(page)).to_have_count(0)
    page.get_by_role("button", name="Send").click()
    expect(sent(page)).to_have_text(["first line\nsecond line"])


def test_a_message_is_ignored_while_one_is_in_flight(page: Page, dev_server: Server) -> None:
    held: list[Route] = []
    page.route("**/api/chat", lambda route: held.append(route))
    box = open_chat(page, dev_server, "Impatient")
    box.fill("What is sharding?")
    box.press("Enter")
    expect(conversation(page).get_by_test_id("coach-typing")).to_be_visible()
    box.fill("And replication?")
    box.press("Enter")
    expect(sent(page)).to_have_count(1)
    expect(box).to_have_value("And replication?")
    # The typing indicator shows before the request reaches the route: wait for the route.
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1
    held[0].continue_()
    expect(answers(page).get_by_role("link", name="Sharding").first).to_be_visible()
    box.press("Enter")
    expect(sent(page)).to_have_count(2)


def test_questions_about_the_design_use_the_canvas(page: Page, dev_server: Server) -> None:
    box = open_chat(page, dev_server, "Reviewer")
    box.fill("How can I improve my design?")
    box.press("Enter")
    # Ranked, the one to fix first at the head, the rest as an ordered list.
    expect(answers(page).last).to_contain_text("The biggest problem:")
    expect(answers(page).last.get_by_role("strong").first).to_have_text("The biggest problem:")
    rest = answers(page).last.locator("ol").first
    # The answer is about this canvas: its findings name the sample design's components.
    expect(rest).to_contain_text(re.compile(r"\b(Server|Database)\b"))


def assessed(page: Page, server: Server, design: dict[str, Any]) -> list[dict[str, Any]]:
    """The findings Run Assessment gives the design: what the coach may say, in today's words."""
    session = stored_session(page)
    assert session
    response = page.request.post(
        f"{server.url}/api/analyze",
        data=design,
        headers={"Authorization": f"Bearer {session['access_token']}"},
    )
    assert response.ok, response.text()
    findings: list[dict[str, Any]] = response.json()["findings"]
    return findings


def test_a_question_naming_a_component_is_answered_about_it(
    page: Page, dev_server: Server, tmp_path: Path
) -> None:
    box = open_chat(page, dev_server, "Cacher")
    answer_dialogs(page, accept=True)
    imported = tmp_path / "with-redis.json"
    imported.write_text(json.dumps(WITH_REDIS))
    page.get_by_label("Import a design file").set_input_files(imported)
    expect(components(page)).to_have_count(4)
    expect(page.get_by_test_id("component-cache")).to_contain_text("Redis")

    box.fill("Is my Redis cache a problem?")
    with page.expect_request("**/api/chat") as sent_request:
        box.press("Enter")
    body = sent_request.value.post_data_json
    assert body
    about_redis = [
        f for f in assessed(page, dev_server, body["design"]) if "redis" in f["components"]
    ]
    problems = [f["message"] for f in about_redis if f["severity"] != "strength"]
    strengths = [f["message"] for f in about_redis if f["severity"] == "strength"]
    assert problems or strengths, "the engine says nothing about Redis"
    # The answer names the component by its label, then what the engine found on it: one of
    # its problems, or when it has none, one of its strengths.
    answer = answers(page).last
    expect(answer.get_by_role("strong").filter(has_text="Redis").first).to_be_visible()
    expect(answer).to_contain_text(re.compile("|".join(map(re.escape, problems or strengths))))


def test_a_refused_message_says_so(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 403")
    box = open_chat(page, dev_server, "Lapsed")
    run_sql(dev_server.database, "UPDATE users SET tier_id = 1 WHERE display_name = ?", "Lapsed")
    box.fill("What is a CDN?")
    box.press("Enter")
    expect(answers(page).last).to_have_text(
        "Coach: Sorry, I encountered an error. Please try again."
    )


def test_an_unreachable_server_says_so(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("ERR_INTERNET_DISCONNECTED")
    box = open_chat(page, dev_server, "Disconnected")
    page.context.set_offline(True)
    try:
        box.fill("What is a CDN?")
        box.press("Enter")
        expect(answers(page).last).to_have_text(
            "Coach: Unable to connect to the server. Please check your connection."
        )
    finally:
        page.context.set_offline(False)


def test_what_the_user_types_is_shown_as_typed(page: Page, dev_server: Server) -> None:
    box = open_chat(page, dev_server, "Literal")
    box.fill("# Is <b>this</b> a heading?")
    box.press("Enter")
    expect(sent(page)).to_have_text(["# Is <b>this</b> a heading?"])


def test_the_sidebar_tabs_follow_the_arrow_keys(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, "Keyboard")
    components = page.get_by_role("tab", name="Components")
    components.focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Notes")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Chat")).to_be_focused()
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")
    page.keyboard.press("ArrowRight")
    expect(components).to_be_focused()
    page.keyboard.press("End")
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")
    # The inspector's tabs are a list of their own; moving in it leaves the sidebar's alone.
    page.get_by_role("tab", name="Properties").focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Simulate")).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("tab", name="Attempts")).to_be_focused()
    expect(page.get_by_role("tab", name="Attempts")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("tab", name="Chat")).to_have_attribute("aria-selected", "true")


def test_how_many_servers_is_answered_from_a_run_of_the_design(
    page: Page, dev_server: Server
) -> None:
    box = open_chat(page, dev_server, "Sizer")
    box.fill("How many servers do I need at peak?")
    box.press("Enter")
    answer = answers(page).last
    expect(answer.get_by_text(re.compile("^From the brief: "))).to_be_visible()
    # The sample's one server, sized from the run: the copies that keep it under 70%.
    sized = answer.get_by_role("listitem").filter(has_text=re.compile(r"^Server:"))
    expect(sized).to_contain_text(
        re.compile(r"copy serves about [\d,]+, so \d+ cop(y|ies) (stays|keep each) under 70% busy")
    )


def clear_button(page: Page) -> Locator:
    return page.get_by_role("button", name="Clear conversation")


def clear_question(page: Page) -> Locator:
    return page.get_by_role("group", name="Clear the whole conversation?")


def ask(page: Page, box: Locator, question: str) -> None:
    """Sends `question` and waits for the coach's answer, whatever its words."""
    with page.expect_response("**/api/chat") as answered:
        box.fill(question)
        box.press("Enter")
    assert answered.value.ok, answered.value.text()
    expect(conversation(page).get_by_test_id("coach-typing")).to_have_count(0)
    expect(conversation(page).locator("li[data-author]").last).to_have_attribute(
        "data-author", "coach"
    )


def test_the_conversation_survives_a_reload_and_follows_to_another_device(
    page: Page, dev_server: Server
) -> None:
    box = open_chat(page, dev_server, "Rememberer")
    ask(page, box, "What is sharding?")
    # Read once the Markdown is drawn, as the reloaded thread shows it.
    expect(answers(page).last.get_by_role("link").first).to_be_visible()
    answer = answers(page).last.text_content() or ""

    page.reload()
    page.get_by_role("tab", name="Chat").click()
    expect(sent(page)).to_have_text(["What is sharding?"])
    expect(answers(page)).to_have_text([answer])
    page.wait_for_timeout(1500)  # past when a welcome would come: a kept thread has none
    expect(answers(page)).to_have_count(1)
    expect(conversation(page)).not_to_contain_text("Welcome to")

    browser = page.context.browser
    assert browser is not None
    other_device = browser.new_context(viewport={"width": 1400, "height": 900})
    try:
        second = other_device.new_page()
        signed_in(second, dev_server.url, "Rememberer", tier=3)
        second.goto(f"{dev_server.url}/practice/url-shortener")
        second.get_by_role("tab", name="Chat").click()
        expect(sent(second)).to_have_text(["What is sharding?"])
        # Another problem's conversation is its own.
        second.goto(f"{dev_server.url}/practice/pastebin")
        second.get_by_role("tab", name="Chat").click()
        expect(conversation(second).locator("li[data-author=coach]")).to_contain_text(
            ["Welcome to"]
        )
        expect(sent(second)).to_have_count(0)
    finally:
        other_device.close()


def test_clear_asks_first_then_empties_the_conversation_for_good(
    page: Page, dev_server: Server
) -> None:
    held: list[Route] = []
    box = open_chat(page, dev_server, "Clearer")
    ask(page, box, "What is sharding?")

    # Not while a message is in flight: its answer would land in the emptied thread.
    page.route("**/api/chat", lambda route: held.append(route))
    box.fill("And replication?")
    box.press("Enter")
    expect(clear_button(page)).to_be_disabled()
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(50)
    held[0].continue_()
    expect(sent(page)).to_have_count(2)
    expect(conversation(page).get_by_test_id("coach-typing")).to_have_count(0)
    expect(clear_button(page)).to_be_enabled()
    page.unroute("**/api/chat")

    # Asked in place; Keep (here Escape) leaves everything as it was.
    clear_button(page).click()
    expect(clear_question(page).get_by_role("button", name="Keep")).to_be_focused()
    page.keyboard.press("Escape")
    expect(clear_question(page)).to_have_count(0)
    expect(clear_button(page)).to_be_focused()
    expect(sent(page)).to_have_count(2)

    # From the keyboard: Enter opens the question, Clear answers it.
    page.keyboard.press("Enter")
    with page.expect_response(
        lambda r: "/api/chat/history" in r.url and r.request.method == "DELETE"
    ) as deleted:
        clear_question(page).get_by_role("button", name="Clear").click()
    assert deleted.value.status == 204
    expect(conversation(page).locator("li[data-author]")).to_have_count(0)
    expect(clear_button(page)).to_be_disabled()
    expect(box).to_be_focused()

    page.reload()
    page.get_by_role("tab", name="Chat").click()
    # Nothing kept: the thread opens on the welcome alone.
    expect(answers(page)).to_contain_text(["Welcome to"])
    expect(sent(page)).to_have_count(0)


def test_a_conversation_that_cannot_be_loaded_says_so_and_the_chat_goes_on(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    no_console_errors.expect("status of 503")
    page.route(
        re.compile(r"/api/chat/history\?"),
        lambda route: route.fulfill(
            status=503, json={"error": {"code": "database_unavailable", "message": "Down"}}
        ),
    )
    box = open_chat(page, dev_server, "Unloaded")
    expect(conversation(page).locator("[data-tone=error]")).to_have_text(
        "Coach: Sorry, I could not load our earlier conversation. You can still ask me anything."
    )
    ask(page, box, "What is sharding?")
    expect(sent(page)).to_have_text(["What is sharding?"])
