"""How content mistakes are reported: the file, the line where known, and what is wrong."""

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class ContentProblem:
    path: Path
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        return f"{where}: {self.message}"


class ContentError(Exception):
    """Every problem found in one pass, so an author can fix them all at once."""

    def __init__(self, problems: list[ContentProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(problem) for problem in problems))
