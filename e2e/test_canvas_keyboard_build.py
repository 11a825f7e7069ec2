"""Building a design with the keyboard alone, counting every key: N goes back to the palette,
typing a name's first letter finds the component there and Enter adds it, with the focus on it;
C (or Shift+C) connects, choosing the other end by name, and Enter makes the connection."""

import json
from itertools import count

import pytest
from playwright.sync_api import Page, expect

from e2e.auth_helpers import signed_in
from e2e.conftest import ConsoleWatch, Server
from e2e.test_workspace import components, edges
from e2e.workspace_helpers import keep_design

_builders = count(1)
MOST_KEYS = 60


class Keys:
    """The keyboard, counting each press (a chord such as Shift+C is one press)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.pressed = 0

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)
            self.pressed += 1


# The palette beside the canvas, and in the sheet under it on a phone.
@pytest.mark.parametrize("size", [(1440, 900), (390, 844)])
def test_six_components_and_five_connections_in_under_sixty_keys(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    signed_in(page, dev_server.url, f"Counting Builder {next(_builders)}", tier=3)
    keep_design(page, "url-shortener", {"widgets": [], "connections": []})
    page.goto(f"{dev_server.url}/practice/url-shortener")
    expect(page.get_by_role("heading", name="Start your design")).to_be_visible()
    keys = Keys(page)
    client = page.get_by_role("list", name="Components").get_by_role("button").first
    while not client.evaluate("(button) => button === document.activeElement"):
        keys.press("Tab")
        assert keys.pressed < 40, "Tab never reached the palette"
    keys.press("Enter")
    expect(components(page)).to_have_count(1)
    expect(page.locator(".react-flow__node").first).to_be_focused()

    # Each: back to the palette, a letter, Enter; then from the new component, Shift+C picks
    # the component the connection comes from (typing its first letter), and Enter connects.
    for added, letter, source, source_letter in (
        ("Load Balancer", "l", "Client", None),
        ("Server", "s", "Load Balancer", "l"),
        ("Cache", "c", "Server", "s"),
        ("Database", "d", "Server", "s"),
        ("Queue", "q", "Server", "s"),
    ):
        keys.press("n", letter, "Enter")
        expect(page.locator(".react-flow__node:focus")).to_have_attribute("aria-label", added)
        keys.press("Shift+C")
        if source_letter:
            keys.press(source_letter)
        keys.press("Enter")
        expect(page.get_by_text(f"Connected {source} to {added}.")).to_be_attached()

    expect(components(page)).to_have_count(6)
    expect(edges(page)).to_have_count(5)
    assert keys.pressed < MOST_KEYS, keys.pressed

    page.wait_for_timeout(400)  # past the 300 ms autosave
    saved = json.loads(page.evaluate("localStorage.getItem('systemcraft.design.url-shortener')"))
    design = saved["design"]
    kind = {w["id"]: w["type"] for w in design["widgets"]}
    assert sorted(kind.values()) == sorted(
        ["client", "load-balancer", "server", "cache", "database", "queue"]
    )
    assert sorted(
        (kind[c["from"]["widgetId"]], kind[c["to"]["widgetId"]]) for c in design["connections"]
    ) == sorted(
        [
            ("client", "load-balancer"),
            ("load-balancer", "server"),
            ("server", "cache"),
            ("server", "database"),
            ("server", "queue"),
        ]
    )
