"""The assessment engine: turns a design export (SPEC §3) into findings, scores and written
feedback, with no network and no model. Pure Python plus Pydantic, so it is easy to test and
fast enough to run on every request."""

from systemcraft.assessment.engine.assess import assess
from systemcraft.assessment.engine.document import (
    MAX_COMPONENTS,
    MAX_CONNECTIONS,
    MAX_DOCUMENT_BYTES,
    DesignDocument,
)
from systemcraft.assessment.engine.errors import DesignDocumentError
from systemcraft.assessment.engine.expectations import Capabilities, Expectations, Weight
from systemcraft.assessment.engine.lessons import LESSONS, lesson_link
from systemcraft.assessment.engine.parsing import decode_document, parse_document
from systemcraft.assessment.engine.results import (
    Assessment,
    Dimension,
    Finding,
    Scores,
    Severity,
)

__all__ = [
    "LESSONS",
    "MAX_COMPONENTS",
    "MAX_CONNECTIONS",
    "MAX_DOCUMENT_BYTES",
    "Assessment",
    "Capabilities",
    "DesignDocument",
    "DesignDocumentError",
    "Dimension",
    "Expectations",
    "Finding",
    "Scores",
    "Severity",
    "Weight",
    "assess",
    "decode_document",
    "lesson_link",
    "parse_document",
]
