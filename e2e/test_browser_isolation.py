"""Browser tests share one context per worker, wiped between tests: nothing a test stores
reaches the next."""

from playwright.sync_api import BrowserContext

from e2e.conftest import ORIGINS, Server
from e2e.shared_context import SharedContext


def test_a_wiped_context_keeps_nothing_a_test_left(
    shared_context: SharedContext, context: BrowserContext, live_server: Server
) -> None:
    assert context is shared_context.context
    first = context.new_page()
    first.goto(f"{live_server.url}/home")
    first.evaluate("localStorage.setItem('left', 'behind'); document.cookie = 'left=behind'")
    first.evaluate("new Promise((done) => { indexedDB.open('left').onsuccess = done; })")
    context.grant_permissions(["clipboard-read"])
    context.set_offline(True)

    shared_context.wipe(ORIGINS)

    assert context.pages == [shared_context.anchor]
    second = context.new_page()
    second.goto(f"{live_server.url}/home")
    assert second.evaluate("localStorage.getItem('left')") is None
    assert second.evaluate("document.cookie") == ""
    assert second.evaluate("indexedDB.databases().then((found) => found.length)") == 0
    permission = "navigator.permissions.query({ name: 'clipboard-read' }).then((p) => p.state)"
    assert second.evaluate(permission) != "granted"
