"""What tiers 0 to 2 read of a design with no problems: nothing that names a weakest dimension
or a lesson for a problem that is not there."""

from systemcraft.assessment.engine import Finding, Scores
from systemcraft.assessment.feedback_view import feedback_shown

STRENGTH = Finding(
    rule_id="flows",
    dimension="scalability",
    severity="strength",
    components=[],
    message="The design carries every flow the brief needs.",
    why="",
    lesson="caching",
)
FULL_MARKS = Scores(scalability=5, consistency=5, fault_tolerance=5, total=15)
ANALYSIS = "**This design is strong.** More."


def test_full_marks_are_not_read_as_a_weakest_dimension() -> None:
    shown = feedback_shown("top_finding", ANALYSIS, [STRENGTH], FULL_MARKS)
    assert "the top mark in every dimension" in shown.analysis
    assert "weakest" not in shown.analysis
    assert "found no problems; the design's main strength is below" in shown.analysis
    assert shown.findings == [STRENGTH]


def test_without_problems_tier_zero_is_not_sent_to_a_lesson_for_one() -> None:
    shown = feedback_shown("summary", ANALYSIS, [STRENGTH], FULL_MARKS)
    assert "Next, read" not in shown.analysis
    assert "Tier 1 shows the most important finding" in shown.analysis


def test_a_lower_score_names_its_weakest_dimension() -> None:
    scores = Scores(scalability=4, consistency=2, fault_tolerance=3, total=9)
    problem = STRENGTH.model_copy(update={"severity": "major"})
    shown = feedback_shown("top_finding", ANALYSIS, [problem, STRENGTH], scores)
    assert "It scores 9 of 15; consistency is the weakest at 2/5" in shown.analysis
    assert "with the lesson that explains it" in shown.analysis
