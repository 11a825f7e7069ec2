"""The drawn size of a lesson's SVG image, so the page can reserve its space before the file
arrives instead of shifting the text below it when it does."""

import re
from pathlib import Path

_SVG_TAG = re.compile(rb"<svg\b[^>]*>", re.DOTALL)
_LENGTH = r'\s*=\s*["\']\s*([0-9.]+)\s*(?:px)?\s*["\']'


def _attribute(tag: bytes, name: str) -> float | None:
    match = re.search(rb"\s" + name.encode() + _LENGTH.encode(), tag)
    return float(match[1]) if match else None


def svg_size(path: Path) -> tuple[int, int] | None:
    """Width and height from the root element's attributes, else its viewBox; None when the
    file is not an SVG or states neither."""
    if path.suffix.lower() != ".svg":
        return None
    tag = _SVG_TAG.search(path.read_bytes()[:4096])
    if not tag:
        return None
    width, height = _attribute(tag[0], "width"), _attribute(tag[0], "height")
    if width and height:
        return round(width), round(height)
    view_box = re.search(rb'viewBox\s*=\s*["\']([^"\']+)["\']', tag[0])
    numbers = view_box[1].replace(b",", b" ").split() if view_box else []
    if len(numbers) == 4 and float(numbers[2]) > 0 and float(numbers[3]) > 0:
        return round(float(numbers[2])), round(float(numbers[3]))
    return None
