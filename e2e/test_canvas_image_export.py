"""The diagram downloads as a PNG or SVG image, drawn in full whatever the zoom, under the
production Content-Security-Policy (a violation would be a console error and fail the test)."""

import base64
import re
import struct
from itertools import count
from pathlib import Path
from typing import Literal
from xml.etree import ElementTree

import pytest
from playwright.sync_api import Download, Page, expect

from e2e.axe import expect_no_serious_violations
from e2e.conftest import Server
from e2e.test_workspace import answer_dialogs, components
from e2e.workspace_helpers import open_with_sample

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SVG = "http://www.w3.org/2000/svg"
# The starter design spans 600 x 224 px; the image adds 48 px all round and the PNG is drawn
# at twice that size.
IMAGE_SIZE = (600 + 2 * 48, 224 + 2 * 48)
PNG_SIZE = (2 * IMAGE_SIZE[0], 2 * IMAGE_SIZE[1])
BACKGROUND = {"light": (247, 248, 251), "dark": (12, 15, 23)}  # --color-bg in tokens.css
_users = count(1)

# A point on the Client -> Server connection's line, between the Client and the label.
ON_A_CONNECTION = (385, 464)

PIXEL_SUMMARY = """async ([base64, [probeX, probeY]]) => {
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  const at = (x, y) => {
    const i = (y * image.width + x) * 4;
    return [data[i], data[i + 1], data[i + 2]];
  };
  const corner = at(0, 0);
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== corner[0] || data[i + 1] !== corner[1] || data[i + 2] !== corner[2]) drawn++;
  }
  return { corner, probe: at(probeX, probeY), drawnShare: drawn / (data.length / 4) };
}"""


@pytest.fixture
def color_scheme() -> Literal["light", "dark"]:
    return "light"


@pytest.fixture
def workspace(page: Page, dev_server: Server, color_scheme: Literal["light", "dark"]) -> Page:
    page.emulate_media(color_scheme=color_scheme)
    page.set_viewport_size({"width": 1400, "height": 900})
    # A user of its own, so designs other tests saved to their account are not loaded here.
    open_with_sample(page, dev_server.url, f"Image Exporter {next(_users)}")
    return page


def save_image(page: Page, button: Literal["PNG", "SVG"], tmp_path: Path) -> tuple[str, bytes]:
    with page.expect_download() as download:
        page.get_by_role("button", name=button, exact=True).click()
    value: Download = download.value
    saved = tmp_path / value.suggested_filename
    value.save_as(saved)
    return value.suggested_filename, saved.read_bytes()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("color_scheme", ["light", "dark"])
def test_the_diagram_downloads_as_a_png(
    workspace: Page, tmp_path: Path, color_scheme: Literal["light", "dark"]
) -> None:
    name, data = save_image(workspace, "PNG", tmp_path)
    assert re.fullmatch(r"playground-diagram-\d{13}\.png", name)
    assert png_size(data) == PNG_SIZE
    pixels = workspace.evaluate(PIXEL_SUMMARY, [base64.b64encode(data).decode(), ON_A_CONNECTION])
    assert tuple(pixels["corner"]) == BACKGROUND[color_scheme]
    # Widgets, connections and labels cover a good part of it: not a blank image.
    assert pixels["drawnShare"] > 0.1
    # The Client -> Server line is drawn where the canvas draws it.
    assert tuple(pixels["probe"]) != BACKGROUND[color_scheme]
    expect(workspace.get_by_role("status")).to_contain_text(f"Diagram downloaded as {name}.")


def test_the_image_is_the_whole_diagram_whatever_the_zoom(workspace: Page, tmp_path: Path) -> None:
    for _ in range(3):
        workspace.get_by_role("button", name="Zoom In").click()
    pane = workspace.locator(".react-flow__pane").bounding_box()
    assert pane
    workspace.mouse.move(pane["x"] + 30, pane["y"] + 30)
    workspace.mouse.down()
    workspace.mouse.move(pane["x"] + 330, pane["y"] + 230, steps=5)
    workspace.mouse.up()
    _, data = save_image(workspace, "PNG", tmp_path)
    assert png_size(data) == PNG_SIZE


