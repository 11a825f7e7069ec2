from datetime import datetime
from typing import Any

from pydantic import AliasPath, BaseModel, ConfigDict, Field, computed_field

from systemcraft.curriculum.ids import Slug
from systemcraft.users.tiers import open_to_visitors

# The out-models below are read straight from the curriculum's rows (Model.model_validate(row)):
# a validation alias names the row's attribute where the wire name differs from it.
FROM_ROWS = ConfigDict(from_attributes=True)


class SubtopicSummary(BaseModel):
    model_config = FROM_ROWS

    id: str
    title: str
    order: int = Field(validation_alias="position")
    required_tier_id: int

    @computed_field  # type: ignore[prop-decorator]
    @property
    def open_to_visitors(self) -> bool:
        """Anyone may read it, signed in or not; the others show their tier."""
        return open_to_visitors(self.required_tier_id)


class TopicOut(BaseModel):
    model_config = FROM_ROWS

    id: str
    title: str
    icon: str
    description: str
    order: int = Field(validation_alias="position")
    subtopics: list[SubtopicSummary] = Field(validation_alias="lessons")


class TopicsOut(BaseModel):
    topics: list[TopicOut]


class SectionOut(BaseModel):
    type: str
    data: dict[str, Any]


class ContentOut(BaseModel):
    model_config = FROM_ROWS

    id: str
    title: str
    topic_id: str
    topic_title: str = Field(validation_alias=AliasPath("topic", "title"))
    required_tier_id: int
    sections: list[SectionOut]


class ChoiceOut(BaseModel):
    id: str
    choice_text: str
    is_correct: bool


class QuestionOut(BaseModel):
    model_config = FROM_ROWS

    id: str
    question_text: str
    explanation: str | None
    question_choices: list[ChoiceOut] = Field(validation_alias="choices")


class QuizOut(BaseModel):
    model_config = FROM_ROWS

    subtopic_id: str = Field(validation_alias="id")
    questions: list[QuestionOut]


class QuizScoreIn(BaseModel):
    """A finished quiz's score, as the quiz sends it: `score` is the number correct, so it
    equals `correct`, and `percentage` is correct out of total, rounded. Numbers that do not
    add up, or a total that is not the quiz's number of questions, do not fit the quiz as it is
    (409): JSON Schema cannot say how fields relate, so the schema admits them."""

    model_config = ConfigDict(extra="forbid")

    subtopic_id: Slug
    score: int = Field(ge=0, le=100, description="The number of correct answers")
    correct: int = Field(ge=0, le=100)
    total: int = Field(ge=1, le=100, description="The quiz's number of questions")
    percentage: float = Field(ge=0, le=100, description="correct / total, as a percentage")


class QuizScoreOut(BaseModel):
    model_config = FROM_ROWS

    id: int
    subtopic_id: str = Field(validation_alias="lesson_id")
    score: int
    correct: int
    total: int
    percentage: int
    passed: bool
    created_at: datetime


class SubtopicProgress(BaseModel):
    subtopic_id: str
    best_percentage: int
    latest_percentage: int
    attempts: int
    passed: bool
    last_attempt_at: datetime


class ProgressOut(BaseModel):
    pass_mark: int
    subtopics: list[SubtopicProgress]
