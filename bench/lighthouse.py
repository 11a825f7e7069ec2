"""Lighthouse's mobile scores for the pages a visitor meets first, against the production build
served by `systemcraft serve` (production settings, a throw-away SQLite database).

Each page is audited RUNS times and the median of each category printed, beside its target:
Performance 95+, Accessibility 100, Best Practices 100, SEO 95+, layout shift under 0.05. The
workspace, behind sign-in, is audited signed in at tier 3 on a second server (development
sign-in, which production refuses), to Performance 90+. Lighthouse is pinned in
bench/package.json and drives Debian's Chromium.
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
from signed_in_profile import fresh_copy, signed_in_profile
from tests.live_server import BUILT_FRONT_END, live_server

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
# Behind sign-in: the page a learner spends most minutes on.
SIGNED_IN_PAGES = {"workspace": "/practice/url-shortener"}
SIGNED_IN_TIER = 3
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGETS = {"performance": 95, "accessibility": 100, "best-practices": 100, "seo": 95}
CLS_TARGET = 0.05
# The canvas (React Flow) is the heaviest page by design; the issue that measured it set 90.
PERFORMANCE_TARGETS = {"workspace": 90}


def audit(url: str, report: Path, profile: Path | None = None) -> dict[str, float]:
    """One mobile Lighthouse run: each category's score out of 100, plus LCP (s) and CLS. With
    a profile, Chromium starts on it and Lighthouse keeps its storage (the session)."""
    signed_in = (
        [f"--chrome-flags={CHROME_FLAGS} --user-data-dir={profile}", "--disable-storage-reset"]
        if profile
        else [f"--chrome-flags={CHROME_FLAGS}"]
    )
    command = [
        str(LIGHTHOUSE),
        url,
        "--quiet",
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        *signed_in,
    ]
    environment = {**os.environ, "CHROME_PATH": CHROMIUM}
    # Lighthouse now and then fails to record a trace (NO_NAVSTART); a second try is a new run.
    if subprocess.run(command, check=False, env=environment).returncode:  # noqa: S603
        subprocess.run(command, check=True, env=environment)  # noqa: S603
    result = json.loads(report.read_text())
    scores = {name: result["categories"][name]["score"] * 100 for name in CATEGORIES}
    audits = result["audits"]
    scores["lcp"] = audits["largest-contentful-paint"]["numericValue"] / 1000
    scores["tbt"] = audits["total-blocking-time"]["numericValue"]
    scores["cls"] = audits["cumulative-layout-shift"]["numericValue"]
    return scores


def summary(name: str, runs: list[dict[str, float]]) -> list[str]:
    """Prints the page's medians and its worst Performance run; returns the targets it missed.
    Performance must hold in every run, not only in the median."""
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    worst = min(run["performance"] for run in runs)
    print(
        f"{name:<14} {median['performance']:5.0f} {worst:5.0f} {median['accessibility']:5.0f} "
        f"{median['best-practices']:5.0f} {median['seo']:5.0f} {median['lcp']:6.2f} "
        f"{median['tbt']:7.0f} {median['cls']:6.3f}"
    )
    targets = {**TARGETS, "performance": PERFORMANCE_TARGETS.get(name, TARGETS["performance"])}
    missed = [
        f"{name} {category} {median[category]:.0f} < {target}"
        for category, target in targets.items()
        if median[category] < target
    ]
    if worst < targets["performance"]:
        missed.append(f"{name} performance {worst:.0f} in one run < {targets['performance']}")
    if median["cls"] >= CLS_TARGET:
        missed.append(f"{name} CLS {median['cls']:.3f} >= {CLS_TARGET}")
    return missed


def main() -> None:
    if not LIGHTHOUSE.exists():
        sys.exit(
            "Lighthouse is missing: run `make bench`, which installs it from bench/package.json"
        )
    missed: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        directory = Path(scratch)
        report = directory / "report.json"
        print(f"Lighthouse mobile, median of {RUNS} runs per page (worst: the lowest Performance)")
        print(
            f"{'page':<14} {'perf':>5} {'worst':>5} {'a11y':>5} {'bp':>5} {'seo':>5} "
            f"{'LCP s':>6} {'TBT ms':>7} {'CLS':>6}"
        )
        database_url = f"sqlite:///{directory / 'lighthouse.db'}"
        with serve_app(database_url, directory, secrets.token_hex(32)) as server:
            for name, path in PAGES.items():
                runs = [audit(f"{server.url}{path}", report) for _ in range(RUNS)]
                missed += summary(name, runs)
        signed = directory / "signed-in"
        signed.mkdir()
        settings = {"APP_ENV": "development", "AUTH_DEV_LOGIN": "true"}
        with live_server(
            f"sqlite:///{signed / 'lighthouse.db'}",
            signed,
            "--prepare",
            FRONTEND_DIST=str(BUILT_FRONT_END),
            **settings,
        ) as server:
            profile = signed_in_profile(server, SIGNED_IN_TIER, signed / "profile")
            for name, path in SIGNED_IN_PAGES.items():
                runs = [
                    audit(f"{server.url}{path}", report, fresh_copy(profile, signed / "run"))
                    for _ in range(RUNS)
                ]
                missed += summary(name, runs)
    targets = ", ".join(
        f"{category} {target}" + ("" if target == 100 else "+")
        for category, target in TARGETS.items()
    )
    print(f"targets: {targets} (workspace Performance 90+), in every run; CLS < {CLS_TARGET}")
    print("all targets met" if not missed else "missed: " + "; ".join(missed))


if __name__ == "__main__":
    main()
