from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from systemcraft.assessment.engine import Finding, Scores
from systemcraft.assessment.engine.results import Dimension
from systemcraft.design import ExportDocument
from systemcraft.users.tiers import FeedbackLevel


class DimensionChange(BaseModel):
    dimension: Dimension
    delta: int = Field(description="The points gained (negative: lost) since the previous attempt")
    summary: str = Field(
        description="The move and why, in words: '+1 fault tolerance: resolved “…”'"
    )


class AttemptChanges(BaseModel):
    """What changed since the user's previous attempt at the same problem."""

    previous_id: int = Field(description="The previous attempt")
    total_delta: int
    dimensions: list[DimensionChange] = Field(
        description="Each dimension whose score or findings changed, in the usual order"
    )


class AssessmentOut(BaseModel):
    """An assessment's result, with the engine's findings and the recorded submission."""

    status: str = Field(description="'success' when assessed; 'error' when it could not be")
    analysis: str = Field(description="Feedback in Markdown, or why there is none")
    scores: Scores
    findings: list[Finding]
    feedback_included: bool = Field(
        description="False below tier 3: the scores, the reason and the next step, and from "
        "tier 1 the single most important finding, without the full analysis"
    )
    feedback_level: FeedbackLevel = Field(
        description="'full' (tier 3+), 'top_finding' (tiers 1 and 2) or 'summary'"
    )
    lessons: dict[str, str] = Field(
        default_factory=dict, description="Lesson id -> title, for each lesson a finding cites"
    )
    changes: AttemptChanges | None = Field(
        default=None, description="What changed since the previous attempt; null for the first"
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
    changes: AttemptChanges | None = Field(
        default=None, description="What changed since the previous attempt; null for the first"
    )


class SubmissionsOut(BaseModel):
    submissions: list[SubmissionSummary]
