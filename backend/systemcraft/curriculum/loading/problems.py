"""Reads content/problems (practice problems, each beside its reference design) and
content/catalogue (problems the catalogue lists without a workspace), and checks that a brief's
numbers agree with each other, the way the estimation lesson derives them."""

from collections.abc import Collection
from pathlib import Path
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel

from systemcraft.curriculum.loading.schemas import CatalogueFile, ProblemFile
from systemcraft.curriculum.loading.yaml_source import YamlDocument
from systemcraft.design import DesignDocumentError, decode_document, read_document

DIFFICULTY_ORDER = {"Easy": 0, "Medium": 1, "Hard": 2}
SECONDS_PER_DAY = 86_400
# How far a stated figure may be from the one derived from the others: estimates are rounded.
STORAGE_TOLERANCE = 2.0
RATIO_TOLERANCE = 2.0
PEAK_TOLERANCE = 1.5
REFERENCE_SUFFIX = ".reference.json"
File = TypeVar("File", bound=BaseModel)
Entry = TypeVar("Entry", bound=CatalogueFile)


class Reporter(Protocol):
    def report(self, path: Path, line: int | None, message: str) -> None: ...

    def yaml(self, path: Path, text: str, first_line: int = 1) -> YamlDocument | None: ...

    def validated(self, model: type[File], document: YamlDocument, path: Path) -> File | None: ...


def _apart(stated: float, derived: float, tolerance: float) -> bool:
    if stated == derived:
        return False
    if min(stated, derived) <= 0:
        return True
    return max(stated, derived) / min(stated, derived) > tolerance


def inconsistencies(problem: ProblemFile) -> list[str]:
    """Where the brief's numbers disagree: storage that does not follow from the write rate and
    retention, or an assessment block sized for another load."""
    scale = problem.scale
    if scale is None:
        return []
    found = []
    writes = scale.writes_per_second
    reads = scale.reads_per_second
    stored = writes.average * SECONDS_PER_DAY * scale.retention_days * scale.bytes_per_write
    if _apart(scale.storage_bytes, stored, STORAGE_TOLERANCE):
        found.append(
            f"scale.storage_bytes is {scale.storage_bytes:.3g}, but writes x 86,400 x "
            f"retention_days x bytes_per_write gives {stored:.3g}"
        )
    expectations = problem.assessment
    if expectations is None:
        return found
    if writes.average > 0:
        ratio = reads.average / writes.average
        if _apart(expectations.reads_per_write, ratio, RATIO_TOLERANCE):
            found.append(
                f"assessment.reads_per_write is {expectations.reads_per_write:g}, but the "
                f"scale's reads per write are {ratio:.3g}"
            )
    peak = reads.peak + writes.peak
    if _apart(expectations.peak_requests_per_second, peak, PEAK_TOLERANCE):
        found.append(
            f"assessment.peak_requests_per_second is {expectations.peak_requests_per_second:g}, "
            f"but the scale's peak reads and writes add up to {peak:g}"
        )
    return found


def _read_files(reporter: Reporter, folder: Path, model: type[Entry]) -> list[tuple[Path, Entry]]:
    read = []
    for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
        document = reporter.yaml(path, path.read_text())
        item = document and reporter.validated(model, document, path)
        if item and item.id != path.stem:
            line = document.line_of(("id",)) if document else None
            reporter.report(path, line, f"id {item.id!r} must match the file name {path.stem!r}")
        elif item:
            read.append((path, item))
    return read


def _reference(reporter: Reporter, path: Path, problem_id: str) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        raw = decode_document(path.read_bytes())
        document = read_document(raw)
    except DesignDocumentError as error:
        reporter.report(path, None, f"not a valid export document: {error}")
        return None
    if document.problem is None or document.problem.id != problem_id:
        reporter.report(path, None, f'its "problem" must name the problem id {problem_id!r}')
        return None
    loaded: dict[str, Any] = raw
    return loaded


def read_problems(
    reporter: Reporter, content_dir: Path, lesson_ids: Collection[str]
) -> tuple[list[ProblemFile], dict[str, dict[str, Any]], list[CatalogueFile]]:
    """The practice problems in list order, their reference designs by id, and the
    catalogue-only problems by difficulty and title."""
    folder = content_dir / "problems"
    practice = _read_files(reporter, folder, ProblemFile)
    references = {}
    for path, problem in practice:
        for message in inconsistencies(problem):
            reporter.report(path, None, message)
        for lesson in problem.lessons:
            if lesson not in lesson_ids:
                reporter.report(path, None, f"lessons: no lesson has the id {lesson!r}")
        reference = _reference(reporter, folder / f"{problem.id}{REFERENCE_SUFFIX}", problem.id)
        if reference is not None:
            references[problem.id] = reference
    catalogue = _read_files(reporter, content_dir / "catalogue", CatalogueFile)
    taken = {problem.id for _, problem in practice}
    for path, entry in catalogue:
        if entry.id in taken:
            reporter.report(path, None, f"a practice problem already has the id {entry.id!r}")
    return (
        sorted((problem for _, problem in practice), key=_list_order),
        references,
        sorted((entry for _, entry in catalogue), key=_catalogue_order),
    )


def _list_order(problem: ProblemFile) -> tuple[int, int, str]:
    return problem.order, DIFFICULTY_ORDER[problem.difficulty], problem.title


def _catalogue_order(entry: CatalogueFile) -> tuple[int, str]:
    return DIFFICULTY_ORDER[entry.difficulty], entry.title
