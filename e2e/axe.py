"""axe-core in the page under test: fails on any serious or critical violation, naming each."""

from functools import cache
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

AXE_SCRIPT = Path(__file__).resolve().parents[1] / "frontend/node_modules/axe-core/axe.min.js"
BLOCKING_IMPACTS = ("serious", "critical")


@cache
def _axe_source() -> str:
    if not AXE_SCRIPT.is_file():
        raise FileNotFoundError(f"{AXE_SCRIPT} is missing: run `make install`")
    return AXE_SCRIPT.read_text()


def _describe(violation: dict[str, Any]) -> str:
    targets = "; ".join(
        " ".join(str(part) for part in node["target"]) for node in violation["nodes"][:5]
    )
    more = len(violation["nodes"]) - 5
    suffix = f" (and {more} more)" if more > 0 else ""
    return (
        f"[{violation['impact']}] {violation['id']}: {violation['help']}\n"
        f"    at {targets}{suffix}\n    {violation['helpUrl']}"
    )


def serious_violations(page: Page) -> list[str]:
    """Runs axe over the whole page as it is now. Evaluated through the browser's debugging
    protocol, so the page's Content-Security-Policy (no inline script) does not stop it."""
    if not page.evaluate("() => 'axe' in window"):
        page.evaluate(_axe_source())
    violations: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, { resultTypes: ['violations'] })).violations"
    )
    return [_describe(v) for v in violations if v["impact"] in BLOCKING_IMPACTS]


def expect_no_serious_violations(page: Page) -> None:
    found = serious_violations(page)
    assert not found, f"axe found on {page.url}:\n" + "\n".join(found)
