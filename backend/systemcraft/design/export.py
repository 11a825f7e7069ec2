"""The export document: what the canvas downloads, copies and sends to be assessed (the format
the product fixes, version 1.0).

Documents also come from older exports and other tools, so reading is lenient: unknown keys are
ignored, missing fields take the canvas's defaults, numbers are accepted where text is expected,
and the type of a component may be spelled loosely. Lengths are capped so that no document can
make the server do unbounded work. The JSON Schema generated from these models in serialization
mode (see `design.schemas`) describes exactly what the canvas writes.
"""

from typing import Annotated, Any, Final

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WithJsonSchema,
    WrapValidator,
    field_validator,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, PydanticUseDefault

from systemcraft.design.notes import NoteFields, empty_notes
from systemcraft.design.vocabulary import (
    COMPONENT_TYPES,
    DEFAULT_LATENCY,
    DEFAULT_PROTOCOL,
    DEFAULT_SYNC,
    MAX_COMPONENTS,
    MAX_CONNECTIONS,
    MAX_ID_LENGTH,
    MAX_LABEL_LENGTH,
    MAX_TEXT_LENGTH,
    PROTOCOLS,
    SYNC_MODES,
)
from systemcraft.kit import strict_json

EXPORT_VERSION: Final = "1.0"
MAX_PROPERTIES_PER_COMPONENT: Final = 200


def written_as(schema: dict[str, Any]) -> WithJsonSchema:
    """What the canvas always writes in a field that reading accepts more loosely."""
    return WithJsonSchema(schema, mode="serialization")


