from pydantic import BaseModel, ConfigDict, Field


class CatalogueProblemOut(BaseModel):
    """SPEC §3's catalogue problem, plus tags so the catalogue can be filtered by them."""

    id: str
    title: str
    description: str
    difficulty: str
    requirements: list[str]
    tags: list[str]


class PracticeProblemOut(CatalogueProblemOut):
    """SPEC §3's practice problem; `estimatedTime` keeps the spec's spelling on the wire."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    functional_requirements: list[str]
    non_functional_requirements: list[str]
    estimated_time: str = Field(alias="estimatedTime")
    companies: list[str]
    tags: list[str]
    required_tier_id: int


class PracticeProblemsOut(BaseModel):
    problems: list[PracticeProblemOut]


class CatalogueOut(BaseModel):
    problems: list[CatalogueProblemOut]
