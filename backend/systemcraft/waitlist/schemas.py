import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field

# Deliberately simple: one @, a dot in the domain, no spaces. Delivery is the real test.
_EMAIL_SHAPE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _valid_email(value: str) -> str:
    email = value.strip().lower()
    if not _EMAIL_SHAPE.match(email):
        raise ValueError("enter a valid email address, like ada@example.com")
    return email


Email = Annotated[
    str,
    Field(min_length=3, max_length=254, examples=["ada@example.com"]),
    AfterValidator(_valid_email),
]


class WaitlistRequest(BaseModel):
    email: Email


class WaitlistResponse(BaseModel):
    email: str
    message: str
