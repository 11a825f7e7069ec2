"""The saved-design API's bodies; the design itself is `systemcraft.design.CanvasDesign`."""

from datetime import datetime

from pydantic import BaseModel, ConfigDict

from systemcraft.design import CanvasDesign


class SaveDesignIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    design: CanvasDesign


class SavedDesignOut(BaseModel):
    """`design` is null until the user first saves one for this problem; `version` is then 0,
    and each save takes the next (the ETag header carries it too, for If-Match)."""

    problem_id: str
    design: CanvasDesign | None
    updated_at: datetime | None
    version: int
