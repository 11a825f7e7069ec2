"""The RE2 patterns agree with Python's re wherever both read the pattern, on ASCII and other
text, and say clearly when they cannot read one."""

import re
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from systemcraft.kit.patterns import Pattern, PatternError, escape

SOURCES = [
    r"\bcach\w*\b.{0,30}\bttl",
    r"(\d+(?:\.\d+)?)\s*([a-z]*)",
    r"x?",
    r"\s+",
    r"[.;!\n]|\bbut\b",
    r"(?P<number>\d{1,3}(?:,\d{3})+|\d+)\s*(?P<scale>k|m)?",
    r"é+|ß",
]
TEXTS = [
    "",
    "cache with a ttl of 60s, cached ttl",
    "1.5 k 20ms 3 x",
    "naïve café: 12,000 QPS; ünïcödé ß but é",
    "a\nb\n\nc",
]


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("text", TEXTS)
def test_matches_and_groups_agree_with_re(source: str, text: str) -> None:
    ours = [found.spans for found in Pattern(source, ignore_case=True).finditer(text)]
    theirs = [
        tuple(m.span(g) for g in range(len(m.groups()) + 1))
        for m in re.compile(source, re.IGNORECASE | re.ASCII).finditer(text)
    ]
    assert ours == theirs


@given(st.text(alphabet="ab é\nß.1", max_size=40))
@settings(max_examples=200)
def test_offsets_are_characters_not_bytes(text: str) -> None:
    for source in (r"[ab]+", r"é|ß", r"\d|", r"\s*"):
        ours = [f.span() for f in Pattern(source).finditer(text)]
        assert ours == [m.span() for m in re.finditer(source, text)]


def _refusing_finditer(
    source: str, text: str, keep: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """re's finditer with matches refused as a look-around would refuse them: the search goes
    on from the character after a refused match's start."""
    compiled, spans, at = re.compile(source), [], 0
    while at <= len(text):
        found = compiled.search(text, at)
        if found is None:
            break
        if not keep(text[found.start() : found.end()]):
            at = found.start() + 1
            continue
        spans.append(found.span())
        at = found.end() if found.end() > found.start() else found.end() + 1
    return spans


@given(st.text(alphabet="ab é\nß.1x", max_size=40))
@settings(max_examples=300)
def test_offsets_stay_characters_when_refused_matches_overlap_kept_ones(text: str) -> None:
    """A refused match moves the search back inside it; offsets after it must not shift."""
    for source in (r"x?[ab é]+", r"[^x]+x?", r"(é|a)+b?"):
        ours = [f.span() for f in Pattern(source).finditer(text, lambda f: _kept(f.matched))]
        assert ours == _refusing_finditer(source, text, _kept)


def _kept(matched: str) -> bool:
    return not matched.endswith(("b", "x"))


def test_search_from_a_position_and_anchored_match() -> None:
    pattern = Pattern(r"ab")
    assert pattern.search("ab éab", 1) is not None
    assert pattern.search("ab éab", 1).span() == (4, 6)  # type: ignore[union-attr]
    assert pattern.match("éab", 1) is not None
    assert pattern.match("éab", 0) is None
    assert Pattern(r"a.c").fullmatch("abc") is not None
    assert Pattern(r"a.c").fullmatch("abcd") is None


def test_sub_and_findall() -> None:
    pattern = Pattern(r"\s+")
    assert pattern.sub(" ", "a  b\n\nc") == "a b c"
    assert Pattern(r"\d+").findall("1 22 x 333") == ["1", "22", "333"]
    assert Pattern(r"(\w)").sub(lambda f: (f[1] or "").upper(), "ab") == "AB"


def test_multiline_and_groups_off() -> None:
    assert Pattern(r"^b", multiline=True).search("a\nb") is not None
    assert Pattern(r"^b").search("a\nb") is None
    assert Pattern(r"(a)(b)", groups=False).search("ab").spans == ((0, 2),)  # type: ignore[union-attr]


def test_look_around_is_refused_with_the_reason() -> None:
    with pytest.raises(PatternError, match="not a pattern RE2 reads"):
        Pattern(r"(?<![a-z])ttl")
    with pytest.raises(PatternError):
        Pattern(r"(a)\1")


def test_escape_matches_literally() -> None:
    label = "Redis (cache) [primary] 1.5*"
    assert Pattern(escape(label)).search(f"see {label} here") is not None


def test_bytes_search_within_bounds() -> None:
    data = b"alpha beta\nbeta"
    pattern = Pattern(r"beta")
    assert pattern.search_bytes(data, 0, len(data)) == (6, 10)
    assert pattern.search_bytes(data, 7, len(data)) == (11, 15)
    assert pattern.search_bytes(data, 7, 14) is None
