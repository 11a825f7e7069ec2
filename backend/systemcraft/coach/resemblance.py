"""Which problem a design reads like. A design drawn for another brief (a chat service handed in
for the URL shortener) is said to be one before an answer speaks of its parts as this brief's:
its labels, notes and properties share the other problem's words (its brief and reference
design) far more than this one's. Words every problem uses weigh nothing; a design of few words
resembles nothing. Reads at most the design's first SAMPLE characters."""

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from systemcraft.coach.words import tokens

# Set on the calibration designs: the six drawn for another problem share under 0.14 of their
# own problem's words for every 1.0 of the other's, and the three "off brief" designs that solve
# a neighbouring problem under 0.3; every design of its own problem shares more with its own
# than with any other, save one at 0.52 (a bookmarks service for the URL shortener). Checked on
# the assessment's 112 held-out designs, never read to set them: none is said to be another
# problem's, and handed in under the wrong problem, 102 are said to be their own (the rest, sparse
# first attempts, read like nothing).
AT_MOST_OWN: Final = 0.35
# A sparse or generic design ("Server", "Database") reads like no problem in particular.
AT_LEAST_OTHER: Final = 0.25


# What a design is about shows in its first pages of words: read no more, so a design at the
# 2 MB limit costs about 6 ms, not 80 to 140 (every calibration design but one of 500 parts is
# shorter than this, and that one still reads as its own problem).
SAMPLE: Final = 65_536


@dataclass(frozen=True)
class Problem:
    id: str
    title: str
    text: str  # its brief and its reference design

    @classmethod
    def of(
        cls, problem_id: str, title: str, brief: Iterable[str], reference: Mapping[str, Any]
    ) -> "Problem":
        return cls(problem_id, title, " ".join([title, *brief, json.dumps(reference)]))


class ProblemLikeness:
    """Each problem's words weighed by how few problems use them (tf-idf, cosine)."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        listed = list(problems)
        counted = {p.id: Counter(tokens(p.text)) for p in listed}
        self._titles = {p.id: p.title for p in listed}
        used_by = Counter(word for words in counted.values() for word in words)
        total = len(counted)
        self._weights = {word: math.log(total / n) for word, n in used_by.items()}
        self._vectors = {pid: self._vector(words) for pid, words in counted.items()}

    def reads_like(self, problem_id: str, design_text: str) -> str | None:
        """The title of the other problem the design reads like, or None."""
        if problem_id not in self._vectors:
            return None
        design = self._vector(Counter(tokens(design_text[:SAMPLE])))
        scores = {pid: _dot(design, vector) for pid, vector in self._vectors.items()}
        best = max(scores, key=lambda pid: scores[pid])
        if best == problem_id or scores[best] < AT_LEAST_OTHER:
            return None
        return self._titles[best] if scores[problem_id] < AT_MOST_OWN * scores[best] else None

    def _vector(self, words: Mapping[str, int]) -> dict[str, float]:
        weighed = {
            word: (1 + math.log(n)) * self._weights[word]
            for word, n in words.items()
            if self._weights.get(word)
        }
        norm = math.sqrt(sum(x * x for x in weighed.values())) or 1.0
        return {word: x / norm for word, x in weighed.items()}


def _dot(small: Mapping[str, float], large: Mapping[str, float]) -> float:
    return sum(x * large.get(word, 0.0) for word, x in small.items())
