"""Prints what the first page costs: the JS and CSS that index.html loads, gzipped, and the
pre-compressed Brotli files the server actually sends to a browser that accepts br."""

import gzip
import re
from pathlib import Path

DIST = Path(__file__).resolve().parents[1] / "frontend" / "dist"


def gzipped_kb(path: Path) -> float:
    return len(gzip.compress(path.read_bytes(), compresslevel=9)) / 1024


def served_kb(path: Path) -> float:
    """What a browser downloads: the .br sibling the build wrote, else the file itself."""
    brotli = path.with_name(path.name + ".br")
    return (brotli if brotli.is_file() else path).stat().st_size / 1024


def main() -> None:
    index = (DIST / "index.html").read_text()
    initial = [
        DIST / ref.lstrip("/") for ref in re.findall(r'(?:src|href)="(/assets/[^"]+)"', index)
    ]
    lazy = [
        path
        for path in (DIST / "assets").glob("*.js")
        if path not in initial and not path.name.endswith(".map")
    ]
    total = sum(gzipped_kb(path) for path in initial)
    for path in initial:
        print(f"initial  {path.name:<40} {gzipped_kb(path):7.1f} KB gzip")
    print(f"first page total: {total:.1f} KB gzip over {len(initial)} files")
    raw = sum(path.stat().st_size / 1024 for path in initial)
    sent = sum(served_kb(path) for path in initial)
    print(f"first page as sent: {sent:.1f} KB with Brotli ({raw:.1f} KB uncompressed)")
    largest = max(lazy, key=gzipped_kb, default=None)
    if largest is not None:
        print(f"largest lazy chunk: {largest.name} {gzipped_kb(largest):.1f} KB gzip")


if __name__ == "__main__":
    main()
