"""Reading what the user wrote as evidence: whether a rubric's pattern is found in it and not
negated. Every pattern is matched by RE2 (systemcraft.kit.patterns), so reading costs time linear
in what was written; and one assessment weighs at most READING_LIMIT mentions (each an excerpt or
a match read closely), so a design that negates the same words ten thousand times costs no more
than a few hundred."""

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache, partial

from systemcraft.assessment.engine.reading.excerpts import Excerpt, excerpts
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.design.export import ExportedDesign
from systemcraft.kit.deadline import check_deadline
from systemcraft.kit.patterns import Found, Pattern, Prefilter, pattern

# How many mentions one assessment weighs (each an excerpt or a match read closely). Designs
# written by people stay far below it (the largest in the calibration sets weigh a few hundred);
# past it, a mention still unread does not count.
READING_LIMIT = 1_024


class _Reading:
    """What is left of one assessment's READING_LIMIT."""

    def __init__(self, limit: int) -> None:
        self.left = limit

    def weigh(self) -> bool:
        """Take one mention from what is left; False once nothing is."""
        check_deadline()
        self.left -= 1
        return self.left >= 0


_READING: ContextVar[_Reading | None] = ContextVar("reading_limit", default=None)


@contextmanager
def reading_limit(limit: int = READING_LIMIT) -> Iterator[None]:
    """One assessment's reading: what runs inside weighs at most `limit` mentions."""
    token = _READING.set(_Reading(limit))
    try:
        yield
    finally:
        _READING.reset(token)


def _may_weigh() -> bool:
    """Whether one more mention may be read closely (outside an assessment, always)."""
    current = _READING.get()
    return current is None or current.weigh()


# A search engine's cost per pattern grows with the text it reads at once; a prefilter's per
# call. Chunks of this many bytes (whole excerpts) keep both small.
CHUNK_BYTES = 8_192


# Sized for every rubric of the course at once: compiling the 25 problems' patterns again and
# again took most of an assessment.
def compiled(source: str) -> Pattern:
    """A rubric pattern, case-insensitive, compiled once per process."""
    return pattern(source, ignore_case=True, groups=False)


def affirmed(text: str, source: str, refused: Callable[[Found], bool] | None = None) -> bool:
    """Whether `source` is found in `text` at least once without being negated (nor refused
    by `refused`)."""
    for found in compiled(source).finditer(text):
        if not _may_weigh():
            return False
        if not is_negated(text, found.start(), found.end()) and not (refused and refused(found)):
            return True
    return False


class Writing:
    """Excerpts of what the user wrote, encoded once and cut into chunks of whole excerpts.
    Given the patterns it will be asked about, it learns in one pass per chunk which of them a
    chunk could hold (from the words each needs); a pattern is then searched for only in those
    chunks, and only the excerpts it is found in are read closely. A pattern such as
    "queue.{0,60}clicks" costs a search engine dearly on a long text full of queues, and here
    it is never searched for in a design that never says "clicks"."""

    def __init__(self, found: Sequence[Excerpt], sources: tuple[str, ...] = ()) -> None:
        self.excerpts = tuple(found)
        encoded = [excerpt.text.encode() for excerpt in self.excerpts]
        self._data = b"\n".join(encoded)
        self._starts: list[int] = []
        at = 0
        for data in encoded:
            self._starts.append(at)
            at += len(data) + 1
        self._chunks = self._cut()
        self._candidates: dict[str, list[int]] = {}
        if sources:
            prefiltered = prefilter(sources)
            self._candidates = {source: [] for source in sources}
            for number, (low, high) in enumerate(self._chunks):
                for index in prefiltered.candidates(self._data[low:high]):
                    self._candidates[sources[index]].append(number)

    def _cut(self) -> list[tuple[int, int]]:
        """Byte ranges of consecutive whole excerpts, each about CHUNK_BYTES long."""
        chunks, low = [], 0
        for index in range(1, len(self._starts) + 1):
            high = self._starts[index] - 1 if index < len(self._starts) else len(self._data)
            if high - low >= CHUNK_BYTES or index == len(self._starts):
                chunks.append((low, high))
                low = high + 1
        return chunks

    def first(self, source: str, test: Callable[[Excerpt], bool], before: int) -> int | None:
        """The index of the first excerpt, of those before `before`, in which `source` is found
        and that passes `test`."""
        searched, size = _searched(source), len(self.excerpts)
        limit = self._starts[before] - 1 if before < size else len(self._data)
        chunks = self._candidates.get(source, range(len(self._chunks)))
        for number in chunks:
            check_deadline()
            low, high = self._chunks[number]
            if low > limit:
                return None
            high = min(high, limit)
            while low <= high and (span := searched.search_bytes(self._data, low, high)):
                index = bisect_right(self._starts, span[0]) - 1
                if not _may_weigh():
                    return None
                if test(self.excerpts[index]):
                    return index
                if index + 1 >= min(before, size):
                    return None
                low = self._starts[index + 1]
        return None

    def first_affirmed(
        self, sources: Sequence[str], refused: Callable[[Excerpt, Found], bool] | None = None
    ) -> Excerpt | None:
        """The first excerpt in which any of `sources` is affirmed, at a place `refused` (when
        given) does not refuse."""
        best = len(self.excerpts)
        for source in sources:
            test = partial(_affirmed_in, source=source, refused=refused)
            index = self.first(source, test, best)
            if index is not None:
                best = index
        return self.excerpts[best] if best < len(self.excerpts) else None


def _searched(source: str) -> Pattern:
    """A rubric pattern as searched for in the joined excerpts: there `^` and `$` must hold at
    each excerpt's edges, as they do when an excerpt is read alone. Only candidates are found
    this way (a line inside an excerpt passes too); each is read again on its own. Compiled
    once per process, in the same cache as the rubric patterns themselves."""
    return pattern(source, ignore_case=True, groups=False, multiline=True)


@lru_cache(maxsize=64)
def prefilter(sources: tuple[str, ...]) -> Prefilter:
    """One rubric's patterns, prefiltered together (built once per process)."""
    return Prefilter(sources, ignore_case=True)


def _affirmed_in(
    excerpt: Excerpt, source: str, refused: Callable[[Excerpt, Found], bool] | None
) -> bool:
    if refused is None:
        return affirmed(excerpt.text, source)
    return affirmed(excerpt.text, source, partial(refused, excerpt))


def read_writing(design: ExportedDesign, patterns: tuple[str, ...] = ()) -> Writing:
    """What the user wrote, ready to be asked about `patterns` (a rubric's)."""
    return Writing(list(excerpts(design)), patterns)
