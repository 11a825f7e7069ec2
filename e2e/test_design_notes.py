"""The Notes tab: the reasoning beside the diagram is saved, exported and imported with it, and
typing it is no canvas edit."""

import json
from itertools import count
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import Server
from e2e.test_workspace import EXPORT_SCHEMA, answer_dialogs, components
from e2e.workspace_helpers import open_with_sample

NOTES = {
    "Estimates": "100M new URLs a month: 40 writes/s; 100 reads each: 4,000 reads/s",
    "API": "POST /urls -> { code }; GET /{code} -> 301",
    "Data model": "urls(code PK, long_url); partition key: code",
    "Consistency": "Replicas lag under a second; POST is idempotent on long_url",
    "Failure handling": "Primary down: promote a replica",
}
KEYS = {
    "Estimates": "estimates",
    "API": "api",
    "Data model": "data_model",
    "Consistency": "consistency",
    "Failure handling": "failure_handling",
}
_writers = count(1)


def open_workspace(page: Page, server: Server, tier: int) -> Page:
    page.set_viewport_size({"width": 1400, "height": 900})
    # A user of its own, so no other test's saved design or notes reach this one.
    open_with_sample(page, server.url, f"Note Writer {next(_writers)}", tier)
    return page


@pytest.fixture
def workspace(page: Page, dev_server: Server) -> Page:
    return open_workspace(page, dev_server, tier=3)


def notes_form(page: Page) -> Locator:
    page.get_by_role("tab", name="Notes").click()
    return page.get_by_role("form", name="Design notes")


def write_notes(page: Page, notes: dict[str, str]) -> None:
    form = notes_form(page)
    for label, text in notes.items():
        form.get_by_label(label, exact=True).fill(text)


def expect_notes(page: Page, notes: dict[str, str]) -> None:
    form = notes_form(page)
    for label, text in notes.items():
        expect(form.get_by_label(label, exact=True)).to_have_value(text)


def export(page: Page, tmp_path: Path) -> dict[str, Any]:
    with page.expect_download() as download:
        page.get_by_role("button", name="Export").click()
    saved = tmp_path / "export.json"
    download.value.save_as(saved)
    document: dict[str, Any] = json.loads(saved.read_text())
    return document


def test_notes_are_saved_with_the_design_and_survive_a_reload(
    page: Page, dev_server: Server
) -> None:
    # Tier 1 has the canvas without the coach: the notes come with the canvas.
    workspace = open_workspace(page, dev_server, tier=1)
    with workspace.expect_request(
        lambda r: (
            r.method == "PUT"
            and "/api/designs/url-shortener" in r.url
            and NOTES["Failure handling"] in (r.post_data or "")
        )
    ) as saved:
        write_notes(workspace, NOTES)
    design = json.loads(saved.value.post_data or "{}")["design"]
    assert design["notes"] == {KEYS[label]: text for label, text in NOTES.items()}
    workspace.reload()
    expect(components(workspace)).to_have_count(4)
    expect_notes(workspace, NOTES)


def test_typing_a_note_is_no_canvas_edit_and_clear_keeps_the_notes(workspace: Page) -> None:
    answer_dialogs(workspace, True)
    write_notes(workspace, {"API": "GET /{code}"})
    expect(workspace.get_by_role("button", name="Undo")).to_be_disabled()
    workspace.get_by_role("button", name="Clear").click()
    expect(components(workspace)).to_have_count(0)
    workspace.get_by_role("button", name="Undo").click()
    expect(components(workspace)).to_have_count(4)
    expect_notes(workspace, {"API": "GET /{code}"})


def test_a_counter_appears_near_the_limit(workspace: Page) -> None:
    field = notes_form(workspace).get_by_label("Consistency", exact=True)
    field.fill("x" * 1700)
    expect(workspace.get_by_text("characters left")).to_have_count(0)
    field.fill("x" * 1850)
    expect(field).to_have_accessible_description("150 characters left")
    field.press("End")
    workspace.keyboard.type("y" * 200)
    expect(field).to_have_value("x" * 1850 + "y" * 150)
    expect(field).to_have_accessible_description("0 characters left")


def test_the_export_carries_the_notes_and_an_import_restores_them(
    workspace: Page, tmp_path: Path
) -> None:
    workspace.context.grant_permissions(["clipboard-read", "clipboard-write"])
    answer_dialogs(workspace, True)
    write_notes(workspace, NOTES)
    document = export(workspace, tmp_path)
    jsonschema.validate(document, EXPORT_SCHEMA, format_checker=jsonschema.FormatChecker())
    assert document["design"]["notes"] == {KEYS[label]: text for label, text in NOTES.items()}

    write_notes(workspace, dict.fromkeys(NOTES, "changed my mind"))
    exported = tmp_path / "with-notes.json"
    exported.write_text(json.dumps(document))
    workspace.get_by_label("Import a design file").set_input_files(exported)
    expect(workspace.get_by_role("status").filter(has_text="and the notes")).to_be_visible()
    expect_notes(workspace, NOTES)

    del document["design"]["notes"]
    older = tmp_path / "before-notes.json"
    older.write_text(json.dumps(document))
    workspace.get_by_label("Import a design file").set_input_files(older)
    expect_notes(workspace, dict.fromkeys(NOTES, ""))


def test_an_import_with_a_note_too_long_is_refused(workspace: Page, tmp_path: Path) -> None:
    answer_dialogs(workspace, True)
    write_notes(workspace, {"Estimates": "kept"})
    document = export(workspace, tmp_path)
    document["design"]["notes"]["data_model"] = "x" * 2001
    too_long = tmp_path / "too-long.json"
    too_long.write_text(json.dumps(document))
    workspace.get_by_label("Import a design file").set_input_files(too_long)
    expect(workspace.get_by_role("alert")).to_contain_text(
        'Could not import too-long.json: The "Data model" note is longer than 2000 characters.'
    )
    expect_notes(workspace, {"Estimates": "kept"})
