"""Where boxes stand: an exported design comes back where it was, a design without places and
Tidy up are laid out in layers with no box over another, importing another problem's file asks
before replacing this problem's notes, and the reference design reads at every width."""

import json
import re
from itertools import count
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import FloatRect, Locator, Page, expect

from e2e.conftest import Server
from e2e.test_design_notes import expect_notes, write_notes
from e2e.test_workspace import answer_dialogs, components
from e2e.workspace_helpers import open_with_sample

REFERENCE = Path(__file__).resolve().parents[1] / "content/problems/url-shortener.reference.json"
VIEWPORTS = {"wide": (1440, 900), "medium": (1024, 768), "phone": (390, 844)}
_people = count(1)

Box = FloatRect


def open_workspace(page: Page, server: Server, width: int, height: int, tier: int = 3) -> Page:
    page.set_viewport_size({"width": width, "height": height})
    open_with_sample(page, server.url, f"Layout Tester {next(_people)}", tier)
    return page


def tool(page: Page, name: str) -> Locator:
    """A toolbar button, opening More first when the toolbar has no room for it."""
    button = page.get_by_role("button", name=name, exact=True)
    if not button.first.is_visible():
        page.get_by_role("button", name="More actions").click()
    return button.first


def places(page: Page) -> dict[str, tuple[float, float]]:
    """Each component's place on the canvas (React Flow's own coordinates, whatever the zoom)."""
    found: dict[str, list[float]] = page.eval_on_selector_all(
        ".react-flow__node",
        """nodes => Object.fromEntries(nodes.map(n => {
            const m = new DOMMatrixReadOnly(getComputedStyle(n).transform);
            return [n.dataset.id, [m.m41, m.m42]];
        }))""",
    )
    return {key: (x, y) for key, (x, y) in found.items()}


def boxes(page: Page) -> dict[str, Box]:
    found: dict[str, Box] = {}
    for node in components(page).all():
        box = node.bounding_box()
        assert box
        found[node.get_attribute("data-id") or ""] = box
    return found


def overlapping(found: dict[str, Box]) -> list[tuple[str, str]]:
    items = list(found.items())
    return [
        (a, b)
        for i, (a, p) in enumerate(items)
        for b, q in items[i + 1 :]
        if p["x"] < q["x"] + q["width"]
        and q["x"] < p["x"] + p["width"]
        and p["y"] < q["y"] + q["height"]
        and q["y"] < p["y"] + p["height"]
    ]


def export(page: Page, tmp_path: Path) -> dict[str, Any]:
    with page.expect_download() as download:
        tool(page, "Export").click()
    saved = tmp_path / "export.json"
    download.value.save_as(saved)
    document: dict[str, Any] = json.loads(saved.read_text())
    return document


def import_file(page: Page, tmp_path: Path, document: dict[str, Any], name: str) -> None:
    path = tmp_path / name
    path.write_text(json.dumps(document))
    page.get_by_label("Import a design file").set_input_files(path)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_an_exported_design_imports_back_where_it_was(
    page: Page, dev_server: Server, tmp_path: Path, size: str
) -> None:
    open_workspace(page, dev_server, *VIEWPORTS[size])
    answer_dialogs(page, True)
    before, on_screen = places(page), boxes(page)
    document = export(page, tmp_path)
    assert [c["position"] for c in document["design"]["components"]] == [
        {"x": x, "y": y} for x, y in before.values()
    ]
    tool(page, "Clear").click()
    expect(components(page)).to_have_count(0)
    import_file(page, tmp_path, document, "design.json")
    expect(page.get_by_role("status").filter(has_text="Imported 4 components")).to_be_visible()
    expect(components(page)).to_have_count(4)
    after, again = places(page), boxes(page)
    assert after.keys() == before.keys()
    for key, (x, y) in before.items():
        assert abs(after[key][0] - x) <= 1, key
        assert abs(after[key][1] - y) <= 1, key
        for side in ("x", "y", "width", "height"):
            assert abs(again[key][side] - on_screen[key][side]) <= 1, (key, side)


def test_a_design_without_places_and_tidy_up_are_laid_out_left_to_right(
    page: Page, dev_server: Server, tmp_path: Path
) -> None:
    open_workspace(page, dev_server, *VIEWPORTS["wide"])
    reference = json.loads(REFERENCE.read_text())
    assert all("position" not in c for c in reference["design"]["components"])
    import_file(page, tmp_path, reference, "no-places.json")
    total = len(reference["design"]["components"])
    imported = page.get_by_role("status").filter(has_text=f"Imported {total} components")
    expect(imported).to_be_visible()
    expect(components(page)).to_have_count(total)
    assert overlapping(boxes(page)) == []
    laid_out = places(page)
    assert len({x for x, _ in laid_out.values()}) > 2  # in layers, not one column

    # Scatter two boxes over the others, then tidy up: layers again, and Undo takes it back.
    page.get_by_role("button", name="Undo").click()
    page.get_by_role("list", name="Components").get_by_role(
        "button", name=re.compile("^Queue")
    ).click()
    expect(components(page)).to_have_count(5)
    scattered = places(page)
    tool(page, "Tidy up").click()
    expect(page.get_by_role("status").filter(has_text="Design tidied up")).to_be_visible()
    tidied = places(page)
    assert tidied != scattered
    assert overlapping(boxes(page)) == []
    client, server = tidied["client-q7k2m9xa"], tidied["server-p5n4t6yb"]
    assert client[0] < server[0] < tidied["database-j2r9v3ue"][0]  # the flow runs left to right
    page.keyboard.press("Control+z")
    page.wait_for_function(
        """(expected) => [...document.querySelectorAll('.react-flow__node')].every(n => {
            const m = new DOMMatrixReadOnly(getComputedStyle(n).transform);
            const [x, y] = expected[n.dataset.id];
            return m.m41 === x && m.m42 === y;
        })""",
        arg=scattered,
    )


