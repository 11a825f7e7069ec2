"""What the engine returns: findings, scores and the written analysis."""

from typing import Literal

from pydantic import BaseModel, Field

Dimension = Literal["scalability", "consistency", "fault_tolerance"]
Severity = Literal["strength", "minor", "major", "critical"]

DIMENSIONS: tuple[Dimension, ...] = ("scalability", "consistency", "fault_tolerance")
SEVERITY_ORDER: dict[Severity, int] = {"critical": 0, "major": 1, "minor": 2, "strength": 3}


class Finding(BaseModel):
    rule_id: str = Field(description="The rule that produced the finding")
    dimension: Dimension
    severity: Severity
    components: list[str] = Field(description="Ids of the components concerned")
    message: str = Field(description="One line, naming components by their labels")
    why: str = Field(description="Why it matters")
    lesson: str = Field(description="Id of the lesson that explains the idea")


class Scores(BaseModel):
    scalability: int = Field(ge=0, le=5)
    consistency: int = Field(ge=0, le=5)
    fault_tolerance: int = Field(ge=0, le=5)
    total: int = Field(ge=0, le=15)
    max_score: int = 15

    @classmethod
    def of(cls, points: dict[Dimension, int]) -> "Scores":
        """The three dimensions' points, and their total."""
        return cls(**points, total=sum(points.values()))


class Assessment(BaseModel):
    status: Literal["success"] = "success"
    analysis: str = Field(description="Feedback in Markdown")
    scores: Scores
    findings: list[Finding]
