"""The assessment engine: turns an export document into findings, scores and written feedback,
with no network and no model. Pure Python plus Pydantic, so it is easy to test and fast enough
to run on every request. Documents are read by `systemcraft.design`.

assess() (assess.py) runs the stages in order: reading/, graph/, rules/, flows/, rubric/,
scoring/ and wording/; README.md beside this file maps them."""

from systemcraft.assessment.engine.assess import assess
from systemcraft.assessment.engine.expectations import CapabilityWeights, Expectations, Weight
from systemcraft.assessment.engine.lessons import LESSONS, lesson_link
from systemcraft.assessment.engine.results import (
    Assessment,
    Dimension,
    Finding,
    Scores,
    Severity,
)

__all__ = [
    "LESSONS",
    "Assessment",
    "CapabilityWeights",
    "Dimension",
    "Expectations",
    "Finding",
    "Scores",
    "Severity",
    "Weight",
    "assess",
    "lesson_link",
]
