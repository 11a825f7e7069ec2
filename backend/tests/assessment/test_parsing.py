import json
from typing import Any

import pytest

from systemcraft.design import DesignDocumentError, read_document
from systemcraft.design.vocabulary import MAX_COMPONENTS, MAX_CONNECTIONS, MAX_DOCUMENT_BYTES
from tests.assessment.builders import Sketch


def bare() -> dict[str, Any]:
    return Sketch().chain("web", "api", "db").document("url-shortener")


def refusal(raw: object) -> str:
    with pytest.raises(DesignDocumentError) as caught:
        read_document(raw)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_an_exported_document_parses_with_its_problem() -> None:
    document = read_document(bare())
    assert document.problem is not None
    assert document.problem.id == "url-shortener"
    assert [c.id for c in document.design.components] == ["web", "api", "db"]
    assert document.design.components[2].metadata.component_type == "database"


def test_documents_made_elsewhere_are_read_leniently() -> None:
    document = read_document(
        {
            "design": {
                "components": [
                    {"id": "a", "label": 42, "colour": "red"},
                    {"id": "b", "metadata": {"customProperties": {"ttl": 60, "tags": ["x", "y"]}}},
                ],
                "connections": [{"id": "c1", "start": "a", "end": "b"}],
            },
            "something_else": True,
        }
    )
    assert document.problem is None
    first, second = document.design.components
    assert first.label == "42"
    assert first.metadata.custom_properties == []
    assert [(p.key, p.value) for p in second.metadata.custom_properties] == [
        ("ttl", "60"),
        ("tags", "x, y"),
    ]
    properties = document.design.connections[0].properties
    assert (properties.protocol, properties.latency, properties.sync, properties.description) == (
        "HTTP",
        "< 100ms",
        "Synchronous",
        "",
    )


def test_json_text_and_bytes_are_decoded_first() -> None:
    text = json.dumps(bare())
    assert read_document(text) == read_document(text.encode()) == read_document(bare())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["design"]["components"][1].update(id="web"),
            "design.components[1].id: another component already has the id 'web'",
        ),
        (
            lambda d: d["design"]["connections"][1].update(id="c1"),
            "design.connections[1].id: another connection already has the id 'c1'",
        ),
        (
            lambda d: d["design"]["connections"][1].update(end="db-9"),
            "design.connections[1].end: no component has the id 'db-9'",
        ),
        (
            lambda d: d["design"]["connections"][0].update(start="ghost"),
            "design.connections[0].start: no component has the id 'ghost'",
        ),
        (
            lambda d: d["design"].update(components={"web": {}}),
            "design.components: must be a list, not an object",
        ),
        (
            lambda d: d["design"]["components"][0].update(label=["a"]),
            "design.components[0].label: must be text, not a list",
        ),
        (
            lambda d: d["design"]["components"][0].update(label="x" * 201),
            "design.components[0].label: must be at most 200 characters long",
        ),
        (
            lambda d: d["design"]["components"][0].update(id=""),
            "design.components[0].id: must not be empty",
        ),
        (
            lambda d: d["design"]["connections"][0].pop("end"),
            "design.connections[0].end: is required",
        ),
        (
            lambda d: d["design"]["connections"][0]["properties"].update(sync=None),
            "design.connections[0].properties.sync: must be text, not null",
        ),
        (lambda d: d.pop("design"), "design: is required"),
        (lambda d: d.update(design=[]), "design: must be an object, not a list"),
    ],
)
def test_a_broken_document_is_refused_naming_the_field(change: Any, message: str) -> None:
    document = bare()
    change(document)
    assert refusal(document) == message


def test_several_problems_are_summed_up_on_one_line() -> None:
    document = bare()
    document["design"]["components"][0]["label"] = ["a"]
    document["design"]["components"][1]["label"] = ["b"]
    assert refusal(document).endswith("(and 1 more problem)")


def test_component_and_connection_counts_are_capped() -> None:
    many = Sketch()
    for index in range(MAX_COMPONENTS + 1):
        many.add(f"api{index}")
    assert refusal(many.document()) == (
        "design.components: a design can have at most 500 components (this one has 501)."
    )
    busy = Sketch().chain("web", "api")
    for _ in range(MAX_CONNECTIONS):
        busy.link("web", "api")
    assert refusal(busy.document()) == (
        "design.connections: a design can have at most 2000 connections (this one has 2001)."
    )


def test_the_largest_allowed_design_parses() -> None:
    sketch = Sketch()
    for index in range(MAX_COMPONENTS):
        sketch.add(f"api{index}")
    for index in range(MAX_CONNECTIONS):
        sketch.link(f"api{index % MAX_COMPONENTS}", f"api{(index * 7 + 1) % MAX_COMPONENTS}")
    document = read_document(sketch.document())
    assert len(document.design.connections) == MAX_CONNECTIONS


def test_raw_input_must_be_small_valid_json_holding_an_object() -> None:
    assert refusal(b" " * (MAX_DOCUMENT_BYTES + 1)) == "The design document is larger than 2 MB."
    assert refusal("é" * (MAX_DOCUMENT_BYTES // 2 + 1)) == (
        "The design document is larger than 2 MB."
    )
    assert refusal(b"{not json") == (
        "The design document is not valid JSON: Expecting property name enclosed in double "
        "quotes at line 1, column 2."
    )
    assert refusal(b"\xff\xfe{") == "The design document is not valid JSON."
    assert refusal(b"[1, 2]") == "The design document must be a JSON object."
    assert refusal(None) == "The design document must be a JSON object."
