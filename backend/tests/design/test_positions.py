"""Each component's place on the canvas travels in the export document: written by the canvas,
read leniently from older documents and other tools, where a missing or unusable place means
the design is laid out afresh."""

from typing import Any

import pytest

from systemcraft.design import read_document
from systemcraft.design.export import MAX_COORDINATE
from systemcraft.design.schemas import export_document_schema
from tests.assessment.builders import Sketch


def document_with(*positions: Any) -> dict[str, Any]:
    document = Sketch().chain("web", "api", "db").document("url-shortener")
    for component, position in zip(document["design"]["components"], positions, strict=False):
        component["position"] = position
    return document


def places(document: dict[str, Any]) -> list[tuple[float, float] | None]:
    return [
        (c.position.x, c.position.y) if c.position else None
        for c in read_document(document).design.components
    ]


def test_a_place_is_read_as_written() -> None:
    document = document_with({"x": 48, "y": 96}, {"x": 336.5, "y": -24}, {"x": 0, "y": 0})
    assert places(document) == [(48, 96), (336.5, -24), (0, 0)]


def test_a_document_without_places_reads_with_none() -> None:
    assert places(document_with()) == [None, None, None]


@pytest.mark.parametrize(
    "position",
    [
        None,
        "48,96",
        [48, 96],
        {"x": 48},
        {"x": "left", "y": 96},
        {"x": True, "y": 96},
        {"x": MAX_COORDINATE * 2, "y": 0},
        {"x": 1e400, "y": 0},
    ],
)
def test_a_place_that_cannot_be_used_reads_as_none_and_refuses_nothing(position: Any) -> None:
    assert places(document_with(position, {"x": 48, "y": 96})) == [None, (48, 96), None]


def test_the_schema_says_the_canvas_writes_a_place_for_every_component() -> None:
    schema = export_document_schema()
    component = schema["$defs"]["ExportedComponent"]
    assert "position" in component["required"]
    assert schema["$defs"]["ExportedPosition"]["required"] == ["x", "y"]
