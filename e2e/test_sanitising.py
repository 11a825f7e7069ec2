"""58 hostile payloads through the real Markdown renderer in the real browser."""

from playwright.sync_api import Dialog, Page, Route, expect

from e2e.conftest import Server
from e2e.fixtures.xss_payloads import payloads

UNSAFE_ATTRIBUTES = """() => {
  const found = [];
  for (const el of document.querySelectorAll('article section *')) {
    for (const attr of el.attributes) {
      const value = attr.value.replace(/[\\s\\u0000-\\u001f]/g, '').toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
      if (/^(javascript|vbscript|data:text\\/html)/.test(value)) {
        found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
  }
  for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta']) {
    if (document.querySelector(`article ${tag}`)) found.push(`<${tag}>`);
  }
  return found;
}"""


FIRE_EVERY_EVENT = """() => {
  document.addEventListener('click', (event) => event.preventDefault(), true);
  const types = ['click', 'mouseover', 'mouseenter', 'focus', 'load', 'error', 'toggle', 'begin'];
  // Only the lesson's sections: the pager's own buttons would navigate away.
  for (const element of document.querySelectorAll('article section *')) {
    for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
  }
}"""


def test_no_payload_runs_and_no_dangerous_markup_survives(
    page: Page, fixture_server: Server
) -> None:
    assert len(payloads()) >= 50
    dialogs: list[str] = []

    def record(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    def without_csp(route: Route) -> None:
        # Take away the Content-Security-Policy safety net: the sanitiser alone must hold.
        response = route.fetch()
        headers = {k: v for k, v in response.headers.items() if k != "content-security-policy"}
        route.fulfill(response=response, headers=headers)

    page.on("dialog", record)
    page.route("**/learn/xss-corpus", without_csp)
    page.add_init_script("window.__hits = []; window.__xss = (n) => window.__hits.push(n);")
    page.goto(f"{fixture_server.url}/learn/xss-corpus")
    article = page.get_by_role("article")
    expect(article.get_by_role("table")).to_be_visible()
    expect(article.locator("#section-1").get_by_text("stays code")).to_be_visible()
    # Give hostile markup every chance: fire the events its handlers would wait for.
    page.evaluate(FIRE_EVERY_EVENT)
    page.wait_for_timeout(500)
    assert page.evaluate("window.__hits") == []
    assert dialogs == []
    assert page.evaluate(UNSAFE_ATTRIBUTES) == []
    assert page.url.endswith("/learn/xss-corpus")