def test_the_diagram_downloads_as_an_svg(workspace: Page, tmp_path: Path) -> None:
    name, data = save_image(workspace, "SVG", tmp_path)
    assert re.fullmatch(r"playground-diagram-\d{13}\.svg", name)
    root = ElementTree.fromstring(data)  # noqa: S314 - our own export, made moments ago
    assert root.tag == f"{{{SVG}}}svg"
    assert (root.get("width"), root.get("height")) == tuple(str(n) for n in IMAGE_SIZE)
    # Plain shapes and text that any SVG tool can open: no HTML wrapped in foreignObject.
    assert root.find(f".//{{{SVG}}}foreignObject") is None
    texts = [text.text for text in root.iter(f"{{{SVG}}}text")]
    for widget_name in ("Client", "DNS", "Server", "Database"):
        assert widget_name in texts
    # Each connection follows exactly the path the canvas shows for it, carried on to the
    # widgets' edges (an image has no connection points to end at).
    exported = [p.get("d") or "" for p in root.iter(f"{{{SVG}}}path") if p.get("marker-end")]
    on_screen: list[str] = workspace.locator(".react-flow__edge-path").evaluate_all(
        "paths => paths.map((path) => path.getAttribute('d'))"
    )
    assert len(exported) == len(on_screen) == 3
    for path in on_screen:
        assert sum(path[1:] in drawn for drawn in exported) == 1, path
    expect(workspace.get_by_role("status")).to_contain_text(f"Diagram downloaded as {name}.")


def test_an_empty_canvas_says_so_instead_of_a_blank_image(workspace: Page) -> None:
    answer_dialogs(workspace, True)
    workspace.get_by_role("button", name="Clear").click()
    expect(components(workspace)).to_have_count(0)
    downloads: list[Download] = []
    workspace.on("download", lambda download: downloads.append(download))
    for button in ("PNG", "SVG"):
        workspace.get_by_role("button", name=button, exact=True).click()
        expect(workspace.get_by_role("alert")).to_contain_text(
            f"The canvas is empty: add a component before saving a {button}."
        )
    assert downloads == []


def test_the_empty_canvas_message_moves_nothing_and_goes_once_undo_fills_the_canvas(
    workspace: Page,
) -> None:
    answer_dialogs(workspace, True)
    workspace.get_by_role("button", name="Clear").click()
    expect(components(workspace)).to_have_count(0)
    canvas = workspace.get_by_role("application", name="Design canvas")
    before = canvas.bounding_box()
    workspace.get_by_role("button", name="PNG", exact=True).click()
    alert = workspace.get_by_role("alert")
    expect(alert).to_contain_text("The canvas is empty: add a component before saving a PNG.")
    expect_no_serious_violations(workspace)
    # A message over the canvas, not a banner pushing the workspace down.
    assert canvas.bounding_box() == before
    message, area = alert.bounding_box(), canvas.bounding_box()
    assert message
    assert area
    assert area["y"] <= message["y"]
    assert message["y"] + message["height"] <= area["y"] + area["height"]
    # Undo brings the components back: the message is no longer true, so it goes.
    workspace.keyboard.press("Control+z")
    expect(components(workspace)).to_have_count(4)
    expect(alert).to_have_count(0)
    # Clearing again does not bring the old message back by itself.
    workspace.get_by_role("button", name="Clear").click()
    expect(components(workspace)).to_have_count(0)
    expect(alert).to_have_count(0)


def test_a_success_message_goes_by_itself(
    installed_clock: None, workspace: Page, tmp_path: Path
) -> None:
    name, _ = save_image(workspace, "SVG", tmp_path)
    status = workspace.get_by_role("status").filter(has_text=f"Diagram downloaded as {name}.")
    expect(status).to_be_visible()
    workspace.clock.fast_forward(6500)
    expect(status).to_have_count(0)


def test_a_selection_does_not_show_in_the_image(workspace: Page, tmp_path: Path) -> None:
    workspace.get_by_test_id("component-database").click()
    expect(workspace.locator(".react-flow__node.selected")).to_have_count(1)
    _, data = save_image(workspace, "SVG", tmp_path)
    amber = "rgb(245, 158, 11)"
    accent_ring = re.compile(r"box-shadow: rgb\(233, 232, 253\) 0px 0px 0px 3px")
    assert amber not in data.decode()
    assert not accent_ring.search(data.decode())
    # The selection itself is untouched on the canvas.
    expect(workspace.locator(".react-flow__node.selected")).to_have_count(1)
