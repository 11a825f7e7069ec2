"""BM25 ranking of lesson passages, built once per content revision."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

import bm25s
from sqlalchemy.orm import Session

from systemcraft.coach.comparisons import ComparisonIndex, lesson_comparisons
from systemcraft.coach.passages import Passage, lesson_passages
from systemcraft.coach.resemblance import Problem, ProblemLikeness
from systemcraft.coach.words import tokens
from systemcraft.curriculum.service import all_lessons, all_problems

MAX_PASSAGES_PER_LESSON = 2
MIN_KNOWN_SHARE = 0.5


@dataclass(frozen=True)
class Hit:
    passage: Passage
    score: float
    names_idea: bool = False  # it names the idea the question asks explained, word for word


class LessonIndex:
    """Passages from every lesson, ranked for a question by BM25."""

    def __init__(
        self,
        passages: Sequence[Passage],
        comparisons: ComparisonIndex | None = None,
        problems: ProblemLikeness | None = None,
    ) -> None:
        self.passages = list(passages)
        self.comparisons = comparisons or ComparisonIndex(())
        self.problems = problems or ProblemLikeness(())
        self._bm25 = bm25s.BM25()
        self._vocabulary: set[str] = set()
        self._words: list[str] = []  # each passage's words as compared, for ideas named in it
        # An index of no lessons (no curriculum loaded yet) has no vocabulary to read.
        if self.passages:
            corpus = [tokens(p.searchable) for p in self.passages]
            self._bm25.index(corpus, show_progress=False)
            self._words = [f" {' '.join(words)} " for words in corpus]
            self._vocabulary = set(self._bm25.vocab_dict)

    def search(
        self, question: str, limit: int = 4, max_tier: int = 0, subject: str | None = None
    ) -> list[Hit]:
        """Passages for `question`; `subject` (the user's own words, when the question searched
        for adds more) decides which lesson titles the question names."""
        asked = tokens(question)
        query = [word for word in asked if word in self._vocabulary]
        # A question the course knows few of the words of is about something else: one shared
        # word ("recipe") is not a reason to answer from a lesson.
        if not self.passages or len(query) < MIN_KNOWN_SHARE * len(asked):
            return []
        k = len(self.passages)
        ids, scores = self._bm25.retrieve([query], k=k, show_progress=False)
        asked_set = set(tokens(subject)) if subject is not None else set(query)
        # The lesson whose title the question names is the one it is about: "a cache in front of
        # my reads" is the caching lesson, even where a CDN lesson mentions caches more often.
        ranked = sorted(
            (
                (float(score) * _named(self.passages[int(index)], asked_set), index)
                for index, score in zip(ids[0], scores[0], strict=True)
                if score > 0
            ),
            reverse=True,
        )
        hits: list[Hit] = []
        per_lesson: dict[str, int] = {}
        for score, index in ranked:
            passage = self.passages[int(index)]
            if passage.required_tier_id > max_tier:
                continue
            # Two passages from one lesson are plenty; the third place goes to another angle.
            if per_lesson.get(passage.lesson_id, 0) < MAX_PASSAGES_PER_LESSON:
                per_lesson[passage.lesson_id] = per_lesson.get(passage.lesson_id, 0) + 1
                hits.append(Hit(passage, float(score)))
        return hits[:limit]

    def naming(self, words: Sequence[str], max_tier: int) -> list[Hit]:
        """The passages that name an idea word for word (its words side by side), the one whose
        heading names it first, then in lesson order: where the course says what "continuous
        batching" is, whatever a longer passage sharing more single words ("cap", "actually")
        scores."""
        said = f" {' '.join(words)} "
        found = [
            passage
            for passage, written in zip(self.passages, self._words, strict=True)
            if said in written and passage.required_tier_id <= max_tier
        ]
        found.sort(key=lambda p: said not in f" {' '.join(tokens(p.heading))} ")
        return [Hit(passage, 0.0, names_idea=True) for passage in found]

    def knows(self, word: str) -> bool:
        return word in self._vocabulary

    def title_share(self, passage: Passage, question: str) -> float:
        """How much of the passage's lesson title the question names."""
        return _share(passage.lesson_title, set(tokens(question)))

    def opening(self, lesson_id: str, max_tier: int, heading: str | None = None) -> Hit | None:
        """The first passage of the lesson (or of its section under `heading`), where it says
        what its idea is."""
        first = next(
            (
                p
                for p in self.passages
                if p.lesson_id == lesson_id and (heading is None or p.heading == heading)
            ),
            None,
        )
        if first is None or first.required_tier_id > max_tier:
            return None
        return Hit(first, 0.0)


def names_a_title_term(hit: Hit, question: str, besides: str = "") -> bool:
    """Whether the question names a whole term of the passage's lesson title ("a Bloom filter"
    of "Bloom Filters, HyperLogLog and Count-Min Sketch"), not one of the words `besides`."""
    asked, aside = set(tokens(question)), set(tokens(besides))
    return any(
        term <= asked and not term <= aside for term in _title_terms(hit.passage.lesson_title)
    )


# What joins the terms of a title: "Bloom Filters, HyperLogLog and Count-Min Sketch".
_TERM_BREAKS: Final = (":", " and ", " vs. ", " vs ", " versus ")


@cache
def _title_terms(title: str) -> tuple[frozenset[str], ...]:
    joined = f" {title.lower()} "
    for mark in _TERM_BREAKS:
        joined = joined.replace(mark, ",")
    terms = (frozenset(tokens(term)) for term in joined.split(","))
    return tuple(term for term in terms if term)


@cache
def _title_words(title: str) -> frozenset[str]:
    return frozenset(tokens(title))


def _named(passage: Passage, asked: set[str]) -> float:
    """How much of the passage's lesson title, and of its own heading, the question names:
    "what is the outbox pattern?" is answered by "The transactional outbox", not by the same
    lesson's list of interview questions that mention outboxes."""
    return (1 + _share(passage.lesson_title, asked)) * (1 + _share(passage.heading, asked))


def _share(title: str, asked: set[str]) -> float:
    words = _title_words(title)
    return len(words & asked) / len(words) if words else 0.0


def build_index(db: Session) -> LessonIndex:
    lessons = all_lessons(db)
    return LessonIndex(
        [passage for lesson in lessons for passage in lesson_passages(lesson)],
        ComparisonIndex([table for lesson in lessons for table in lesson_comparisons(lesson)]),
        ProblemLikeness(
            Problem.of(
                p.id,
                p.title,
                [
                    p.description,
                    *p.functional_requirements,
                    *p.non_functional_requirements,
                    *p.hints,
                    *p.follow_ups,
                ],
                p.reference,
            )
            for p in all_problems(db)
            if p.reference
        ),
    )