def test_another_problems_file_asks_before_replacing_the_notes(
    page: Page, dev_server: Server, tmp_path: Path
) -> None:
    open_workspace(page, dev_server, *VIEWPORTS["wide"])
    answer_dialogs(page, True)
    mine = {"Estimates": "Mine: 40 writes/s"}
    write_notes(page, mine)
    document = export(page, tmp_path)
    document["problem"] = {"id": "chat-app", "title": "Design a Chat Application"}
    document["design"]["notes"]["estimates"] = "Theirs: 1M messages/s"
    document["design"]["components"] = document["design"]["components"][:3]
    document["design"]["connections"] = document["design"]["connections"][:2]
    question = page.get_by_role("dialog", name="Import a design from another problem?")

    import_file(page, tmp_path, document, "chat.json")
    expect(question).to_contain_text("chat.json was made for “Design a Chat Application”")
    expect(question.get_by_role("button", name="Keep my notes")).to_be_focused()
    question.get_by_role("button", name="Cancel").click()
    expect(question).to_be_hidden()
    expect(components(page)).to_have_count(4)
    expect_notes(page, mine)

    import_file(page, tmp_path, document, "chat.json")
    # The file is read before the question opens: Escape must come after it.
    expect(question.get_by_role("button", name="Keep my notes")).to_be_focused()
    page.keyboard.press("Escape")
    expect(question).to_be_hidden()
    expect(components(page)).to_have_count(4)

    import_file(page, tmp_path, document, "chat.json")
    question.get_by_role("button", name="Keep my notes").click()
    expect(page.get_by_role("status").filter(has_text="your notes stay")).to_be_visible()
    expect(components(page)).to_have_count(3)
    expect_notes(page, mine)

    import_file(page, tmp_path, document, "chat.json")
    question.get_by_role("button", name="Replace my notes").click()
    expect(page.get_by_role("status").filter(has_text="and the notes")).to_be_visible()
    expect_notes(page, {"Estimates": "Theirs: 1M messages/s"})

    # A file for this problem replaces the notes without asking, as before.
    document["problem"] = {"id": "url-shortener", "title": "Design a URL Shortener"}
    document["design"]["notes"]["estimates"] = "Ours again"
    import_file(page, tmp_path, document, "ours.json")
    expect_notes(page, {"Estimates": "Ours again"})
    expect(question).to_be_hidden()


def test_the_reference_design_reads_at_every_width(page: Page, dev_server: Server) -> None:
    open_workspace(page, dev_server, *VIEWPORTS["wide"], tier=1)
    page.get_by_role("button", name="Submit Design").click()
    submitted = page.get_by_role("dialog", name="Design submitted")
    submitted.get_by_role("button", name="Close").click()
    tool(page, "Show Details").click()
    page.get_by_role("button", name="Compare with the reference").click()
    dialog = page.get_by_role("dialog", name="Your design and the reference")
    picture = dialog.get_by_role("img", name=re.compile("^Reference design: "))
    frame = dialog.get_by_role("region", name="Reference design")
    for width, height in VIEWPORTS.values():
        page.set_viewport_size({"width": width, "height": height})
        expect(picture).to_be_visible()
        # Drawn at its own size (text as large as on the canvas), scrolled within its frame
        # rather than scaled down; the dialog itself stays on the screen.
        drawn = picture.evaluate("(img) => [img.getBoundingClientRect().width, img.width]")
        assert drawn[0] == pytest.approx(drawn[1], abs=1)
        box = dialog.bounding_box()
        assert box
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= width
    frame.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("(f) => f.scrollLeft > 0", arg=frame.element_handle())

    # Overlaid: both drawn with the same layout in one frame, the reference over the learner's
    # design at the opacity the slider sets; the dialog still fits every width.
    dialog.get_by_role("radio", name="Overlaid").check()
    overlay = dialog.get_by_role("img", name=re.compile("^Your design: .*Reference design: "))
    pictures = overlay.locator("img")
    slider = dialog.get_by_role("slider", name="Reference opacity")
    for width, height in VIEWPORTS.values():
        page.set_viewport_size({"width": width, "height": height})
        expect(overlay).to_be_visible()
        expect(pictures).to_have_count(2)
        under, over = (pictures.nth(index).bounding_box() for index in (0, 1))
        assert under
        assert over
        assert (under["x"], under["y"]) == pytest.approx((over["x"], over["y"]), abs=1)
        box = dialog.bounding_box()
        assert box
        assert box["x"] + box["width"] <= width
    slider.focus()
    page.keyboard.press("End")
    expect(pictures.nth(1)).to_have_css("opacity", "1")
    page.keyboard.press("Home")
    expect(pictures.nth(1)).to_have_css("opacity", "0")
    dialog.get_by_role("radio", name="Separate").check()
    expect(dialog.get_by_role("region", name="Your design")).to_be_visible()
