"""The reasoning a learner writes beside the diagram: five notes of free text. The fields and
their limit are declared once, here; the saved design reads them strictly (`canvas`), the export
document leniently (`export`), and `make client` gives the front end their names and limit."""

from typing import Annotated, Final

from pydantic import BaseModel, Field

from systemcraft.design.vocabulary import MAX_TEXT_LENGTH

MAX_NOTE_LENGTH: Final = MAX_TEXT_LENGTH

NoteText = Annotated[str, Field(max_length=MAX_NOTE_LENGTH)]


class NoteFields(BaseModel):
    """The five notes, each of which the canvas always writes (empty when not written yet)."""

    estimates: NoteText  # QPS at average and peak, storage, bandwidth, with the arithmetic
    api: NoteText  # the endpoints or messages
    data_model: NoteText  # tables, keys or documents, and the partition key
    consistency: NoteText  # consistency model, replication mode, idempotency
    failure_handling: NoteText  # what happens when each important part fails


NOTE_FIELDS: Final[tuple[str, ...]] = tuple(NoteFields.model_fields)


def empty_notes() -> dict[str, str]:
    return dict.fromkeys(NOTE_FIELDS, "")
