"""Patterns over text a user wrote, matched in time linear in the text.

Python's `re` backtracks: one pattern with nested repetition (`(?:[a-z-]+\\s*){0,3}?\\s*`) took
ten seconds on a note of a thousand spaces, and no other request was answered meanwhile. RE2
(google-re2) never backtracks: a search costs time linear in the text, and it lets go of the
interpreter lock while it runs. It reads almost all of `re`'s syntax, with these differences:

- no look-around and no back-references: a pattern that uses them does not compile;
- `\\w`, `\\d`, `\\s` and `\\b` are ASCII (an accented letter is not a word character);
- `\\z` ends the text (Python's `\\Z`), and `$` is only the very end, never before a last newline.

google-re2's own `str` interface re-encodes the whole text and builds several objects per match;
this one encodes once per call and keeps a match to its spans, which matters on the thousands of
short texts an assessment reads.
"""

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import re2

_UNANCHORED: Any = re2._Anchor.UNANCHORED
_ANCHOR_START: Any = re2._Anchor.ANCHOR_START
_ANCHOR_BOTH: Any = re2._Anchor.ANCHOR_BOTH
_MISSING = (-1, -1)

Span = tuple[int, int]


class PatternError(ValueError):
    """The pattern is not one RE2 reads (look-around, a back-reference, bad syntax)."""


@dataclass(frozen=True, slots=True)
class Found:
    """One match: the text it was found in and the span of each group (group 0 is the whole)."""

    text: str
    spans: tuple[Span, ...]
    names: Mapping[str, int]

    def start(self, group: int | str = 0) -> int:
        return self.span(group)[0]

    def end(self, group: int | str = 0) -> int:
        return self.span(group)[1]

    def span(self, group: int | str = 0) -> Span:
        return self.spans[self.names[group] if isinstance(group, str) else group]

    @property
    def matched(self) -> str:
        """The text of the whole match."""
        start, end = self.spans[0]
        return self.text[start:end]

    def group(self, group: int | str = 0) -> str | None:
        start, end = self.span(group)
        return None if start < 0 else self.text[start:end]

    def __getitem__(self, group: int | str) -> str | None:
        return self.group(group)


class Pattern:
    """A regular expression matched by RE2. `ignore_case` and `multiline` stand for re.I and
    re.M; `groups=False` drops capturing groups when only where a match lies is wanted (RE2 then
    finds it faster)."""

    __slots__ = ("_regexp", "groups", "names", "source")

    def __init__(
        self,
        source: str,
        *,
        ignore_case: bool = False,
        multiline: bool = False,
        groups: bool = True,
    ) -> None:
        options = re2.Options()
        options.log_errors = False
        options.case_sensitive = not ignore_case
        options.never_capture = not groups
        flagged = f"(?m){source}" if multiline else source
        try:
            self._regexp: Any = re2.compile(flagged, options)._regexp
        except re2.error as error:
            message = error.args[0] if error.args else error
            if isinstance(message, bytes):
                message = message.decode(errors="replace")
            raise PatternError(f"{source!r} is not a pattern RE2 reads: {message}") from None
        self.source = source
        self.groups: int = self._regexp.NumberOfCapturingGroups()
        self.names: dict[str, int] = {
            name.decode(): index for name, index in self._regexp.NamedCapturingGroups()
        }

    def __repr__(self) -> str:
        return f"Pattern({self.source!r})"

    def search(self, text: str, start: int = 0) -> Found | None:
        return self._first(_UNANCHORED, text, start)

    def match(self, text: str, start: int = 0) -> Found | None:
        """A match that begins exactly at `start`."""
        return self._first(_ANCHOR_START, text, start)

    def fullmatch(self, text: str) -> Found | None:
        return self._first(_ANCHOR_BOTH, text, 0)

    def finditer(self, text: str, keep: Callable[[Found], bool] | None = None) -> Iterator[Found]:
        """Every match, left to right, none overlapping (as re.finditer). A match `keep` refuses
        is passed over and the search goes on from the character after its start, as `re`
        does when a look-around refuses a match: how a pattern is written without one."""
        data = text.encode()
        offsets = _Offsets(text, data)
        at, size = 0, len(data)
        while at <= size:
            spans = self._regexp.Match(_UNANCHORED, data, at, size)
            if spans[0] == _MISSING:
                return
            found = Found(text, offsets.chars(spans), self.names)
            start, end = spans[0]
            if keep is not None and not keep(found):
                at = _next_character(data, start)
                continue
            yield found
            at = end if end > start else _next_character(data, end)

    def findall(self, text: str) -> list[str]:
        """The text of every match (the whole match, whatever groups the pattern has)."""
        return [text[found.start() : found.end()] for found in self.finditer(text)]

    def sub(self, replacement: str | Callable[[Found], str], text: str) -> str:
        """Each match replaced by `replacement` (taken literally) or by what it returns."""
        pieces, last = [], 0
        for found in self.finditer(text):
            pieces.append(text[last : found.start()])
            pieces.append(replacement if isinstance(replacement, str) else replacement(found))
            last = found.end()
        pieces.append(text[last:])
        return "".join(pieces)

    def search_bytes(self, data: bytes, start: int, end: int) -> Span | None:
        """Where the first match lies between byte offsets `start` and `end` of UTF-8 `data`:
        for searching one large encoded text many times without encoding it again."""
        found = self._regexp.Match(_UNANCHORED, data, start, end)[0]
        return None if found == _MISSING else (found[0], found[1])

    def _first(self, anchor: Any, text: str, start: int) -> Found | None:
        data = text.encode()
        offsets = _Offsets(text, data)
        at = offsets.byte(start)
        if anchor is _ANCHOR_BOTH:
            at = 0
        spans = self._regexp.Match(anchor, data, at, len(data))
        if spans[0] == _MISSING:
            return None
        return Found(text, offsets.chars(spans), self.names)