def _default_when_invalid(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    try:
        read = handler(value)
    except ValidationError:
        raise PydanticUseDefault() from None
    # Text that could not be stored is as unreadable as text of the wrong type.
    if strict_json.first_unstorable(read) is not None:
        raise PydanticUseDefault()
    return read


# For the fields the assessment does not read: a document is not refused over them, whatever
# they hold, and the schema says so (any value, in validation mode).
Tolerated = WrapValidator(_default_when_invalid, json_schema_input_type=Any)

Id = Annotated[str, Field(min_length=1, max_length=MAX_ID_LENGTH)]
ShortText = Annotated[str, Field(max_length=100)]
Label = Annotated[str, Field(max_length=MAX_LABEL_LENGTH)]
LongText = Annotated[str, Field(max_length=MAX_TEXT_LENGTH)]
TextList = Annotated[list[LongText], Field(max_length=200), Tolerated]


class LenientModel(BaseModel):
    model_config = ConfigDict(
        extra="ignore",
        coerce_numbers_to_str=True,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
        json_schema_serialization_defaults_required=True,
    )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """In validation mode the schema says what reading takes: a number wherever text is
        expected (it is read as its digits)."""
        schema = handler(core_schema)
        if handler.mode == "validation":
            properties = handler.resolve_ref_schema(schema).get("properties", {})
            for name, declared in properties.items():
                properties[name] = _numbers_as_text(declared)
        return schema


def _numbers_as_text(declared: JsonSchemaValue) -> JsonSchemaValue:
    if declared.get("type") == "string":
        return {"anyOf": [declared, {"type": "number"}]}
    if "anyOf" in declared:
        branches = declared["anyOf"]
        if any(branch.get("type") == "string" for branch in branches):
            return {**declared, "anyOf": [*branches, {"type": "number"}]}
    return declared


# What a property's value may be written as: text, or a number, true or false, a list of
# values (joined with ", "), or nothing.
PropertyValueIn = str | float | bool | list[Any] | None


class CustomProperty(LenientModel):
    key: Annotated[str, Field(min_length=1, max_length=100)]
    value: LongText = ""

    @field_validator("value", mode="before", json_schema_input_type=PropertyValueIn)
    @classmethod
    def _as_text(cls, value: Any) -> Any:
        # The canvas joins lists with ", " on export; other tools may not have.
        if isinstance(value, list):
            return ", ".join(str(item) for item in value)
        if isinstance(value, bool):
            return str(value).lower()
        return "" if value is None else value


# The two shapes custom properties come in: the canvas's list of pairs, or a plain mapping.
_PropertyList = Annotated[list[CustomProperty], Field(max_length=MAX_PROPERTIES_PER_COMPONENT)]
_PropertyMapping = Annotated[
    dict[Annotated[str, Field(min_length=1, max_length=100)], PropertyValueIn],
    Field(max_length=MAX_PROPERTIES_PER_COMPONENT),
]


class ComponentMetadata(LenientModel):
    component_type: Annotated[
        Annotated[str, Field(max_length=50)] | None, written_as({"enum": list(COMPONENT_TYPES)})
    ] = None
    custom_logic: LongText = Field(default="", alias="customLogic")
    custom_properties: list[CustomProperty] = Field(
        default_factory=list, alias="customProperties", max_length=MAX_PROPERTIES_PER_COMPONENT
    )

    @field_validator(
        "custom_properties",
        mode="before",
        json_schema_input_type=_PropertyList | _PropertyMapping,
    )
    @classmethod
    def _pairs_from_mapping(cls, value: Any) -> Any:
        # A plain {key: value} object is the obvious shape for hand-written documents.
        if isinstance(value, dict):
            return [{"key": key, "value": item} for key, item in value.items()]
        return value


# Far beyond any canvas, so a coordinate from another tool is kept as written; the canvas
# brings a box back onto itself.
MAX_COORDINATE: Final = 1_000_000


# A number as JSON writes it: not text, nor true or false (which lax reading takes as 1 and 0).
Coordinate = Annotated[
    float, Field(strict=True, ge=-MAX_COORDINATE, le=MAX_COORDINATE, allow_inf_nan=False)
]


class ExportedPosition(LenientModel):
    """Where the component's box stands on the canvas (its top-left corner, in pixels)."""

    x: Coordinate
    y: Coordinate


class ExportedComponent(LenientModel):
    id: Id
    type: Annotated[ShortText, written_as({"const": "primitive"})] = "primitive"
    label: Label = ""
    metadata: ComponentMetadata = Field(default_factory=ComponentMetadata)
    # Older documents and other tools leave it out, or write what cannot be a place: the
    # design is then laid out afresh.
    position: Annotated[ExportedPosition | None, Tolerated] = None


class ExportedConnectionProperties(LenientModel):
    protocol: Annotated[ShortText, written_as({"enum": list(PROTOCOLS)})] = DEFAULT_PROTOCOL
    latency: ShortText = DEFAULT_LATENCY
    sync: Annotated[ShortText, written_as({"enum": list(SYNC_MODES)})] = DEFAULT_SYNC
    description: LongText = ""


class ExportedConnection(LenientModel):
    id: Id
    start: Id
    end: Id
    label: Annotated[ShortText, written_as({"type": "string", "pattern": "^[1-9][0-9]*$"})] = ""
    properties: ExportedConnectionProperties = Field(default_factory=ExportedConnectionProperties)


class ExportedNotes(LenientModel, NoteFields):
    """The notes beside the diagram. Older documents and other tools leave out some or all of
    them: a missing note (or missing notes) reads as empty; one too long is refused."""

    @model_validator(mode="before")
    @classmethod
    def _missing_are_empty(cls, data: Any) -> Any:
        if data is None:
            return empty_notes()
        return empty_notes() | data if isinstance(data, dict) else data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        """The canvas writes every note; a reader takes a document without some or all."""
        schema = super().__get_pydantic_json_schema__(core_schema, handler)
        if handler.mode == "validation":
            handler.resolve_ref_schema(schema).pop("required", None)
        return schema


def _notes_or_none(value: Any) -> Any:
    return empty_notes() if value is None else value


class ExportedDesign(LenientModel):
    system_name: Label = ""
    components: list[ExportedComponent] = Field(default_factory=list, max_length=MAX_COMPONENTS)
    connections: list[ExportedConnection] = Field(default_factory=list, max_length=MAX_CONNECTIONS)
    core_user_journey: Annotated[LongText, Tolerated] = ""
    functional_requirements: TextList = Field(default_factory=list)
    non_functional_requirements: TextList = Field(default_factory=list)
    notes: Annotated[
        ExportedNotes, BeforeValidator(_notes_or_none, json_schema_input_type=ExportedNotes | None)
    ] = Field(default_factory=lambda: ExportedNotes.model_validate({}))

    @model_validator(mode="before")
    @classmethod
    def _bounded(cls, data: Any) -> Any:
        # Before validation, so a huge list is refused without building a model for each item.
        if isinstance(data, dict):
            for field, limit in (("components", MAX_COMPONENTS), ("connections", MAX_CONNECTIONS)):
                items = data.get(field)
                if isinstance(items, list) and len(items) > limit:
                    raise _reference_error(
                        field,
                        f"a design can have at most {limit} {field} (this one has {len(items)}).",
                    )
        return data

    @model_validator(mode="after")
    def _references_resolve(self) -> "ExportedDesign":
        component_ids = _unique_ids("components", "component", [c.id for c in self.components])
        _unique_ids("connections", "connection", [c.id for c in self.connections])
        for index, connection in enumerate(self.connections):
            for end in ("start", "end"):
                target = getattr(connection, end)
                if target not in component_ids:
                    raise _reference_error(
                        f"connections[{index}].{end}",
                        f"no component has the id {target!r}",
                        CONFLICT,
                    )
        return self


def _unique_ids(field: str, noun: str, ids: list[str]) -> set[str]:
    seen: set[str] = set()
    for index, item_id in enumerate(ids):
        if item_id in seen:
            raise _reference_error(
                f"{field}[{index}].id", f"another {noun} already has the id {item_id!r}", CONFLICT
            )
        seen.add(item_id)
    return seen


# The error type of a design whose parts contradict each other (a duplicate id, a connection to
# a component it does not have): what no schema can say, so not a malformed request but a
# conflict within it (409).
CONFLICT: Final = "design_conflict"


def _reference_error(where: str, what: str, kind: str = "design_part") -> PydanticCustomError:
    """An error about part of the design, which `reading` reports at that part's location."""
    return PydanticCustomError(kind, "{where}: {what}", {"where": where, "what": what})


class ExportedProblem(LenientModel):
    id: Annotated[ShortText | None, written_as({"type": "string", "minLength": 1})] = None
    title: Label | None = None
    description: Annotated[LongText, Tolerated] = ""
    difficulty: Annotated[ShortText, Tolerated] = ""
    requirements: TextList = Field(default_factory=list)
    estimatedTime: Annotated[ShortText, Tolerated] = ""  # noqa: N815 - the document's field name
    companies: TextList = Field(default_factory=list)
    tags: TextList = Field(default_factory=list)
    required_tier_id: Annotated[
        Annotated[int, Field(ge=0, le=2**31 - 1)],
        Tolerated,
        written_as({"type": "integer", "minimum": 0}),
    ] = 0


class ExportDocument(LenientModel):
    """A design with the problem it answers."""

    problem: ExportedProblem | None = None
    design: ExportedDesign
    feedback_level: Annotated[ShortText, Tolerated, written_as({"const": "interview"})] = (
        "interview"
    )
    export_timestamp: Annotated[
        ShortText, Tolerated, written_as({"type": "string", "format": "date-time"})
    ] = ""
    export_version: Annotated[ShortText, Tolerated, written_as({"const": EXPORT_VERSION})] = (
        EXPORT_VERSION
    )
