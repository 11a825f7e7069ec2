from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

from systemcraft.assessment.engine import Scores
from systemcraft.curriculum.scale import ScaleFile
from systemcraft.design import ExportDocument
from systemcraft.users.tiers import practice_tier


class CatalogueProblemOut(BaseModel):
    """A problem as the catalogue lists it, with tags so the catalogue can be filtered by them."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    title: str
    description: str
    difficulty: str
    requirements: list[str]
    tags: list[str]
    practice: bool = Field(description="True when the playground has a workspace for it")


class PracticeProblemSummary(BaseModel):
    """What a playground card shows; open to visitors. The requirements, hints, rubric and
    reference come only with the tier-checked problem, so the list gives away nothing the
    detail refuses."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True, from_attributes=True)

    id: str
    title: str
    description: str
    difficulty: str
    estimated_time: str = Field(alias="estimatedTime")
    companies: list[str]
    tags: list[str]
    required_tier_id: int

    @computed_field  # type: ignore[prop-decorator]
    @property
    def practice_tier(self) -> int:
        """The tier that opens this problem in the playground, by the tier policy."""
        return practice_tier(self.required_tier_id)


class LessonLink(BaseModel):
    id: str
    title: str


class RubricQuestion(BaseModel):
    dimension: Literal["scalability", "consistency", "fault_tolerance"]
    question: str


class RubricOut(BaseModel):
    """What the assessment looks for, in the words of the brief: the flows a design must carry
    and the questions an interviewer asks about it (never the answers it accepts)."""

    flows: list[str]
    questions: list[RubricQuestion]


class PracticeProblemOut(PracticeProblemSummary):
    """A practice problem in full; `estimatedTime` keeps its camelCase name on the wire."""

    requirements: list[str]
    functional_requirements: list[str]
    non_functional_requirements: list[str]
    scale: ScaleFile | None
    lessons: list[LessonLink] = Field(description="The lessons this problem practises")
    hints: list[str] = Field(description="Shown one at a time in the workspace")
    follow_ups: list[str] = Field(description="What an interviewer asks once the design stands")
    rubric: RubricOut | None
    reference_available: bool = Field(
        description="True once the user has an assessed attempt at this problem, which opens "
        "the reference design"
    )


class ReferenceOut(BaseModel):
    problem_id: str
    document: ExportDocument = Field(description="The model answer as an export document")
    scores: Scores = Field(description="What the assessment gives the reference design")


class PracticeProblemsOut(BaseModel):
    problems: list[PracticeProblemSummary]


class CatalogueOut(BaseModel):
    problems: list[CatalogueProblemOut]
