from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from systemcraft.assessment.engine import Finding, Scores
from systemcraft.design import ExportDocument


class AssessmentOut(BaseModel):
    """An assessment's result, with the engine's findings and the recorded submission."""

    status: str = Field(description="'success' when assessed; 'error' when it could not be")
    analysis: str = Field(description="Feedback in Markdown, or why there is none")
    scores: Scores
    findings: list[Finding]
    feedback_included: bool = Field(
        description="False below tier 3: the scores and total, without the written analysis "
        "and the findings"
    )
    submission_id: int | None = Field(description="The recorded submission; null when not assessed")
    created_at: datetime | None


class SubmissionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    problem_id: str = Field(min_length=1, max_length=80)
    playground_state: ExportDocument = Field(description="The design as an export document")


class SubmissionSummary(BaseModel):
    id: int
    problem_id: str | None
    source: str = Field(description="'analysis' (Run Assessment) or 'submission'")
    scores: Scores
    created_at: datetime


class SubmissionsOut(BaseModel):
    submissions: list[SubmissionSummary]
