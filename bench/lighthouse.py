"""Lighthouse's mobile scores for the pages a visitor meets first, against the production build
served by `systemcraft serve` (production settings, a throw-away SQLite database).

Each page is audited RUNS times and the median of each category printed, beside its target:
Performance 95+, Accessibility 100, Best Practices 100, SEO 95+, layout shift under 0.05.
Lighthouse is pinned in bench/package.json and drives Debian's Chromium.
"""

import json
import os
import secrets
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from read_api_servers import serve_app

BENCH = Path(__file__).resolve().parent
LIGHTHOUSE = BENCH / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
    " --disable-background-networking --disable-component-update --disable-sync"
)
RUNS = 3
PAGES = {
    "/home": "/home",
    "/learn": "/learn",
    "free lesson": "/learn/caching",
    "locked lesson": "/learn/autoscaling",
    "/practice": "/practice",
}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 95}
CLS_TARGET = 0.05


def audit(url: str, report: Path) -> dict[str, float]:
    """One mobile Lighthouse run: each category's score out of 100, plus LCP (s) and CLS."""
    subprocess.run(  # noqa: S603 - our pinned tool, our arguments
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={report}",
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={CHROME_FLAGS}",
        ],
        check=True,
        env={**os.environ, "CHROME_PATH": CHROMIUM},
    )
    result = json.loads(report.read_text())
    scores = {name: result["categories"][name]["score"] * 100 for name in CATEGORIES}
    audits = result["audits"]
    scores["lcp"] = audits["largest-contentful-paint"]["numericValue"] / 1000
    scores["tbt"] = audits["total-blocking-time"]["numericValue"]
    scores["cls"] = audits["cumulative-layout-shift"]["numericValue"]
    return scores


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit(
            "Lighthouse is missing: run `make bench`, which installs it from bench/package.json"
        )
    missed: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        directory = Path(scratch)
        database_url = f"sqlite:///{directory / 'lighthouse.db'}"
        with serve_app(database_url, directory, secrets.token_hex(32)) as server:
            print(f"Lighthouse mobile, median of {RUNS} runs per page")
            print(
                f"{'page':<14} {'perf':>5} {'a11y':>5} {'bp':>5} {'seo':>5} {'LCP s':>6} "
                f"{'TBT ms':>7} {'CLS':>6}"
            )
            for name, path in PAGES.items():
                url = f"{server.url}{path}"
                runs = [audit(url, directory / "report.json") for _ in range(RUNS)]
                median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
                print(
                    f"{name:<14} {median['performance']:5.0f} {median['accessibility']:5.0f} "
                    f"{median['best-practices']:5.0f} {median['seo']:5.0f} {median['lcp']:6.2f} "
                    f"{median['tbt']:7.0f} {median['cls']:6.3f}"
                )
                missed += [
                    f"{name} {category} {median[category]:.0f} < {target}"
                    for category, target in TARGETS.items()
                    if median[category] < target
                ]
                if median["cls"] >= CLS_TARGET:
                    missed.append(f"{name} CLS {median['cls']:.3f} >= {CLS_TARGET}")
    targets = ", ".join(
        f"{category} {target}" + ("" if target == 100 else "+")
        for category, target in TARGETS.items()
    )
    print(f"targets: {targets}, CLS < {CLS_TARGET}")
    print("all targets met" if not missed else "missed: " + "; ".join(missed))


if __name__ == "__main__":
    main()
