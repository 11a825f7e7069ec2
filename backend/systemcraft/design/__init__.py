"""The design document, defined once: the canvas's design as saved (`canvas`), the export
document the canvas writes and the assessment reads (`export`), the vocabulary, notes and limits
they share, and reading untrusted documents. Pure Pydantic: practice, assessment and coach
import it; `systemcraft design-schema` generates the front end's copy."""

from systemcraft.design.canvas import CanvasDesign
from systemcraft.design.export import ExportDocument, ExportedComponent, ExportedConnection
from systemcraft.design.reading import (
    DesignDocumentError,
    decode_document,
    describe_validation_error,
    read_document,
)

__all__ = [
    "CanvasDesign",
    "DesignDocumentError",
    "ExportDocument",
    "ExportedComponent",
    "ExportedConnection",
    "decode_document",
    "describe_validation_error",
    "read_document",
]
