"""The written analysis."""

import re

from systemcraft.assessment.engine import assess
from systemcraft.design import read_document
from tests.assessment.builders import Sketch

SECTIONS = [
    "### Strengths",
    "### Most important problems",
    "### Next steps",
    "### Lessons to review",
]


def test_the_analysis_has_the_sections_of_written_interview_feedback() -> None:
    analysis = Sketch().chain("web", "api", "db").assess("url-shortener").analysis
    positions = [analysis.index(section) for section in SECTIONS]
    assert positions == sorted(positions)
    assert analysis.startswith("**This design for *Design a URL Shortener* is ")
    assert "It scores " in analysis.split("\n")[0]


def test_problems_come_most_severe_first_with_names_in_bold_and_why_they_matter() -> None:
    analysis = Sketch().add("db", replication="none").chain("web", "api", "db").link("web", "db")
    text = analysis.assess("url-shortener").analysis
    problems = text.split("### Most important problems\n")[1].split("\n\n### ")[0]
    labels = re.findall(r"^\d+\. \*\*(\w+):\*\*", problems, flags=re.MULTILINE)
    assert labels[0] == "Major"
    assert labels == sorted(labels, key=["Critical", "Major", "Minor"].index)
    assert "**web** talks straight to **db**." in problems
    assert problems.count("*Why it matters:*") == len(labels)


def test_next_steps_are_numbered_and_lessons_are_links() -> None:
    text = Sketch().chain("web", "api", "db").assess("url-shortener").analysis
    steps = text.split("### Next steps\n")[1].split("\n\n")[0].splitlines()
    assert steps[0].startswith("1. ")
    assert len(steps) == len(set(steps))
    lessons = text.split("### Lessons to review\n")[1]
    assert "- [Caching](/learn/caching)" in lessons
    assert "- [Database Replication](/learn/replication)" in lessons


def test_labels_cannot_inject_markdown() -> None:
    sketch = Sketch().add("web", label="**Boss** [click](http://evil)").chain("web", "api")
    text = sketch.assess().analysis
    assert "[click](http://evil)" not in text
    assert r"\*\*Boss\*\* \[click\](http://evil)" in text


def test_a_design_for_no_particular_problem_is_still_reviewed() -> None:
    text = Sketch().chain("web", "api", "db").assess().analysis
    assert text.startswith("**This design is ")


def test_an_empty_canvas_says_so() -> None:
    text = assess(read_document({"design": {}})).analysis
    assert text.startswith("**The canvas is empty, so there is nothing to assess yet.**")
    assert "None yet" in text
    assert "[What Is System Design?](/learn/what-is-system-design)" in text


def test_a_strong_design_gets_credit_and_no_invented_problems() -> None:
    sketch = (
        Sketch()
        .add("lb", replicas="2", healthCheck="HTTP")
        .add("cache", ttl="1h")
        .add("db", replication="sync")
        .chain("web", "lb", "api1", "db")
        .chain("lb", "api2", "db")
        .link("api1", "cache")
        .link("api2", "cache")
    )
    result = sketch.assess()
    strengths = result.analysis.split("### Strengths\n")[1].split("\n\n")[0]
    assert strengths.count("\n- ") >= 4
    assert "strong" in result.analysis.split("\n")[0]
