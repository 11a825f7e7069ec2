"""JSON as the API accepts it: what both databases can store and every client can read back.

Python's json module accepts things that PostgreSQL refuses or that break other clients later:
NaN and Infinity, numbers too large for a float, NUL characters and unpaired UTF-16
surrogates. This parser refuses them, and nesting deeper than any real document, up front
with a reason, rather than letting them reach a database as a 500.
"""

import json
import math
import re
from collections.abc import Callable
from typing import Any

MAX_DEPTH = 64
# Integers beyond 64 bits cannot be stored in a column and lose precision in JavaScript.
MAX_INTEGER = 2**63 - 1
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
# What can decode to an unstorable character: an escape for NUL or a surrogate, or the
# character itself (in a str; valid UTF-8 bytes cannot hold a surrogate).
_RISKY_TEXT = re.compile(r"\\u(?:0000|[dD][89a-fA-F])|[\x00\ud800-\udfff]")
_RISKY_BYTES = re.compile(rb"\\u(?:0000|[dD][89a-fA-F])|\x00")


class UnsafeJsonError(ValueError):
    """The text is JSON, or nearly, but holds something we will not store."""


def _reject_constant(name: str) -> Any:
    raise UnsafeJsonError(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise UnsafeJsonError(f"the number {text[:20]} is too large")
    return value


def _bounded_int(text: str) -> int:
    if len(text) > 20 or abs(value := int(text)) > MAX_INTEGER:
        raise UnsafeJsonError(f"the number {text[:20]} is too large")
    return value


# Python refuses to read an integer of more digits than this (a guard against quadratic
# conversion); a lenient reader says so as it says everything else it refuses.
MAX_DIGITS = 4_300


def _any_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise UnsafeJsonError(f"the number {text[:20]}... has more than {MAX_DIGITS:,} digits")
    return int(text)


def loads(text: str | bytes | bytearray) -> Any:
    """Parse JSON, raising json.JSONDecodeError for bad syntax, UnicodeDecodeError for bytes
    that are not UTF-8, and UnsafeJsonError for values that parse but cannot be stored."""
    value = _parse(text, _bounded_int)
    check_storable(value, texts=may_hold_unstorable(text))
    return value


def loads_leniently(text: str | bytes | bytearray) -> Any:
    """JSON whose reader keeps only part of it (an export document ignores keys it does not
    know): any integer, and any text, pass here; `first_unstorable` then checks what was kept.
    NaN, Infinity and nesting past MAX_DEPTH are still refused."""
    value = _parse(text, _any_int)
    check_storable(value, texts=False)
    return value


# The most objects and lists a body may hold. The largest valid design holds about 100,000 (a
# property is one object); a 2 MB body of nothing but "[]," holds 660,000, and parsing them
# held the interpreter for a tenth of a second that no other request could use.
MAX_CONTAINERS = 200_000


def _parse(text: str | bytes | bytearray, parse_int: Callable[[str], int]) -> Any:
    # Counted before parsing, by the characters that open them (in text too: an upper bound).
    opened = (
        text.count("[") + text.count("{")
        if isinstance(text, str)
        else (text.count(b"[") + text.count(b"{"))
    )
    if opened > MAX_CONTAINERS:
        raise UnsafeJsonError(f"the JSON holds more than {MAX_CONTAINERS:,} objects and lists")
    try:
        return json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            parse_int=parse_int,
        )
    except RecursionError as exc:
        raise UnsafeJsonError(f"the JSON is nested more than {MAX_DEPTH} levels deep") from exc


def first_unstorable(value: Any) -> tuple[tuple[int | str, ...], str] | None:
    """Where in `value` (a path of keys and indices) the first text that cannot be stored is,
    and why; None when every text can be."""
    pending: list[tuple[Any, tuple[int | str, ...]]] = [(value, ())]
    while pending:
        item, path = pending.pop()
        if isinstance(item, str):
            if reason := _unstorable(item):
                return path, reason
        elif isinstance(item, dict):
            for key, child in item.items():
                if isinstance(key, str) and (reason := _unstorable(key)):
                    return path, reason
                pending.append((child, (*path, key)))
        elif isinstance(item, list | tuple):
            pending.extend((child, (*path, index)) for index, child in enumerate(item))
    return None


def may_hold_unstorable(text: str | bytes | bytearray) -> bool:
    """False when no string in the document can hold NUL or a lone surrogate, so that the walk
    need not read every string (a large design has tens of thousands)."""
    if isinstance(text, str):
        return bool(_RISKY_TEXT.search(text))
    return bool(_RISKY_BYTES.search(text))  # UTF-16 and UTF-32 hold NUL bytes: read them all


def check_storable(value: Any, *, texts: bool = True) -> None:
    """Walk a decoded value without recursion; refuse NUL, lone surrogates and deep nesting.
    With texts=False only the nesting is checked."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, str):
            if texts:
                _check_text(item)
        elif isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise UnsafeJsonError(f"the JSON is nested more than {MAX_DEPTH} levels deep")
            if isinstance(item, dict):
                for key, child in item.items():
                    if texts:
                        _check_text(key)
                    pending.append((child, depth + 1))
            else:
                pending.extend((child, depth + 1) for child in item)


def _check_text(text: str) -> None:
    if reason := _unstorable(text):
        raise UnsafeJsonError(reason)


def _unstorable(text: str) -> str | None:
    found = _UNSTORABLE.search(text)
    if found is None:
        return None
    if found.group() == "\x00":
        return "text may not contain the NUL character (\\u0000)"
    return "text may not contain an unpaired UTF-16 surrogate"


# What the API schema says of every text it takes: no NUL (the character itself: not every
# reader of a pattern knows its escape). An unpaired surrogate is refused too but goes unsaid:
# it is not Unicode text (RFC 8259, section 8.2), and a pattern that names it is one most JSON
# Schema validators cannot read at all.
STORABLE_CHARACTER = "[^\x00]"
STORABLE_TEXT = f"^{STORABLE_CHARACTER}*$"


def declare_storable_text(openapi: dict[str, Any]) -> None:
    """Says in an OpenAPI schema what `loads` refuses in any text: each free-form string (one
    with no pattern, format, enum or const of its own) gets STORABLE_TEXT as its pattern."""
    pending: list[Any] = [openapi]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            free = item.get("type") == "string" and not _CONSTRAINED.intersection(item)
            if free:
                item["pattern"] = STORABLE_TEXT
            names = item.get("propertyNames")  # a mapping's keys are text whatever it says
            if isinstance(names, dict) and not _CONSTRAINED.intersection(names):
                names["pattern"] = STORABLE_TEXT
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)


_CONSTRAINED = frozenset({"pattern", "format", "enum", "const"})
