"""A component dragged from the palette lands where it is let go: its centre under the pointer,
wherever on the visible canvas that is, the top and left parts (left of and above the canvas's
origin) included, and the components already there never move on screen for it."""

from itertools import count

from playwright.sync_api import FloatRect, Page, expect

from e2e.conftest import ConsoleWatch, Server
from e2e.test_workspace import components
from e2e.workspace_helpers import open_with_sample

_droppers = count(1)
# Five columns by four rows over the whole visible canvas, edges included: the first type is
# dropped on all of them, every other type (each of its own size) on the corners and the middle.
COLUMNS = (0.06, 0.28, 0.5, 0.72, 0.94)
ROWS = (0.07, 0.36, 0.64, 0.93)
EVERYWHERE = [(column, row) for row in ROWS for column in COLUMNS]
CORNERS_AND_MIDDLE = [(0.06, 0.07), (0.94, 0.07), (0.5, 0.64), (0.06, 0.93), (0.94, 0.93)]
TOLERANCE = 2
# The centre of the selected (new) component once the canvas holds `count` of them, in one
# round trip: drops asked three times each took most of the test's minute.
LANDED = """(count) => new Promise((resolve, reject) => {
  const started = performance.now();
  const look = () => {
    const chosen = document.querySelector('.react-flow__node.selected');
    if (document.querySelectorAll('.react-flow__node').length === count && chosen) {
      const box = chosen.getBoundingClientRect();
      resolve([box.x + box.width / 2, box.y + box.height / 2]);
    } else if (performance.now() - started > 5000) {
      reject(new Error(`no component number ${count} after 5 s`));
    } else {
      requestAnimationFrame(look);
    }
  };
  look();
})"""


def centre(box: FloatRect | None) -> tuple[float, float]:
    assert box
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_each_type_dropped_anywhere_lands_under_the_pointer(
    page: Page, dev_server: Server, no_console_errors: ConsoleWatch
) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_sample(page, dev_server.url, f"Dropper {next(_droppers)}")
    area = page.locator(".react-flow__pane").bounding_box()
    assert area
    sample = [centre(node.bounding_box()) for node in components(page).all()]
    items = page.get_by_role("list", name="Components").get_by_role("button")
    expect(items).to_have_count(9)
    misses: list[str] = []
    dropped = 0
    for kind in range(9):
        start = centre(items.nth(kind).bounding_box())
        for column, row in EVERYWHERE if kind == 0 else CORNERS_AND_MIDDLE:
            wanted = (area["x"] + area["width"] * column, area["y"] + area["height"] * row)
            # A real drag: the browser's own dragstart, dragover and drop.
            page.mouse.move(*start)
            page.mouse.down()
            page.mouse.move(start[0] + 20, start[1])
            page.mouse.move(*wanted)
            page.mouse.up()
            dropped += 1
            landed = page.evaluate(LANDED, 4 + dropped)
            if max(abs(landed[0] - wanted[0]), abs(landed[1] - wanted[1])) > TOLERANCE:
                misses.append(f"type {kind} dropped at {wanted} landed at {landed}")
    assert not misses, misses
    # However often the canvas's origin moved, the sample stayed put on screen.
    after = [centre(node.bounding_box()) for node in components(page).all()[:4]]
    for (x, y), (was_x, was_y) in zip(after, sample, strict=True):
        assert abs(x - was_x) <= 1
        assert abs(y - was_y) <= 1
