from pathlib import Path

import pytest

from systemcraft.config import REPO_ROOT
from systemcraft.curriculum.loading.image_size import svg_size
from systemcraft.curriculum.loading.reader import read_curriculum


@pytest.mark.parametrize(
    ("tag", "size"),
    [
        ('<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360">', (720, 360)),
        ("<svg width='640px' height='320.4px' viewBox='0 0 10 10'>", (640, 320)),
        ('<svg viewBox="0 0 800 450">', (800, 450)),
        ('<svg viewBox="0,0,300,150" width="100%">', (300, 150)),
        ("<svg>", None),
        ('<svg viewBox="0 0 0 0">', None),
    ],
)
def test_an_svg_states_its_size_in_attributes_or_its_view_box(
    tmp_path: Path, tag: str, size: tuple[int, int] | None
) -> None:
    drawing = tmp_path / "drawing.svg"
    drawing.write_text(f'<?xml version="1.0"?>\n{tag}<rect width="1" height="1"/></svg>')
    assert svg_size(drawing) == size


def test_only_svg_files_are_measured(tmp_path: Path) -> None:
    photo = tmp_path / "photo.png"
    photo.write_bytes(b'<svg width="1" height="1">')
    assert svg_size(photo) is None


def test_every_shipped_lesson_image_carries_its_size() -> None:
    topics = read_curriculum(REPO_ROOT / "content").topics
    images = [
        section["data"]["payload"]
        for topic in topics
        for lesson in topic.lessons
        for section in lesson.sections
        if section["type"] == "image"
    ]
    assert images
    for image in images:
        assert image["width"] >= 300, image["url"]
        assert image["height"] >= 100, image["url"]
