"""What the user wrote, as evidence: the notes, the core user journey, each component's logic
and properties, and each connection's description, read the way a reviewer reads them.

- A property left at the value the canvas gave it is not a decision, so it is not read.
- Requirements copied from the brief show no decision either, so they are not read.
- A mention that is negated does not count: "we do NOT use websockets", "no retries for now",
  "replication: none yet", "partition key: TBD". Negation is looked for just before the words
  (within a few words, in the same clause) or just after them, so that "idempotency keys so
  that retries do not double-charge" still counts as idempotency.

Every pattern is matched by RE2 (systemcraft.text), so reading costs time linear in what was
written. Two more bounds hold for any input: a negation is looked for within one clause, and no
clause is longer than an excerpt; and one assessment weighs at most READING_LIMIT mentions, so a
design that negates the same words ten thousand times costs no more than a few hundred.
"""

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache, partial

from systemcraft.design.catalogue import CATALOGUE
from systemcraft.design.export import ExportedComponent, ExportedDesign
from systemcraft.design.notes import NOTE_FIELDS
from systemcraft.design.recognition import declared_type
from systemcraft.kit.deadline import check_deadline
from systemcraft.kit.patterns import Pattern, Prefilter, pattern

_TRIGGERS = (
    r"none|without|never|nor|neither|lacks?|lacking|skip(?:ped)?|avoid(?:ed)?|don'?t|doesn'?t|"
    r"won'?t|isn'?t|aren'?t|wasn'?t|can'?t|cannot|didn'?t|zero"
)
_WITHIN_THREE_WORDS = r"\b(?:\W+\w+){0,3}\W*$"
# Before the words: "no cache", "not sharded", "without a DLQ", "we don't use", "never retried".
_NEGATED_BEFORE = Pattern(rf"\b(?:{_TRIGGERS}){_WITHIN_THREE_WORDS}", ignore_case=True)
# "no" and "not" negate too, except in "no more than 3 retries" and "not only sharded".
_NO_OR_NOT_BEFORE = Pattern(rf"\b(no|not){_WITHIN_THREE_WORDS}", ignore_case=True)
_NOT_A_NEGATION = {
    "no": Pattern(r"\s+(?:more|less|later|longer|fewer)\s+than", ignore_case=True),
    "not": Pattern(r"\s+only", ignore_case=True),
}
# After the words: "replication: none yet", "TTL TBD", "sharding later", "retries: n/a".
_NEGATED_AFTER = Pattern(
    r"^\W*(?:\w+\W+)?(?:none|tbd|tba|todo|n/?a|undecided|unknown|not (?:yet|decided|sure|"
    r"needed|planned|used)|yet to be|to be (?:added|decided|done|defined|designed|determined)|"
    r"maybe|\?\?+|no\W*$)|^\W*(?:\w+\W+)?later\W*$"
    # A property whose value says no: "retryStrategy: no retries", "cdn = none".
    r"|^\s*[:=\x{2013}\x{2014}-]\s*(?:no|not|none|never|without)\b",
    ignore_case=True,
    groups=False,
)
# A clause ends at a full stop, a semicolon, a line break or a "but" ("idempotency? no" is one).
_CLAUSE_END = r"[.;!\n]|\bbut\b|\bhowever\b"
_NEXT_CLAUSE_END = Pattern(_CLAUSE_END, ignore_case=True, groups=False)
_LAST_CLAUSE_END = Pattern(rf"(?s).*(?:{_CLAUSE_END})", ignore_case=True, groups=False)
_WORD_REST = Pattern(r"[\pL\pN]*", groups=False)
_EDGE = Pattern(r"[^\pL\pN]*", groups=False)
_EDGE_AT_END = Pattern(r"[^\pL\pN]*$", groups=False)

# An excerpt holds at most 2,000 characters (a property's key adds up to 100) and excerpts are
# joined by line breaks, which end a clause: a negation further away than this is in another
# clause, so nothing beyond it is read.
CLAUSE_WINDOW = 2_200
# How many mentions one assessment weighs (each an excerpt or a match read closely). Designs
# written by people stay far below it (the largest in the calibration sets weigh a few hundred);
# past it, a mention still unread does not count.
READING_LIMIT = 1_024
# A search engine's cost per pattern grows with the text it reads at once; a prefilter's per
# call. Chunks of this many bytes (whole excerpts) keep both small.
CHUNK_BYTES = 8_192

ON_COMPONENT = "component "


