"""The notes beside the diagram: read leniently from export documents, strictly from the canvas's
saved design, and always written with all five."""

from typing import Any

import pytest
from pydantic import ValidationError

from systemcraft.design import CanvasDesign, DesignDocumentError, read_document
from systemcraft.design.notes import MAX_NOTE_LENGTH, NOTE_FIELDS
from systemcraft.design.schemas import export_document_schema
from tests.assessment.builders import Sketch

EMPTY = dict.fromkeys(NOTE_FIELDS, "")
WRITTEN = {
    "estimates": "100M URLs/month: ~40 writes/s, ~4,000 reads/s at 100:1; 500 B each, 3 TB in 5 y",
    "api": "POST /urls {long_url} -> {code}; GET /{code} -> 301",
    "data_model": "urls(code PK, long_url, created_at); partition key: code",
    "consistency": "Reads may lag a replica; creating a code is idempotent on long_url",
    "failure_handling": "Primary down: promote a replica; cache down: reads go to the database",
}


def document_with(notes: Any) -> dict[str, Any]:
    document = Sketch().chain("web", "api", "db").document("url-shortener")
    document["design"]["notes"] = notes
    return document


def notes_read_from(document: dict[str, Any]) -> dict[str, str]:
    return read_document(document).design.notes.model_dump()


def test_the_five_notes_are_the_ones_the_format_fixes() -> None:
    assert NOTE_FIELDS == ("estimates", "api", "data_model", "consistency", "failure_handling")
    assert MAX_NOTE_LENGTH == 2000


def test_written_notes_are_read_as_written() -> None:
    assert notes_read_from(document_with(WRITTEN)) == WRITTEN


def test_a_document_without_notes_reads_with_empty_ones() -> None:
    document = Sketch().chain("web", "api").document()
    assert "notes" not in document["design"]
    assert notes_read_from(document) == EMPTY
    assert notes_read_from(document_with(None)) == EMPTY


def test_missing_notes_are_empty_and_unknown_ones_are_ignored() -> None:
    read = notes_read_from(document_with({"api": "GET /{code}", "diagram_colour": "teal"}))
    assert read == {**EMPTY, "api": "GET /{code}"}


def test_a_number_is_read_as_text_like_other_text() -> None:
    assert notes_read_from(document_with({"estimates": 4000}))["estimates"] == "4000"


def test_a_note_at_the_limit_is_read() -> None:
    longest = "x" * MAX_NOTE_LENGTH
    assert notes_read_from(document_with({"consistency": longest}))["consistency"] == longest


@pytest.mark.parametrize(
    ("notes", "message"),
    [
        (
            {"failure_handling": "x" * (MAX_NOTE_LENGTH + 1)},
            "design.notes.failure_handling: must be at most 2000 characters long",
        ),
        ({"api": ["GET /"]}, "design.notes.api: must be text, not a list"),
        ("Estimates: lots", "design.notes: must be an object, not text"),
    ],
)
def test_unreadable_notes_are_refused_naming_the_note(notes: Any, message: str) -> None:
    with pytest.raises(DesignDocumentError) as refused:
        read_document(document_with(notes))
    assert str(refused.value) == message


def test_the_export_schema_requires_all_five_notes_and_nothing_else() -> None:
    schema = export_document_schema()
    assert "notes" in schema["$defs"]["ExportedDesign"]["required"]
    notes = schema["$defs"]["ExportedNotes"]
    assert notes["required"] == list(NOTE_FIELDS)
    assert notes["additionalProperties"] is False
    assert {field["maxLength"] for field in notes["properties"].values()} == {MAX_NOTE_LENGTH}


def test_exported_notes_serialize_with_all_five_keys() -> None:
    written = read_document(document_with({"api": "GET /"})).model_dump(mode="json")
    assert written["design"]["notes"] == {**EMPTY, "api": "GET /"}


# The canvas's saved design: strict, as only the canvas writes it.

DIAGRAM: dict[str, Any] = {"widgets": [], "connections": []}


def test_a_saved_design_keeps_its_notes() -> None:
    saved = CanvasDesign.model_validate({**DIAGRAM, "notes": WRITTEN})
    assert saved.model_dump(by_alias=True) == {**DIAGRAM, "notes": WRITTEN}


def test_a_design_saved_before_notes_loads_with_empty_ones() -> None:
    assert CanvasDesign.model_validate(DIAGRAM).model_dump()["notes"] == EMPTY


@pytest.mark.parametrize(
    "notes",
    [
        {"api": "GET /"},  # the canvas always writes all five
        {**EMPTY, "diagram_colour": "teal"},
        {**EMPTY, "estimates": "x" * (MAX_NOTE_LENGTH + 1)},
        {**EMPTY, "estimates": 4000},
        None,
    ],
)
def test_a_saved_design_refuses_notes_the_canvas_would_not_write(notes: Any) -> None:
    with pytest.raises(ValidationError):
        CanvasDesign.model_validate({**DIAGRAM, "notes": notes})
