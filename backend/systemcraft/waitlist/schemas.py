from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from systemcraft.kit.patterns import Pattern

# Deliberately simple: one @, a dot in the domain, no spaces (space around it is trimmed).
# Delivery is the real test. The schema carries the same pattern, so a client knows exactly
# what is taken; NUL is left out because no JSON body may hold it (kit/strict_json.py). Space is
# spelt out: what `\s` covers differs between regex engines (U+0085, for one).
_SPACE = " \t\n\r\f\v"
_PART = rf"[^@{_SPACE}\x00]+"
EMAIL_PATTERN = rf"^[{_SPACE}]*{_PART}@{_PART}\.{_PART}[{_SPACE}]*$"
# RE2, as every pattern over what a user typed: `[^@]+\.[^@]+` backtracks in `re`.
_EMAIL_SHAPE = Pattern(EMAIL_PATTERN, groups=False)


def _valid_email(value: str) -> str:
    if _EMAIL_SHAPE.fullmatch(value) is None:
        raise ValueError("enter a valid email address, like ada@example.com")
    return value.strip(_SPACE).lower()


Email = Annotated[
    str,
    # Our own pattern, not the schema's `pattern` (a different regex engine), checks it.
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
