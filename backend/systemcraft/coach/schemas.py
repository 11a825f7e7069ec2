from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from systemcraft.curriculum.ids import SLUG_PATTERN
from systemcraft.design import ExportDocument
from systemcraft.kit.strict_json import STORABLE_CHARACTER

_SAID = f"^{STORABLE_CHARACTER}*[^\\s\x00]{STORABLE_CHARACTER}*$"
PROBLEM_ID_MAX_LENGTH = 100
ProblemId = Annotated[str, Field(pattern=SLUG_PATTERN, max_length=PROBLEM_ID_MAX_LENGTH)]
Speaker = Literal["user", "coach"]


class ChatIn(BaseModel):
    """The coach's chat request, plus the current design so questions about it can be answered."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(
        max_length=4000,
        # At least one character that is not a space (the validator below says so in words).
        json_schema_extra={"minLength": 1, "pattern": _SAID},
    )
    session_id: str = Field(min_length=8, max_length=100, pattern=r"^[A-Za-z0-9_.:-]+$")
    problem_id: ProblemId | None = Field(
        default=None,
        description="The problem the conversation is about; without it, the design's problem",
    )
    design: ExportDocument | None = Field(
        default=None, description="The current design, so questions about it can be answered"
    )

    @field_validator("message")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("the message is empty")
        return value.strip()


class ChatOut(BaseModel):
    response: str = Field(description="The coach's answer in Markdown, citing lessons as links")
    timestamp: datetime


class HistoryMessage(BaseModel):
    role: Speaker
    content: str = Field(description="What the user asked, or the coach's answer in Markdown")
    timestamp: datetime


class ChatHistoryOut(BaseModel):
    messages: list[HistoryMessage] = Field(description="The conversation, oldest first")
