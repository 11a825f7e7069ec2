from pydantic import BaseModel, ConfigDict, Field, computed_field

from systemcraft.tiers import practice_tier


class CatalogueProblemOut(BaseModel):
    """A problem as the catalogue lists it, with tags so the catalogue can be filtered by them."""

    model_config = ConfigDict(from_attributes=True)

    id: str
    title: str
    description: str
    difficulty: str
    requirements: list[str]
    tags: list[str]


class PracticeProblemSummary(BaseModel):
    """What a playground card shows; open to visitors. The requirements come only with the
    tier-checked problem, so the list gives away nothing the detail refuses."""

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


class PracticeProblemOut(PracticeProblemSummary):
    """A practice problem in full; `estimatedTime` keeps its camelCase name on the wire."""

    requirements: list[str]
    functional_requirements: list[str]
    non_functional_requirements: list[str]


class PracticeProblemsOut(BaseModel):
    problems: list[PracticeProblemSummary]


class CatalogueOut(BaseModel):
    problems: list[CatalogueProblemOut]
