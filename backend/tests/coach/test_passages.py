"""Lesson passages the coach quotes (coach/passages.py)."""

from systemcraft.coach.passages import lesson_passages
from systemcraft.curriculum.models import Lesson


def test_a_lists_items_are_quoted_without_their_markers() -> None:
    markdown = (
        "## Sizing\n\n"
        "- Reads: a hundred redirects per link make 4,000 a second on average.\n"
        "- Writes: forty new links a second at the busiest hour.\n"
        "1. Then the peak: five times the average."
    )
    lesson = Lesson(
        id="sizing",
        title="Sizing",
        required_tier_id=0,
        sections=[{"type": "text", "data": {"payload": {"markdown": markdown}}}],
    )
    [passage] = lesson_passages(lesson)
    assert passage.heading == "Sizing"
    assert passage.text.startswith("Reads: a hundred redirects")
    assert " - " not in passage.text
    assert "1." not in passage.text
