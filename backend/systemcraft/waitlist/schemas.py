import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

# Deliberately simple: one @, a dot in the domain, no spaces (space around it is trimmed).
# Delivery is the real test. The schema carries the same pattern, so a client knows exactly
# what is taken; NUL is left out because no JSON body may hold it (strict_json.py).
EMAIL_PATTERN = r"^\s*[^@\s\x00]+@[^@\s\x00]+\.[^@\s\x00]+\s*$"
_EMAIL_SHAPE = re.compile(EMAIL_PATTERN)


def _valid_email(value: str) -> str:
    if not _EMAIL_SHAPE.fullmatch(value):
        raise ValueError("enter a valid email address, like ada@example.com")
    return value.strip().lower()


Email = Annotated[
    str,
    # Python's own pattern, not the schema's `pattern` (a different regex engine), checks it.
    Field(
        min_length=3,
        max_length=254,
        examples=["ada@example.com"],
        json_schema_extra={"pattern": EMAIL_PATTERN},
    ),
    AfterValidator(_valid_email),
]


class WaitlistRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: Email


class WaitlistResponse(BaseModel):
    email: str
    message: str