@dataclass(frozen=True)
class Excerpt:
    where: str  # "notes.consistency", "component lb", "connection c3"
    text: str

    @property
    def component_id(self) -> str | None:
        """The id of the component the excerpt was written on, if it was."""
        return (
            self.where.removeprefix(ON_COMPONENT) if self.where.startswith(ON_COMPONENT) else None
        )

    @property
    def replication(self) -> str | None:
        """The value of a component's replication property ("replication: async replicas")."""
        key, colon, value = self.text.partition(":")
        is_replication = colon and key.strip().lower() == "replication"
        return value if is_replication and self.component_id is not None else None


def _untouched(component: ExportedComponent, key: str, value: str) -> bool:
    kind = declared_type(component.metadata.component_type)
    if kind is None:
        return False
    default = CATALOGUE[kind].defaults.get(key)
    if isinstance(default, list):
        default = ", ".join(default)
    return default is not None and str(default).strip().lower() == value.strip().lower()


def excerpts(design: ExportedDesign) -> Iterator[Excerpt]:
    notes = design.notes.model_dump()
    for field in NOTE_FIELDS:
        if notes[field].strip():
            yield Excerpt(f"notes.{field}", notes[field])
    if design.core_user_journey.strip():
        yield Excerpt("core user journey", design.core_user_journey)
    for component in design.components:
        where = f"{ON_COMPONENT}{component.id}"
        if component.metadata.custom_logic.strip():
            yield Excerpt(where, component.metadata.custom_logic)
        for prop in component.metadata.custom_properties:
            if prop.value.strip() and not _untouched(component, prop.key, prop.value):
                yield Excerpt(where, f"{prop.key}: {prop.value}")
    for connection in design.connections:
        if connection.properties.description.strip():
            yield Excerpt(f"connection {connection.id}", connection.properties.description)


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
    current = _READING.get()
    return current is None or current.weigh()


def _clause_before(text: str, start: int) -> str:
    window = text[max(0, start - CLAUSE_WINDOW) : start]
    last = _LAST_CLAUSE_END.match(window)
    return window[last.end() :] if last else window


def _clause_after(text: str, end: int) -> str:
    window = text[end : end + CLAUSE_WINDOW]
    stop = _NEXT_CLAUSE_END.search(window)
    return window[: stop.start()] if stop else window


def _negated_before(clause: str) -> bool:
    if _NEGATED_BEFORE.search(clause):
        return True
    at = 0
    while found := _NO_OR_NOT_BEFORE.search(clause, at):
        word, word_end = (found[1] or "").lower(), found.end(1)
        if not _NOT_A_NEGATION[word].match(clause, word_end):
            return True
        at = word_end
    return False


def is_negated(text: str, start: int, end: int) -> bool:
    """Whether the words at text[start:end] are said to be absent or undecided."""
    # A mention is the words it covers: a pattern may take in the character beside them
    # ("(?:\\b|_)ttl" for "cache_ttl"), which must not move it into the clause before or after.
    mention = text[start:end]
    leading, trailing = _EDGE.match(mention), _EDGE_AT_END.search(mention)
    start, end = (
        start + (leading.end() if leading else 0),
        start + (trailing.start() if trailing else len(mention)),
    )
    end = max(start, end)
    rest = _WORD_REST.match(text[end : end + CLAUSE_WINDOW])  # the rest of a word matched in part
    end += rest.end() if rest else 0
    return _negated_before(_clause_before(text, start)) or bool(
        _NEGATED_AFTER.match(_clause_after(text, end))
    )


# Sized for every rubric of the course at once: compiling the 25 problems' patterns again and
# again took most of an assessment.
def compiled(source: str) -> Pattern:
    """A rubric pattern, case-insensitive, compiled once per process."""
    return pattern(source, ignore_case=True, groups=False)


def affirmed(text: str, source: str) -> bool:
    """Whether `source` is found in `text` at least once without being negated."""
    for found in compiled(source).finditer(text):
        if not _may_weigh():
            return False
        if not is_negated(text, found.start(), found.end()):
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

    def first_affirmed(self, sources: Sequence[str]) -> Excerpt | None:
        """The first excerpt in which any of `sources` is affirmed."""
        best = len(self.excerpts)
        for source in sources:
            index = self.first(source, partial(_affirmed_in, source=source), best)
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


def _affirmed_in(excerpt: Excerpt, source: str) -> bool:
    return affirmed(excerpt.text, source)
