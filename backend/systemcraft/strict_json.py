"""JSON as the API accepts it: what both databases can store and every client can read back.

Python's json module accepts things that PostgreSQL refuses or that break other clients later:
NaN and Infinity, numbers too large for a float, NUL characters and unpaired UTF-16
surrogates. This parser refuses them, and nesting deeper than any real document, up front
with a reason, rather than letting them reach a database as a 500.
"""

import json
import math
import re
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


def loads(text: str | bytes | bytearray) -> Any:
    """Parse JSON, raising json.JSONDecodeError for bad syntax, UnicodeDecodeError for bytes
    that are not UTF-8, and UnsafeJsonError for values that parse but cannot be stored."""
    try:
        value = json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
            parse_int=_bounded_int,
        )
    except RecursionError as exc:
        raise UnsafeJsonError(f"the JSON is nested more than {MAX_DEPTH} levels deep") from exc
    check_storable(value, texts=_may_hold_unstorable(text))
    return value


def _may_hold_unstorable(text: str | bytes | bytearray) -> bool:
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
    found = _UNSTORABLE.search(text)
    if found is None:
        return
    if found.group() == "\x00":
        raise UnsafeJsonError("text may not contain the NUL character (\\u0000)")
    raise UnsafeJsonError("text may not contain an unpaired UTF-16 surrogate")
