"""The server reads component types as the canvas's import does: one table, shared cases."""

import json
from pathlib import Path

import pytest

from systemcraft.design.recognition import recognise_role, recognise_type

CASES = json.loads((Path(__file__).parent / "recognition_cases.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case['declared']}|{case['label']}")
def test_each_shared_case_is_recognised(case: dict[str, str | None]) -> None:
    assert recognise_type(case["declared"], case["label"] or "") == case["expected"]


@pytest.mark.parametrize(
    ("declared", "label", "role"),
    [
        ("database", "S3 Storage", "object-store"),
        ("database", "Blob storage", "object-store"),
        ("database", "Users storage", "database"),
        # A product in brackets outranks a generic word outside them.
        ("database", "Block Storage (S3)", "object-store"),
        ("database", "Block Storage", "database"),
        ("server", "Redis storage", "cache"),
        ("database", "Users DB", "database"),
        ("server", "Chat servers (WebSocket)", "realtime"),
        ("pub-sub", "Kafka", "log"),
        ("database", "Vespa (title search)", "search"),
        ("server", "Transcoder workers", "worker"),
        # A product named as what the process works on: it repairs Valkey, it is not one.
        ("server", "Season finalizer + Valkey repair", "worker"),
        # What follows "with" is what the part has, not what it is.
        ("server", "Application servers with the cache client library", "service"),
        ("server", "Gateways with local limiter", "gateway"),
        ("server", "Something with Redis", "cache"),
        ("database", "Postgres with read replicas", "database"),
    ],
)
def test_roles_come_from_the_most_specific_word(declared: str, label: str, role: str) -> None:
    assert recognise_role(declared, label) == role
