"""The export document of SPEC §3 as the engine reads it.

Documents also arrive from older exports and other tools, so the models are lenient: unknown
keys are ignored, most fields have the canvas defaults, numbers are accepted where text is
expected. Lengths are capped so one document cannot make the engine do unbounded work.
"""

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

MAX_DOCUMENT_BYTES: int = 2_000_000
MAX_COMPONENTS = 500
MAX_CONNECTIONS = 2000
MAX_PROPERTIES_PER_COMPONENT = 200

Id = Annotated[str, Field(min_length=1, max_length=100)]
ShortText = Annotated[str, Field(max_length=100)]
Label = Annotated[str, Field(max_length=200)]
LongText = Annotated[str, Field(max_length=2000)]


class LenientModel(BaseModel):
    model_config = ConfigDict(
        extra="ignore", coerce_numbers_to_str=True, validate_by_name=True, validate_by_alias=True
    )


class CustomProperty(LenientModel):
    key: Annotated[str, Field(min_length=1, max_length=100)]
    value: LongText = ""

    @field_validator("value", mode="before")
    @classmethod
    def _as_text(cls, value: Any) -> Any:
        # The canvas joins arrays with ", " on export; other tools may not have.
        if isinstance(value, list):
            return ", ".join(str(item) for item in value)
        if isinstance(value, bool):
            return str(value).lower()
        return "" if value is None else value


class ComponentMetadata(LenientModel):
    component_type: Annotated[str, Field(max_length=50)] | None = None
    custom_logic: LongText = Field(default="", alias="customLogic")
    custom_properties: list[CustomProperty] = Field(
        default_factory=list, alias="customProperties", max_length=MAX_PROPERTIES_PER_COMPONENT
    )

    @field_validator("custom_properties", mode="before")
    @classmethod
    def _pairs_from_mapping(cls, value: Any) -> Any:
        # A plain {key: value} object is the obvious shape for hand-written documents.
        if isinstance(value, dict):
            return [{"key": key, "value": item} for key, item in value.items()]
        return value


class Component(LenientModel):
    id: Id
    type: ShortText = "primitive"
    label: Label = ""
    metadata: ComponentMetadata = Field(default_factory=ComponentMetadata)


class ConnectionProperties(LenientModel):
    protocol: ShortText = "HTTP"
    latency: ShortText = "< 100ms"
    sync: ShortText = "Synchronous"
    description: LongText = ""


class Connection(LenientModel):
    id: Id
    start: Id
    end: Id
    label: ShortText = ""
    properties: ConnectionProperties = Field(default_factory=ConnectionProperties)


class Design(LenientModel):
    system_name: Label = ""
    components: list[Component] = Field(default_factory=list, max_length=MAX_COMPONENTS)
    connections: list[Connection] = Field(default_factory=list, max_length=MAX_CONNECTIONS)


class ProblemSummary(LenientModel):
    """Only what the engine uses; the rest of the problem block is ignored."""

    id: ShortText | None = None
    title: Label | None = None


class DesignDocument(LenientModel):
    problem: ProblemSummary | None = None
    design: Design
