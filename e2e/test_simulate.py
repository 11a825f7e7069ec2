"""The Simulate tab (tier 1 and above): the sample design (one server, one database) run under
the URL shortener's peak, the canvas coloured by the run, the load slider and Fail this
changing the run, on a wide screen and on a phone; below tier 1 there is no tab."""

import re

from playwright.sync_api import Locator, Page, expect

from e2e.conftest import Server
from e2e.test_workspace import components
from e2e.workspace_helpers import open_with_sample

RUN_AT_PEAK = "Run at 1× peak"


def node(page: Page, name: str) -> Locator:
    return components(page).filter(has_text=name)


def busy_share(page: Page, name: str) -> int:
    """The share a component's badge shows, as a whole percentage."""
    badge = node(page, name).locator("[data-state]")
    expect(badge).to_contain_text("%")
    found = re.search(r"(\d+)%", badge.inner_text())
    assert found, badge.inner_text()
    return int(found.group(1))


def open_simulate(page: Page, dev_server: Server, tier: int = 1) -> Locator:
    open_with_sample(page, dev_server.url, "Simulator", tier=tier)
    page.get_by_role("tab", name="Simulate").click()
    panel = page.get_by_role("tabpanel", name="Simulate")
    expect(panel).to_be_visible()
    return panel


def test_a_run_at_peak_says_what_breaks_first_and_colours_the_canvas(
    page: Page, dev_server: Server
) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    panel = open_simulate(page, dev_server)
    expect(node(page, "Server").locator("[data-state]")).to_have_count(0)
    panel.get_by_role("button", name=RUN_AT_PEAK).click()

    # One server cannot carry the brief's redirects: the run fails, and says why and where.
    expect(panel.get_by_text("Fails", exact=False).first).to_be_visible()
    expect(panel.get_by_text(re.compile(r"Breaks at [\d.]+× peak"))).to_be_visible()
    lesson = panel.get_by_role("link", name=re.compile(r"^Learn: "))
    expect(lesson).to_have_attribute("href", re.compile(r"^/learn/[a-z0-9-]+$"))
    expect(node(page, "Server").locator("[data-state]")).to_have_attribute(
        "data-state", "saturated"
    )
    assert busy_share(page, "Server") > 100
    # The lines carry their traffic: the client's line to the server is drawn thicker than the
    # client's line to DNS, which no flow of the brief uses.
    widths = page.locator(".react-flow__edge-path").evaluate_all(
        "paths => paths.map(p => parseFloat(getComputedStyle(p).strokeWidth))"
    )
    assert max(widths) > min(widths), widths
    # The timeline is drawn (uPlot draws on a canvas).
    expect(panel.locator("canvas").first).to_be_visible()


def test_less_load_makes_the_server_less_busy(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    panel = open_simulate(page, dev_server)
    panel.get_by_role("button", name=RUN_AT_PEAK).click()
    expect(node(page, "Server").locator("[data-state]")).to_be_visible()
    at_peak = busy_share(page, "Server")

    slider = panel.get_by_role("slider", name="Load")
    slider.focus()
    page.keyboard.press("Home")
    expect(panel.get_by_text("0.1× peak").first).to_be_visible()
    # The run follows the slider by itself.
    expect(node(page, "Server").locator("[data-state]")).not_to_have_text(
        re.compile(rf"\b{at_peak}%")
    )
    assert busy_share(page, "Server") < at_peak


def test_play_steps_the_canvas_through_the_run(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    panel = open_simulate(page, dev_server)
    panel.get_by_role("radio", name="Ramp").check()
    panel.get_by_role("button", name=RUN_AT_PEAK).click()
    expect(node(page, "Server").locator("[data-state]")).to_be_visible()
    canvas = page.locator("[data-playing]")
    expect(canvas).to_have_count(0)

    panel.get_by_role("button", name="Play").click()
    # While it plays, the canvas is marked so that each box is repainted alone.
    expect(canvas).to_have_count(1)
    time = panel.get_by_role("slider", name="Time")
    expect(time).not_to_have_value("0")
    early = busy_share(page, "Server")
    panel.get_by_role("button", name="Pause").click()
    expect(canvas).to_have_count(0)
    paused_at = int(time.input_value())

    # From where it stood, on up the ramp: the server is busier further in.
    panel.get_by_role("button", name="Play").click()
    expect(time).not_to_have_value(str(paused_at))
    page.wait_for_timeout(500)
    panel.get_by_role("button", name="Pause").click()
    assert int(time.input_value()) > paused_at
    assert busy_share(page, "Server") > early


def test_fail_this_takes_the_database_down_in_the_next_run(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    panel = open_simulate(page, dev_server)
    panel.get_by_role("button", name=RUN_AT_PEAK).click()
    expect(node(page, "Database").locator("[data-state]")).to_be_visible()

    node(page, "Database").click(button="right")
    page.get_by_role("menuitem", name="Fail this").click()
    expect(page.get_by_role("tab", name="Simulate")).to_have_attribute("aria-selected", "true")
    expect(node(page, "Database").locator("[data-state]")).to_have_attribute("data-state", "down")
    expect(node(page, "Database").locator("[data-state]")).to_contain_text("Down")


def test_a_phone_runs_it_from_the_sheet(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    panel = open_simulate(page, dev_server)
    panel.get_by_role("button", name=RUN_AT_PEAK).click()
    expect(panel.get_by_text(re.compile(r"Breaks at [\d.]+× peak"))).to_be_visible()
    # Nothing in the panel is wider than the phone.
    overflow = panel.evaluate("el => el.scrollWidth - el.clientWidth")
    assert overflow <= 0, overflow


def test_below_tier_one_there_is_no_simulate_tab(page: Page, dev_server: Server) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, "Visitor", tier=0)
    expect(page.get_by_role("tab", name="Properties")).to_be_visible()
    expect(page.get_by_role("tab", name="Simulate")).to_have_count(0)
