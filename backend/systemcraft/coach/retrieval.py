"""BM25 ranking of lesson passages, built once per content revision."""

import re
from collections.abc import Sequence
from dataclasses import dataclass

import bm25s
import Stemmer
from sqlalchemy.orm import Session

from systemcraft.coach.passages import Passage, lesson_passages
from systemcraft.curriculum.service import all_lessons

MAX_PASSAGES_PER_LESSON = 2
_STEMMER = Stemmer.Stemmer("english")
_STOPWORDS = frozenset(bm25s.stopwords.STOPWORDS_EN_PLUS)


def tokens(text: str) -> list[str]:
    # Stemming lets "caching" find a passage about "caches"; stopwords keep "should I" quiet.
    words = [w for w in re.findall(r"[a-z0-9]{2,}", text.lower()) if w not in _STOPWORDS]
    stems: list[str] = _STEMMER.stemWords(words)
    return stems


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float


class LessonIndex:
    """Passages from every lesson, ranked for a question by BM25."""

    def __init__(self, passages: Sequence[Passage]) -> None:
        self.passages = list(passages)
        self._bm25 = bm25s.BM25()
        self._vocabulary: set[str] = set()
        if self.passages:
            corpus = [tokens(p.searchable) for p in self.passages]
            self._bm25.index(corpus, show_progress=False)
        self._vocabulary = set(self._bm25.vocab_dict)

    def search(self, question: str, limit: int = 4, max_tier: int = 0) -> list[Hit]:
        query = [word for word in tokens(question) if word in self._vocabulary]
        if not query or not self.passages:
            return []
        k = len(self.passages)
        ids, scores = self._bm25.retrieve([query], k=k, show_progress=False)
        hits: list[Hit] = []
        per_lesson: dict[str, int] = {}
        for index, score in zip(ids[0], scores[0], strict=True):
            passage = self.passages[int(index)]
            if score <= 0 or passage.required_tier_id > max_tier:
                continue
            # Two passages from one lesson are plenty; the third place goes to another angle.
            if per_lesson.get(passage.lesson_id, 0) < MAX_PASSAGES_PER_LESSON:
                per_lesson[passage.lesson_id] = per_lesson.get(passage.lesson_id, 0) + 1
                hits.append(Hit(passage, float(score)))
        return hits[:limit]


def build_index(db: Session) -> LessonIndex:
    lessons = all_lessons(db)
    return LessonIndex([passage for lesson in lessons for passage in lesson_passages(lesson)])
