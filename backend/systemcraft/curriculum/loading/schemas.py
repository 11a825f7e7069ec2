"""What each content file must contain, checked by Pydantic with messages for authors."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from systemcraft.assessment.engine import Expectations
from systemcraft.curriculum.ids import Slug
from systemcraft.curriculum.scale import ScaleFile

Icon = Literal["compass", "layers", "database", "zap", "shuffle", "shield", "globe", "cpu"]


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class TopicFile(StrictModel):
    id: Slug
    title: str = Field(min_length=1, max_length=120)
    icon: Icon = "compass"
    description: str = Field(default="", max_length=300)
    order: int = Field(ge=0)


class LessonFrontMatter(StrictModel):
    id: Slug
    title: str = Field(min_length=1, max_length=160)
    order: int = Field(ge=0)
    required_tier_id: int = Field(default=0, ge=0, le=9)


class QuizChoiceFile(StrictModel):
    choice_text: str = Field(min_length=1, max_length=400)
    is_correct: bool = False


class QuizQuestionFile(StrictModel):
    question_text: str = Field(min_length=1, max_length=600)
    explanation: str | None = Field(default=None, max_length=1200)
    choices: list[QuizChoiceFile] = Field(min_length=2, max_length=6)

    @field_validator("choices")
    @classmethod
    def _exactly_one_correct(cls, choices: list[QuizChoiceFile]) -> list[QuizChoiceFile]:
        correct = sum(choice.is_correct for choice in choices)
        if correct == 0:
            raise ValueError("no choice is marked is_correct: true")
        if correct > 1:
            raise ValueError(f"{correct} choices are marked correct; exactly one must be")
        return choices


class QuizFile(StrictModel):
    questions: list[QuizQuestionFile] = Field(min_length=1, max_length=20)


Text = Annotated[str, Field(min_length=1, max_length=400)]
Label = Annotated[str, Field(min_length=1, max_length=60)]


class RequirementsFile(StrictModel):
    functional: list[Text] = Field(min_length=1, max_length=15)
    non_functional: list[Text] = Field(default_factory=list, max_length=15)


Hint = Annotated[str, Field(min_length=1, max_length=400)]
DEFAULT_ESTIMATED_TIME = "45 mins"


class CatalogueFile(StrictModel):
    """A problem the catalogue lists without a workspace: what it asks and how big it is."""

    id: Slug
    title: str = Field(min_length=1, max_length=160)
    description: str = Field(min_length=1, max_length=2000)
    difficulty: Literal["Easy", "Medium", "Hard"]
    requirements: RequirementsFile
    tags: list[Label] = Field(default_factory=list, max_length=12)


class ProblemFile(CatalogueFile):
    """A practice problem: a catalogue entry plus everything the workspace and the assessment
    need (its place in the list, hints, follow-ups, lessons and the rubric)."""

    order: int = Field(default=1000, ge=0)
    estimated_time: str = Field(default=DEFAULT_ESTIMATED_TIME, max_length=30)
    companies: list[Label] = Field(default_factory=list, max_length=12)
    required_tier_id: int = Field(default=1, ge=0, le=9)
    lessons: list[Slug] = Field(default_factory=list, max_length=8)
    scale: ScaleFile | None = None
    hints: list[Hint] = Field(default_factory=list, max_length=6)
    follow_ups: list[Hint] = Field(default_factory=list, max_length=8)
    assessment: Expectations | None = None