class _Offsets:
    """Byte offsets in the UTF-8 encoding of a text to character offsets in it: the same
    numbers for ASCII (which CPython knows without reading the text); otherwise counted from
    the last offset converted. Matches come left to right and a match's groups lie inside it, so
    a scan decodes each byte about once; after a match `keep` refused, the search restarts
    inside it and the count goes back over the part read twice."""

    __slots__ = ("_ascii", "_byte", "_char", "_data", "_text")

    def __init__(self, text: str, data: bytes) -> None:
        self._ascii = text.isascii()
        self._text, self._data = text, data
        self._byte = self._char = 0

    def chars(self, spans: list[Span]) -> tuple[Span, ...]:
        if self._ascii:
            return tuple(spans)
        converted = {}
        for offset in sorted({offset for span in spans if span != _MISSING for offset in span}):
            if offset >= self._byte:
                self._char += len(self._data[self._byte : offset].decode())
            else:
                self._char -= len(self._data[offset : self._byte].decode())
            self._byte = offset
            converted[offset] = self._char
        return tuple(
            span if span == _MISSING else (converted[span[0]], converted[span[1]]) for span in spans
        )

    def byte(self, char: int) -> int:
        """The byte offset of character `char`; for a fresh converter, the start of a scan."""
        char = max(0, min(char, len(self._text)))
        self._byte = char if self._ascii else len(self._text[:char].encode())
        self._char = char
        return self._byte


def _next_character(data: bytes, at: int) -> int:
    """The byte offset of the character after the one at `at` (past its continuation bytes)."""
    at += 1
    while at < len(data) and data[at] & 0xC0 == 0x80:
        at += 1
    return at


class Prefilter:
    """Which of many patterns could match a text, judged from the literal strings each one
    needs (RE2's FilteredRE2): one pass over the text answers for all of them. It may answer yes
    for a pattern that does not match, never no for one that does, so a pattern need only be
    searched for where it is a candidate."""

    __slots__ = ("_filter", "sources")

    def __init__(self, sources: tuple[str, ...], *, ignore_case: bool = False) -> None:
        options = re2.Options()
        options.log_errors = False
        options.case_sensitive = not ignore_case
        options.never_capture = True
        self.sources = sources
        self._filter: Any = re2.Filter()
        for source in sources:
            try:
                self._filter.Add(source, options)
            except re2.error:
                raise PatternError(f"{source!r} is not a pattern RE2 reads") from None
        self._filter.Compile()

    def candidates(self, data: bytes) -> list[int]:
        """The indices (in `sources`) of the patterns that may match UTF-8 `data`."""
        found: list[int] | None = self._filter.Match(data, True)
        return found or []


class Literals:
    """Which of many strings occur in a text, found in one pass over it (an RE2 set of
    literals), where testing each with `in` would read the text once per string."""

    __slots__ = ("_set", "strings")

    def __init__(self, strings: tuple[str, ...]) -> None:
        options = re2.Options()
        options.literal = True
        options.log_errors = False
        self.strings = strings
        self._set: Any = re2.Set.SearchSet(options)
        for string in strings:
            self._set.Add(string)
        self._set.Compile()

    def found_in(self, text: str) -> list[str]:
        """The strings that occur in `text`, in the order they were given."""
        found = set(self._set.Match(text.encode()) or ())
        return [string for index, string in enumerate(self.strings) if index in found]


@lru_cache(maxsize=8192)
def pattern(
    source: str, *, ignore_case: bool = False, multiline: bool = False, groups: bool = True
) -> Pattern:
    """A pattern compiled once per process, for patterns that come from data (a rubric)."""
    return Pattern(source, ignore_case=ignore_case, multiline=multiline, groups=groups)


def escape(text: str) -> str:
    """`text` as a pattern that matches it literally."""
    escaped: str = re2.escape(text)
    return escaped
