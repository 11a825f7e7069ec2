"""Whether a request came straight from this machine: development sign-in answers nothing else.

A reverse proxy or a tunnel on this machine also connects from loopback, so the peer address
alone is not enough: such a request usually names another host or carries forwarding headers.
A plain TCP forward that keeps the Host header cannot be told apart; development sign-in is
refused outright in production and on a non-loopback HOST.
"""

from fastapi import Request

from systemcraft.config import is_loopback_host

FORWARDING_HEADERS = (
    "forwarded",
    "x-forwarded-for",
    "x-forwarded-host",
    "x-forwarded-proto",
    "x-real-ip",
    "via",
    "cf-connecting-ip",
    "true-client-ip",
)


def _host_name(host_header: str) -> str:
    if host_header.startswith("["):  # [::1]:8000
        return host_header[: host_header.find("]") + 1]
    return host_header.rsplit(":", 1)[0]


def is_direct_loopback(request: Request) -> bool:
    peer = request.client.host if request.client else ""
    if not is_loopback_host(peer):
        return False
    if any(name in request.headers for name in FORWARDING_HEADERS):
        return False
    return is_loopback_host(_host_name(request.headers.get("host", "")))
