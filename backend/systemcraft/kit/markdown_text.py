"""Markdown as the words a reader sees, for searching and quoting lesson text."""

from systemcraft.kit.patterns import Pattern

# RE2: linear in the text, however many unclosed brackets it has.
_MARKUP = Pattern(r"[*_`>#]|\[([^\]]*)\]\([^)]*\)")
_SPACE = Pattern(r"\s+")


def plain_text(markdown: str) -> str:
    """Links keep their text, markup characters go, runs of white space become one space."""
    text = _MARKUP.sub(lambda found: found.group(1) or "", markdown)
    return _SPACE.sub(" ", text).strip()
