"""How the curriculum names its topics, lessons and problems: the ids in its files and URLs."""

from typing import Annotated

from pydantic import Field

SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
Slug = Annotated[str, Field(pattern=SLUG_PATTERN, max_length=80)]
