from pathlib import Path

import yaml

from systemcraft.assessment.engine import LESSONS
from systemcraft.assessment.engine.lessons import CITABLE, PLANNED
from tests.assessment.builders import PROBLEMS

TOPICS = PROBLEMS.parent / "topics"


def front_matter(path: Path) -> dict[str, object]:
    text = path.read_text()
    assert text.startswith("---\n"), path
    block = text.split("---\n", 2)[1]
    loaded = yaml.safe_load(block)
    assert isinstance(loaded, dict)
    return loaded


def test_every_lesson_a_finding_can_cite_exists_with_that_title() -> None:
    lessons = {}
    for path in TOPICS.rglob("*.md"):
        matter = front_matter(path)
        lessons[matter["id"]] = matter["title"]
    assert LESSONS
    for lesson_id, title in LESSONS.items():
        assert lesson_id in lessons, f"no lesson file has the id {lesson_id!r}"
        assert lessons[lesson_id] == title, lesson_id


def test_a_planned_lesson_moves_into_the_written_list_once_it_is_written() -> None:
    written_ids = {front_matter(path)["id"] for path in TOPICS.rglob("*.md")}
    assert not written_ids & set(PLANNED), "a planned lesson exists now: move it into LESSONS"
    assert set(PLANNED.values()) <= set(LESSONS)


def test_every_lesson_a_rubric_cites_is_written_or_planned() -> None:
    for path in PROBLEMS.glob("*.yaml"):
        rubric = yaml.safe_load(path.read_text())["assessment"]["rubric"]
        for decision in rubric["decisions"]:
            assert decision["lesson"] in CITABLE, (path.name, decision["id"])
