"""Problem files beyond their fields: the brief's numbers agree with each other, the lessons
it practises exist, the reference design is a valid export document for it, and catalogue-only
problems load beside the practice ones."""

import json
from pathlib import Path
from textwrap import dedent

import pytest
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from systemcraft.curriculum.loading.errors import ContentError
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.curriculum.loading.store import load_curriculum
from systemcraft.curriculum.models import Problem
from tests.curriculum.factory import sample_tree, write_problem

# 40 writes a second of 500 bytes kept five years: 40 x 86,400 x 1,825 x 500 = 3.15e12 bytes.
SCALE = """\
scale:
  daily_active_users: 10000000
  reads_per_second: {average: 4000, peak: 20000}
  writes_per_second: {average: 40, peak: 200}
  bytes_per_write: 500
  retention_days: 1825
  storage_bytes: STORAGE
  peak_bandwidth_bits_per_second: 8.0e+7
  latency_p99_ms: 100
  availability_percent: 99.99
"""
CATALOGUE = """\
id: live-comments
title: Design Live Comments
description: >-
  Comments on live videos.
difficulty: Medium
requirements:
  functional: [Viewers see new comments within 2 seconds.]
  non_functional:
    - 50,000 comments a second at peak.
tags: [real-time]
"""


def _practice(root: Path, extra: str) -> Path:
    path = write_problem(sample_tree(root), "url-shortener", tier=0)
    path.write_text(path.read_text() + dedent(extra))
    return path


def _problems(root: Path) -> list[str]:
    with pytest.raises(ContentError) as caught:
        read_curriculum(root)
    return [str(problem).split(": ", 1)[1] for problem in caught.value.problems]


def test_storage_must_follow_from_the_write_rate_and_retention(tmp_path: Path) -> None:
    _practice(tmp_path, SCALE.replace("STORAGE", "3.0e+12"))
    read_curriculum(tmp_path)
    _practice(tmp_path / "wrong", SCALE.replace("STORAGE", "3.0e+10"))
    assert _problems(tmp_path / "wrong") == [
        "scale.storage_bytes is 3e+10, but writes x 86,400 x retention_days x bytes_per_write "
        "gives 3.15e+12"
    ]


def test_a_peak_below_the_average_is_refused(tmp_path: Path) -> None:
    scale = SCALE.replace("STORAGE", "3.0e+12").replace("peak: 200}", "peak: 20}")
    _practice(tmp_path, scale)
    assert _problems(tmp_path) == ["scale.writes_per_second: peak 20 is below the average 40"]


def test_lessons_must_exist(tmp_path: Path) -> None:
    _practice(tmp_path, "lessons: [caching, no-such-lesson]\n")
    assert _problems(tmp_path) == ["lessons: no lesson has the id 'no-such-lesson'"]


@pytest.mark.parametrize(
    ("document", "complaint"),
    [
        ("{not json", "not a valid export document: The design document is not valid JSON"),
        (
            json.dumps({"problem": {"id": "pastebin"}, "design": {"components": []}}),
            "its \"problem\" must name the problem id 'url-shortener'",
        ),
    ],
)
def test_a_reference_must_be_an_export_document_for_its_problem(
    tmp_path: Path, document: str, complaint: str
) -> None:
    path = _practice(tmp_path, "")
    path.with_name("url-shortener.reference.json").write_text(document)
    [problem] = _problems(tmp_path)
    assert problem.startswith(complaint)


def test_catalogue_problems_load_after_the_practice_ones(tmp_path: Path) -> None:
    path = _practice(tmp_path, "hints: [Start from the redirect.]\n")
    reference = {"problem": {"id": "url-shortener"}, "design": {"components": []}}
    path.with_name("url-shortener.reference.json").write_text(json.dumps(reference))
    (tmp_path / "catalogue").mkdir()
    (tmp_path / "catalogue" / "live-comments.yaml").write_text(CATALOGUE)
    engine = create_engine(f"sqlite:///{tmp_path / 'db.sqlite'}")
    Problem.metadata.create_all(engine)
    with Session(engine) as db:
        load_curriculum(db, tmp_path)
        rows = list(db.scalars(select(Problem).order_by(Problem.position)))
    assert [(p.id, p.practice) for p in rows] == [("url-shortener", True), ("live-comments", False)]
    assert rows[0].hints == ["Start from the redirect."]
    assert rows[0].reference == reference
    assert rows[1].requirements == [
        "Viewers see new comments within 2 seconds.",
        "50,000 comments a second at peak.",
    ]


def test_a_catalogue_problem_may_not_take_a_practice_problems_id(tmp_path: Path) -> None:
    _practice(tmp_path, "")
    (tmp_path / "catalogue").mkdir()
    clash = CATALOGUE.replace("id: live-comments", "id: url-shortener")
    (tmp_path / "catalogue" / "url-shortener.yaml").write_text(clash)
    assert _problems(tmp_path) == ["a practice problem already has the id 'url-shortener'"]
