"""Markdown as the words a reader sees, for searching and quoting lesson text."""

import re

_MARKUP = re.compile(r"[*_`>#]|\[([^\]]*)\]\([^)]*\)")
_SPACE = re.compile(r"\s+")


def plain_text(markdown: str) -> str:
    """Links keep their text, markup characters go, runs of white space become one space."""
    text = _MARKUP.sub(lambda m: m.group(1) or "", markdown)
    return _SPACE.sub(" ", text).strip()
