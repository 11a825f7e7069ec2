"""Debian's Chromium, as the browser tests and the canvas benchmark launch it: headless, and
quiet (no first-run page, no background traffic, no QUIC) so that timings are the page's own."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
