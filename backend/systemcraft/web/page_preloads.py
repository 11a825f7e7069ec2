"""The chunks each page of the single-page app needs, as link tags for its HTML.

The build writes route-preloads.json (frontend/build/route-preloads.ts): for each address
pattern, the page's scripts and styles. Put into the page's HTML, they download beside the
entry script instead of after it has run, one round trip less before the page shows."""

import json
from pathlib import Path

PRELOADS_FILE = "route-preloads.json"


def _pattern_matches(pattern: str, path: str) -> bool:
    if pattern.endswith("/*"):
        prefix = pattern.removesuffix("*")
        return path.startswith(prefix) and len(path) > len(prefix)
    return path == pattern


class PagePreloads:
    def __init__(self, dist: Path) -> None:
        file = dist / PRELOADS_FILE
        self.patterns: dict[str, dict[str, list[str]]] = (
            json.loads(file.read_text()) if file.is_file() else {}
        )

    def pattern_for(self, path: str) -> str | None:
        """The pattern the address matches; a trailing slash makes no difference."""
        path = path.rstrip("/") or "/"
        return next((p for p in self.patterns if _pattern_matches(p, path)), None)

    def link_tags(self, pattern: str) -> bytes:
        files = self.patterns[pattern]
        styles = [
            f'<link rel="preload" as="style" crossorigin href="{href}">' for href in files["styles"]
        ]
        scripts = [
            f'<link rel="modulepreload" crossorigin href="{href}">' for href in files["scripts"]
        ]
        return "".join(styles + scripts).encode()
