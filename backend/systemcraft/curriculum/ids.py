"""How the curriculum names its topics, lessons and problems: the ids in its files and URLs."""

from typing import Annotated

from pydantic import Field

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=80)]
